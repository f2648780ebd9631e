/**
 * Everything scripts/build-gtfs.ts does except touching the disk: build the feed's files from the graph, validate
 * their format against MobilityData's rules, zip them.
 *
 * The data rules (a validity window that has not expired, coordinates for every stop, plausible travel speeds)
 * are checked once, by the data check (src/pipeline/checks/feed-*.ts), which `npm run build` runs first and which
 * stops the build on an error. What is left here is the feed's own format: a problem found by validateFeed means
 * the builder wrote something wrong, and the feed is refused.
 */
import type { Graph } from '../graph/types';
import { buildFeed, type FeedFiles } from './feed';
import { formatProblem, validateFeed } from './validate';
import { zipFeed } from './zip';

export interface PublishResult {
  /** One line per format problem: "gtfs.zip/stop_times.txt:3 error rule_name message". */
  problems: { severity: 'error' | 'warning'; text: string }[];
  /** Absent when the data has no feed section or a format error stops the feed. */
  files?: FeedFiles;
  zip?: Uint8Array;
}

/** @param buildDate yyyy-MM-dd in Asia/Manila, passed in (never read from the clock here). */
export function publishFeed(graph: Graph, buildDate: string): PublishResult {
  // The data check reports a missing feed section (feed_window_missing) with its location.
  if (!graph.site.feed) return { problems: [{ severity: 'error', text: 'data/site.yaml has no feed section: run npm run data:check' }] };
  const files = buildFeed(graph, graph.site.feed);
  // Fast travel is a data rule, reported by the data check (feed_travel_speed_implausible) in the timetable file.
  const problems = validateFeed(files, { today: buildDate })
    .filter((p) => p.rule !== 'fast_travel_between_consecutive_stops')
    .map((p) => ({ severity: p.severity, text: `gtfs.zip/${formatProblem(p)}` }));
  if (problems.some((p) => p.severity === 'error')) return { problems };
  return { problems, files, zip: zipFeed(files) };
}
