/**
 * What in the data would make the feed wrong or unusable, found on the graph. Shared by the data check
 * (src/pipeline/checks/feed-*.ts, which add line and column) and by scripts/build-gtfs.ts (which refuses to
 * publish). Pure: the build date is passed in.
 */
import { epochDayOf, isIsoDay } from '../time';
import type { Graph, Port } from '../graph/types';
import { haversineKm, MAX_FERRY_KMH } from './geo';
import { selectFeedTimetables, type FeedSource, type Selection } from '../graph/feed-selection';

/** Ports a published trip calls at, sorted by id. */
function feedPorts(graph: FeedSource, selection: Selection = selectFeedTimetables(graph)): Port[] {
  const used = new Set(selection.published.flatMap(({ timetable }) => [timetable.from, timetable.to]));
  return graph.ports.filter((port) => used.has(port.id));
}

/** Published ports without coordinates: stops.txt cannot place them (stop_lat/stop_lon are required). */
export function portsWithoutCoordinates(graph: FeedSource): Port[] {
  return feedPorts(graph).filter((port) => !port.coordinates);
}

/** Published ports whose position is the town, not the pier: worth knowing, marked in stop_desc. */
export function approximatePorts(graph: FeedSource): Port[] {
  return feedPorts(graph).filter((port) => port.coordinates?.precision === 'approximate');
}

export type WindowProblem =
  | { kind: 'missing' }
  | { kind: 'invalid'; startDate: string; endDate: string }
  | { kind: 'expired'; endDate: string; buildDate: string }
  | { kind: 'expiring'; endDate: string; buildDate: string; daysLeft: number }
  | { kind: 'not_a_date'; field: 'startDate' | 'endDate'; value: string };

/** Warn this many days before the window ends (MobilityData's validator warns at 30 and at 7). */
const EXPIRY_WARNING_DAYS = 30;

const daysBetween = (from: string, to: string) => epochDayOf(to) - epochDayOf(from);

/**
 * The validity window of site.feed against the build date (both yyyy-MM-dd, compared as text, which orders them).
 * A window that ends before the build date publishes no service; GTFS consumers drop such a feed.
 */
export function feedWindowProblems(feed: Graph['site']['feed'], buildDate: string): WindowProblem[] {
  if (!feed) return [{ kind: 'missing' }];
  const problems: WindowProblem[] = [];
  for (const field of ['startDate', 'endDate'] as const) {
    if (!isIsoDay(feed[field])) problems.push({ kind: 'not_a_date', field, value: feed[field] });
  }
  if (problems.length > 0) return problems;
  if (feed.startDate > feed.endDate) problems.push({ kind: 'invalid', startDate: feed.startDate, endDate: feed.endDate });
  if (feed.endDate < buildDate) problems.push({ kind: 'expired', endDate: feed.endDate, buildDate });
  else if (daysBetween(buildDate, feed.endDate) < EXPIRY_WARNING_DAYS) {
    problems.push({ kind: 'expiring', endDate: feed.endDate, buildDate, daysLeft: daysBetween(buildDate, feed.endDate) });
  }
  return problems;
}

export interface SpeedProblem {
  routeId: string;
  from: string;
  to: string;
  fromName: string;
  toName: string;
  km: number;
  minutes: number;
  kmh: number;
}

/**
 * Published sailings faster than a ferry can go in a straight line between their ports, judged on the duration
 * the feed publishes (the longest stated figure). One entry per timetable (its fastest sailing).
 */
export function implausibleSpeeds(graph: FeedSource): SpeedProblem[] {
  const ports = new Map(graph.ports.map((port) => [port.id, port]));
  const problems: SpeedProblem[] = [];
  for (const { timetable, trips } of selectFeedTimetables(graph).published) {
    const [fromPort, toPort] = [ports.get(timetable.from), ports.get(timetable.to)];
    const [a, b] = [fromPort?.coordinates, toPort?.coordinates];
    if (!fromPort || !toPort || !a || !b) continue;
    const km = haversineKm(a, b);
    const minutes = Math.min(...trips.map((trip) => trip.durationMinutes.max));
    const kmh = km / (minutes / 60);
    if (minutes > 0 && kmh > MAX_FERRY_KMH) {
      problems.push({
        routeId: timetable.id, from: fromPort.id, to: toPort.id, fromName: fromPort.name,
        toName: toPort.name, km, minutes, kmh,
      });
    }
  }
  return problems;
}
