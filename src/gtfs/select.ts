/**
 * Which of the graph's timetables and trips the feed publishes. The site shows every timetable as the sources
 * state it; a GTFS consumer cannot show "the sources disagree", so the feed must hold one schedule per sailing:
 *
 * 1. Ferry timetables only. Road legs and bus-and-ferry packages are left out: none has a departure time in the
 *    data, and a journey planner should not present a coach transfer as the operator's sailing.
 * 2. Trips with a departure time only. "Several departures daily" has no times and no stated headway, so neither a
 *    scheduled trip nor frequencies.txt could describe it without inventing a timetable.
 * 3. One timetable per from→to pair. When several sources state the same pair (a destination page and a hub
 *    overview, or two pages that disagree), the feed takes, in this order: the one with stated arrivals (times a
 *    source actually printed beat estimates), then one that is not only a hub overview (overviews summarise; the
 *    destination page is the schedule), then the smallest id (a stable last resort). The others are reported.
 */
import type { Graph, Timetable, Trip } from '../graph/types';

/** What selection reads: the pipeline's draft graph has these too, so the data checks can share the rules. */
export type FeedSource = Pick<Graph, 'ports' | 'timetables' | 'destinations'>;

export interface PublishedTimetable {
  timetable: Timetable;
  /** The trips the feed publishes (ferry, with a departure time), in graph order. */
  trips: Trip[];
}

export type ExclusionReason = 'not_ferry' | 'no_departure_time' | 'duplicate_pair';

export interface Exclusion {
  timetable: Timetable;
  reason: ExclusionReason;
  /** Trips of this timetable left out of the feed. */
  tripCount: number;
  /** For duplicate_pair: the timetable the feed publishes for the same from→to pair. */
  keptTimetableId?: string;
}

export interface Selection {
  /** Sorted by timetable id. */
  published: PublishedTimetable[];
  /** Sorted by timetable id. */
  excluded: Exclusion[];
}

/** Timetables shown only in hub-overview tables (destination schedules with layout "overview"). */
export function overviewOnlyTimetables(graph: FeedSource): Set<string> {
  const overview = new Set<string>();
  const detailed = new Set<string>();
  for (const destination of graph.destinations) {
    for (const schedule of destination.schedules) {
      for (const id of schedule.timetables) (schedule.layout === 'overview' ? overview : detailed).add(id);
    }
  }
  return new Set([...overview].filter((id) => !detailed.has(id)));
}

const byId = (a: { timetable: Timetable }, b: { timetable: Timetable }) =>
  (a.timetable.id < b.timetable.id ? -1 : a.timetable.id > b.timetable.id ? 1 : 0);

export function selectFeedTimetables(graph: FeedSource): Selection {
  const excluded: Exclusion[] = [];
  const candidates: PublishedTimetable[] = [];
  for (const timetable of graph.timetables) {
    if (timetable.mode !== 'ferry') {
      excluded.push({ timetable, reason: 'not_ferry', tripCount: timetable.trips.length });
      continue;
    }
    const trips = timetable.trips.filter((trip) => trip.depMinute !== null);
    const untimed = timetable.trips.length - trips.length;
    if (untimed > 0) excluded.push({ timetable, reason: 'no_departure_time', tripCount: untimed });
    if (trips.length > 0) candidates.push({ timetable, trips });
  }

  const overviewOnly = overviewOnlyTimetables(graph);
  const rank = (c: PublishedTimetable): [number, number, string] => [
    c.trips.some((trip) => trip.arrivalStated) ? 0 : 1,
    overviewOnly.has(c.timetable.id) ? 1 : 0,
    c.timetable.id,
  ];
  const byPair = new Map<string, PublishedTimetable[]>();
  for (const candidate of candidates) {
    const key = `${candidate.timetable.from}\u0000${candidate.timetable.to}`;
    byPair.set(key, [...(byPair.get(key) ?? []), candidate]);
  }

  const published: PublishedTimetable[] = [];
  for (const group of byPair.values()) {
    const ranked = group
      .map((candidate) => ({ candidate, key: rank(candidate) }))
      .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || (a.key[2] < b.key[2] ? -1 : 1))
      .map(({ candidate }) => candidate);
    const [kept, ...dropped] = ranked;
    published.push(kept!);
    for (const other of dropped) {
      excluded.push({
        timetable: other.timetable, reason: 'duplicate_pair', tripCount: other.trips.length,
        keptTimetableId: kept!.timetable.id,
      });
    }
  }
  return { published: published.sort(byId), excluded: excluded.sort((a, b) => byId(a, b) || (a.reason < b.reason ? -1 : 1)) };
}
