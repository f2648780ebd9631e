/**
 * Everything scripts/build-gtfs.ts does except touching the disk: look for data problems that would make the feed
 * wrong, build the files, validate them, zip them. The feed is refused (no zip) when any problem is an error.
 */
import type { Graph } from '../graph/types';
import { feedWindowProblems, implausibleSpeeds, portsWithoutCoordinates, type WindowProblem } from './data-rules';
import { buildFeed, type FeedFiles } from './feed';
import { missingCoordinatesMessage, speedMessage, windowMessage } from './messages';
import { formatProblem, validateFeed } from './validate';
import { zipFeed } from './zip';

export interface PublishMessage {
  severity: 'error' | 'warning';
  /** "data/site.yaml feed.endDate  error  feed_window_expired  …" — where to look, then what to do. */
  text: string;
}

export interface PublishResult {
  messages: PublishMessage[];
  /** Absent when an error stops the feed. */
  files?: FeedFiles;
  zip?: Uint8Array;
}

const WINDOW_CODE: Record<WindowProblem['kind'], string> = {
  missing: 'feed_window_missing', not_a_date: 'feed_window_invalid', invalid: 'feed_window_invalid',
  expired: 'feed_window_expired', expiring: 'feed_window_expiring',
};
const WINDOW_FIELD: Record<WindowProblem['kind'], string> = {
  missing: 'feed', not_a_date: 'feed', invalid: 'feed.startDate', expired: 'feed.endDate', expiring: 'feed.endDate',
};

function line(where: string, severity: PublishMessage['severity'], code: string, message: string): PublishMessage {
  return { severity, text: `${where}  ${severity}  ${code}  ${message}` };
}

/** @param buildDate yyyy-MM-dd in Asia/Manila, passed in (never read from the clock here). */
export function publishFeed(graph: Graph, buildDate: string): PublishResult {
  const messages: PublishMessage[] = [];
  for (const problem of feedWindowProblems(graph.site.feed, buildDate)) {
    const field = problem.kind === 'not_a_date' ? `feed.${problem.field}` : WINDOW_FIELD[problem.kind];
    const severity = problem.kind === 'expiring' ? 'warning' : 'error';
    messages.push(line(`data/site.yaml ${field}`, severity, WINDOW_CODE[problem.kind], windowMessage(problem)));
  }
  for (const port of portsWithoutCoordinates(graph)) {
    messages.push(line(`data/ports.yaml ports[id=${port.id}]`, 'error', 'port_without_coordinates', missingCoordinatesMessage(port)));
  }
  for (const problem of implausibleSpeeds(graph)) {
    messages.push(line(`${problem.file} timetables[id=${problem.timetableId}]`, 'warning', 'feed_travel_speed_implausible', speedMessage(problem)));
  }
  if (messages.some((m) => m.severity === 'error') || !graph.site.feed) return { messages };

  const files = buildFeed(graph, graph.site.feed);
  // Fast travel is already reported above, located in the timetable file; the rest would be a builder bug.
  const problems = validateFeed(files, { today: buildDate })
    .filter((p) => p.rule !== 'fast_travel_between_consecutive_stops');
  messages.push(...problems.map((p) => ({ severity: p.severity, text: `gtfs.zip/${formatProblem(p)}` })));
  if (problems.some((p) => p.severity === 'error')) return { messages };
  return { messages, files, zip: zipFeed(files) };
}
