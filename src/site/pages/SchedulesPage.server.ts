/** Build time only (src/site/routes.tsx runs it while pre-rendering): what /schedules renders, its trips packed. */
import { selectFeedTimetables, type ExclusionReason } from '../../graph/feed-selection';
import type { Graph, Route } from '../../graph/types';
import { expandDays } from '../../time';
import { arrivalPatterns } from '../format/arrival';
import { packTrips } from '../../query/trip-codec';
import type { PortIndex } from '../components/types';
import type { PortOption } from '../schedules/FilterForm';
import { bookingInfo, calendarInfo, portIndex, timetablesById } from './select.server';

/**
 * The lines the tables show (a row whose arrival window crosses midnight is one line per departure day): how many,
 * and the days of each line of such a row — the filter's count counts lines (schedules/filter-page.ts).
 */
function tableLines(timetables: readonly Pick<Route, 'id' | 'rows'>[]) {
  let total = 0;
  const split: Record<string, Record<number, string[][]>> = {};
  for (const t of timetables) {
    t.rows.forEach((row, i) => {
      const patterns = arrivalPatterns(row);
      total += Math.max(1, patterns.length);
      if (patterns.length > 1) (split[t.id] ??= {})[i] = patterns.map((p) => expandDays(p.days));
    });
  }
  return { total, split };
}

/** Why the feed leaves a route's sailings out, in a traveller's words (graph/feed-selection.ts has the rules). */
const LEFT_OUT_BECAUSE: Record<Exclude<ExclusionReason, 'not_ferry'>, string> = {
  unconfirmed: 'the operator’s pages differ on the sailings, and a trip planner cannot mark one Unconfirmed',
  unconfirmed_time: 'a sailing leaves at one of two times and the operator does not say which on which day',
  no_departure_time: 'no departure time is published',
};

/**
 * The routes /schedules lists that the timetable feed for trip planners (/gtfs.zip) leaves out, wholly or in part,
 * and why: the page says so beside the feed's link, so a traveller who does not find a sailing in a map app knows.
 */
function feedLeftOut(graph: Graph, listed: readonly string[]) {
  const { published, excluded } = selectFeedTimetables(graph);
  const inFeed = new Set(published.map((p) => p.timetable.id));
  const names = new Set(listed);
  const reasons = (Object.keys(LEFT_OUT_BECAUSE) as (keyof typeof LEFT_OUT_BECAUSE)[]).flatMap((reason) => {
    const routes = excluded.filter((e) => e.reason === reason && names.has(e.timetable.id))
      .map((e) => ({ id: e.timetable.id, name: e.timetable.name, whole: !inFeed.has(e.timetable.id) }));
    return routes.length > 0 ? [{ because: LEFT_OUT_BECAUSE[reason], routes }] : [];
  });
  return { listed: listed.length, published: listed.filter((id) => inFeed.has(id)).length, reasons };
}

function portOptions(ids: readonly string[], ports: PortIndex): PortOption[] {
  return [...new Set(ids)].map((id) => ({ id, name: ports[id]?.label ?? id })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export function select(graph: Graph) {
  const groups = graph.schedules.groups.map((group) => ({
    title: group.title,
    timetables: timetablesById(graph, group.timetables),
  }));
  const timetables = groups.flatMap((g) => g.timetables);
  // Every port is a choice of both lists: a traveller asking Cebu → Manila gets the page's answer
  // that no timetable is published, as every other page gives it, not a list without Cebu.
  const everyPort = graph.ports.map((p) => p.id);
  const ports = portIndex(graph, everyPort);
  return {
    page: graph.pages.schedules,
    groups,
    ports,
    // The filter's choices, by the labels the tables show: every port in both lists (one list, written once).
    portOptions: portOptions(everyPort, ports),
    // Every from → to the data has a route for, listed here or not (a road leg): "no sailing that day" is then a
    // different answer from "no timetable is published".
    routePairs: graph.routes.map((t) => `${t.from}>${t.to}`),
    phone: graph.site.phone,
    trips: packTrips(graph.routes, timetables.map((t) => t.id)),
    lines: tableLines(timetables),
    feed: feedLeftOut(graph, timetables.map((t) => t.id)),
    calendar: calendarInfo(graph, '/schedules'),
    booking: bookingInfo(graph),
  };
}
