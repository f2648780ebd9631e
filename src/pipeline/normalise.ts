/**
 * Builds the graph (src/graph/types.ts) from the validated files: timetables expanded into display rows and
 * per-weekday trips with durations derived from the time model, policies resolved into FAQ and tip text, ports
 * linked to their timetables and destination page. It never throws on data the checks reject (a dangling
 * reference, an impossible arrival): it builds what it can, and the checks say what is wrong.
 * Alongside, a side table keeps where each entity is defined, for the checks' notices (not written to graph.json).
 */
import {
  arrivalDayOffset, derivedDurationMinutes, hoursToMinutes, MINUTES_PER_DAY, minuteOfWeek, parseTime as parseTimeText,
  type ArrivalDay,
} from '../graph/time';
import { tripId } from '../graph/keys';
import type {
  Destination, Faq, Graph, MinuteRange, Policy, Port, Timetable, TimetableRow, TravelTips, Trip,
} from '../graph/types';
import type {
  FaresData, PagesData, RoutesData, SchedulesData, SiteData, TimetableFile,
} from '../schema/collections';
import { WEEKDAYS, type Weekday } from '../graph/time';
import { single, type Dataset } from './dataset';
import { compareDestinations } from './destination-order';
import type { DraftGraph, GraphIndex, RawRow, RawTimetable, TimetableEntry } from './draft-graph';
import type { Loc } from './location';
import { routeKey } from '../graph/keys';
import { newsBody, readTimeLabel } from '../graph/reading-time';
import { renderPolicyText } from './policy-text';
import { portLabel, portTown } from '../graph/port-label';

/** parseTime, memoised: a large network repeats the same few hundred times across a hundred thousand rows. */
const minutesOf = new Map<string, number>();
export function parseTime(hhmm: string): number {
  let minutes = minutesOf.get(hhmm);
  if (minutes === undefined) {
    minutes = parseTimeText(hhmm);
    minutesOf.set(hhmm, minutes);
  }
  return minutes;
}

export function normalise(data: Dataset): { graph: DraftGraph; index: GraphIndex } {
  const portsFile = single(data, 'ports');
  const rawPorts = portsFile?.value.ports ?? [];
  const destinations = data.destinations.map((d) => d.value).sort((a, b) => compareDestinations(a.slug, b.slug));
  const destinationOfPort = new Map<string, Destination>();
  for (const d of destinations) if (!destinationOfPort.has(d.port)) destinationOfPort.set(d.port, d);
  // One name per place (src/graph/port-label.ts): default timetable names use the labels every page shows.
  const portNames = new Map(rawPorts.map((p) => [p.id, portLabel(p.name, portTown(p, destinationOfPort.get(p.id)?.name))]));

  const entries: TimetableEntry[] = [];
  for (const { file, value } of data.timetables) {
    value.timetables.forEach((raw, index) => {
      const source = raw.source ?? value.source;
      entries.push({ file, index, raw, source, timetable: normaliseTimetable(raw, source, file, portNames) });
    });
  }
  const timetables = entries.map((e) => e.timetable).sort((a, b) => compareIds(a.id, b.id));

  const timetablesAtPort = new Map<string, Set<string>>();
  for (const t of timetables) {
    for (const port of [t.from, t.to]) {
      if (!timetablesAtPort.has(port)) timetablesAtPort.set(port, new Set());
      timetablesAtPort.get(port)!.add(t.id);
    }
  }
  const ports: Port[] = rawPorts
    .map((p) => ({
      ...p,
      timetables: [...(timetablesAtPort.get(p.id) ?? [])].sort(compareIds),
      destination: destinationOfPort.get(p.id)?.slug ?? null,
      label: portNames.get(p.id)!,
    }));
  // Ports keep the order of ports.yaml: it is the order of the /ports cards (SPEC §2 lists them Manila first).

  // Policy texts name their figures ({economyFromPesos}); the graph carries the sentence a traveller reads.
  const policies = (single(data, 'policies')?.value.policies ?? []).map((p) => ({ ...p, text: renderPolicyText(p.text, p.values) }));
  const policyText = new Map(policies.map((p) => [p.id, p.text]));
  const resolve = (id: string) => policyText.get(id) ?? '';

  const faqFile = single(data, 'faq');
  const faq: Faq | null = faqFile && {
    sections: faqFile.value.sections.map((s) => ({
      title: s.title,
      items: s.items.map((item) => ('a' in item
        ? { q: item.q, a: item.a, policy: null }
        : { q: item.q, a: resolve(item.policy), policy: item.policy })),
    })),
  };
  const tipsFile = single(data, 'travelTips');
  const travelTips: TravelTips | null = tipsFile && {
    categories: tipsFile.value.categories.map((c) => ({
      title: c.title, icon: c.icon, tips: c.tips.map((t) => (typeof t === 'string' ? t : resolve(t.policy))),
    })),
    emergency: tipsFile.value.emergency,
  };

  // Newest first; items of the same day keep their file order (Array.prototype.sort is stable).
  const news = (single(data, 'news')?.value.items ?? []).map((item) => ({ ...item, readTime: readTimeLabel(newsBody(item)) }))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

  const graph: DraftGraph = {
    site: single(data, 'site')?.value ?? null,
    pages: single(data, 'pages')?.value ?? null,
    places: (single(data, 'places')?.value.places ?? []).map((p) => ({ name: p.name, port: p.port ?? null })),
    ports,
    timetables,
    schedules: single(data, 'schedules')?.value ?? null,
    routes: single(data, 'routes')?.value ?? null,
    fares: single(data, 'fares')?.value ?? null,
    cabins: single(data, 'cabins')?.value.cabins ?? [],
    destinations,
    news,
    faq,
    travelTips,
    policies,
    advisories: single(data, 'advisories')?.value.advisories ?? [],
  };
  return { graph, index: buildIndex(data, graph, entries) };
}

/** The graph, once every singleton is present (which a run without errors guarantees). */
export function completeGraph(draft: DraftGraph): Graph | null {
  const { site, pages, schedules, routes, fares, faq, travelTips } = draft;
  if (!site || !pages || !schedules || !routes || !fares || !faq || !travelTips) return null;
  return { ...draft, site, pages, schedules, routes, fares, faq, travelTips };
}

function normaliseTimetable(raw: RawTimetable, source: string, file: string, portNames: Map<string, string>): Timetable {
  const stated = raw.statedDuration === undefined ? null : hoursToMinutes(raw.statedDuration);
  const fare = raw.fare ?? null;
  const mode = raw.mode;
  const rows: TimetableRow[] = [];
  const trips: Trip[] = [];
  raw.trips.forEach((row, rowIndex) => {
    const days = row.days === 'Daily' ? WEEKDAYS : row.days;
    const displayRow = normaliseRow(row, days[0] ?? 'Mon', stated, fare);
    rows.push(displayRow);
    const depMinute = row.dep === undefined ? null : parseTime(row.dep);
    for (const day of days) {
      trips.push({
        id: tripId(raw.id, rowIndex, day),
        timetableId: raw.id,
        row: rowIndex,
        from: raw.from,
        to: raw.to,
        mode,
        depDay: day,
        depMinute,
        depMinuteOfWeek: depMinute === null ? null : minuteOfWeek(day, depMinute),
        // A weekday arrival gives a different duration per departure day (ambiguous_arrival_day reports it).
        durationMinutes: displayRow.durationDerived && isWeekdayArrival(row) && day !== days[0]
          ? derivedRange(row, day)
          : displayRow.durationMinutes,
        arrivalStated: displayRow.durationDerived,
        fare: displayRow.fare,
        window: depMinute === null && row.hours ? { min: parseTime(row.hours.from), max: parseTime(row.hours.to) } : null,
      });
    }
  });
  return {
    id: raw.id,
    from: raw.from,
    to: raw.to,
    mode,
    name: raw.name ?? `${portNames.get(raw.from) ?? raw.from} to ${portNames.get(raw.to) ?? raw.to}`,
    source,
    file,
    fare,
    statedDuration: stated,
    note: raw.note ?? null,
    rows,
    trips,
  };
}

function normaliseRow(row: RawRow, firstDay: Weekday, stated: MinuteRange | null,
  fare: { min: number; max: number } | null): TimetableRow {
  const hours = row.dep === undefined && row.hours ? { from: row.hours.from, to: row.hours.to } : null;
  const base = { days: row.days, dep: row.dep ?? null, fare: row.fare ?? fare, hours };
  if (row.dep !== undefined && row.arr !== undefined && row.arrDay !== undefined) {
    const duration = derivedRange(row, firstDay);
    const dayOffset = Math.round((duration.min - (parseTime(row.arr) - parseTime(row.dep))) / MINUTES_PER_DAY);
    return { ...base, arr: { dayOffset, time: row.arr }, durationMinutes: duration, durationDerived: true };
  }
  const durationMinutes = row.duration !== undefined ? hoursToMinutes(row.duration) : stated ?? { min: 0, max: 0 };
  return { ...base, arr: null, durationMinutes, durationDerived: false };
}

function derivedRange(row: RawRow, day: Weekday): MinuteRange {
  const minutes = derivedDurationMinutes(day, parseTime(row.dep!), row.arrDay as ArrivalDay, parseTime(row.arr!));
  return { min: minutes, max: minutes };
}

function isWeekdayArrival(row: RawRow): boolean {
  return row.arrDay !== undefined && !row.arrDay.startsWith('+');
}

/** Code-unit order: the same on every machine and locale. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function buildIndex(data: Dataset, graph: DraftGraph, entries: TimetableEntry[]): GraphIndex {
  const firstWins = <T>(map: Map<string, T>, key: string, value: T) => {
    if (!map.has(key)) map.set(key, value);
  };
  const where: GraphIndex['where'] = {
    ports: new Map(), timetables: new Map(), destinations: new Map(), policies: new Map(),
  };
  const portsFile = single(data, 'ports');
  portsFile?.value.ports.forEach((p, i) => firstWins(where.ports, p.id, { file: portsFile.file, path: ['ports', i] }));
  for (const e of entries) firstWins(where.timetables, e.raw.id, { file: e.file, path: ['timetables', e.index] });
  for (const d of data.destinations) firstWins(where.destinations, d.value.slug, { file: d.file, path: [] });
  const policiesFile = single(data, 'policies');
  policiesFile?.value.policies.forEach((p, i) => firstWins(where.policies, p.id, { file: policiesFile.file, path: ['policies', i] }));

  const ports = new Map<string, Port>();
  for (const p of graph.ports) firstWins(ports, p.id, p);
  const timetables = new Map<string, Timetable>();
  for (const e of entries) firstWins(timetables, e.timetable.id, e.timetable);
  const byRoute = new Map<string, TimetableEntry[]>();
  for (const e of entries) {
    const key = routeKey(e.raw.from, e.raw.to);
    const list = byRoute.get(key);
    if (list) list.push(e);
    else byRoute.set(key, [e]);
  }
  const policies = new Map<string, Policy>();
  for (const p of graph.policies) firstWins(policies, p.id, p);
  const destinations = new Map<string, Destination>();
  for (const d of graph.destinations) firstWins(destinations, d.slug, d);
  return { ports, timetables, entries, byRoute, policies, destinations, where };
}

/** Literal minutes from departure to a stated arrival, before any week wrap: what the time checks judge. */
export function literalArrivalMinutes(row: RawRow, day: Weekday): number | null {
  if (row.dep === undefined || row.arr === undefined || row.arrDay === undefined) return null;
  return arrivalDayOffset(day, row.arrDay as ArrivalDay) * MINUTES_PER_DAY + parseTime(row.arr) - parseTime(row.dep);
}
