/**
 * Builds the graph (src/graph/types.ts) from the validated files: one timetable per route, merged from every source
 * that states it, with display rows and per-weekday trips whose durations are derived from the time model
 * (route-facts.ts), policies resolved into FAQ and tip text, ports
 * linked to their timetables and destination page. It never throws on data the checks reject (a dangling
 * reference, an impossible arrival): it builds what it can, and the checks say what is wrong.
 * Alongside, a side table keeps where each entity is defined, for the checks' notices (not written to graph.json).
 */
import type { Destination, Faq, Graph, Policy, Port, TravelTips } from '../graph/types';
import { single, type Dataset } from './dataset';
import type { DraftGraph, SourceIndex, TimetableEntry } from './draft-graph';
import { routeKey } from '../graph/keys';
import { buildRouteFacts, type RouteFacts } from './route-facts';
import { newsBody, readTimeLabel } from '../graph/reading-time';
import { policyFacts } from './policy-facts';
import { destinationFacts } from './destination-facts';
import { portLabel, portTown } from '../graph/port-label';
import { sailingStatus, suspensionsOf } from './sailing-status';

export function normalise(data: Dataset): { graph: DraftGraph; index: SourceIndex } {
  const portsFile = single(data, 'ports');
  const rawPorts = portsFile?.value.ports ?? [];
  const destinations = inPageOrder(data.destinations.map((d) => d.value), single(data, 'pages')?.value.destinations.order ?? []);
  const destinationOfPort = new Map<string, (typeof destinations)[number]>();
  for (const d of destinations) if (!destinationOfPort.has(d.port)) destinationOfPort.set(d.port, d);
  // One name per place (src/graph/port-label.ts): default timetable names use the labels every page shows.
  const portNames = new Map(rawPorts.map((p) => [p.id, portLabel(p.name, portTown(p, destinationOfPort.get(p.id)?.name))]));

  const entries: TimetableEntry[] = [];
  for (const { file, value } of data.timetables) {
    value.timetables.forEach((raw, index) => entries.push({ file, index, raw, source: raw.source ?? value.source }));
  }
  // Facts, not copies: one timetable per route, merged from every source that states it (route-facts.ts).
  const facts = buildRouteFacts({
    entries, fares: data.fares, routeCards: data.routes, pages: data.pages, portNames,
  });
  const timetables = facts.routes;
  const routesById = new Map(timetables.map((t) => [t.id, t]));
  const routeIds = new Set(routesById.keys());
  // Data may name a route by its id or by any source timetable's id; the graph names routes only.
  const routeOf = (id: string): string | null => (routeIds.has(id) ? id : facts.routeOf.get(id) ?? null);
  const routesNamed = (ids: readonly string[]): string[] =>
    [...new Set(ids.flatMap((id) => { const r = routeOf(id); return r ? [r] : []; }))];

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
  // Ports keep the order of ports.yaml: it is the order of the /ports cards (the spec lists them Manila North Harbor
  // first).

  // Policy texts name their figures ({economyFromPesos}); the graph carries the sentence a traveller reads, with a
  // figure two statements give differently in one disputed form (policy-facts.ts).
  const policies = policyFacts(single(data, 'policies')?.value.policies ?? []);
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
      title: c.title, icon: c.icon,
      tips: c.tips.map((t) => (typeof t === 'string' ? { text: t, policy: null } : { text: resolve(t.policy), policy: t.policy })),
    })),
    emergency: tipsFile.value.emergency,
  };

  // Newest first; items of the same day keep their file order (Array.prototype.sort is stable).
  const news = (single(data, 'news')?.value.items ?? []).map((item) => ({ ...item, readTime: readTimeLabel(newsBody(item)) }))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

  const schedulesFile = single(data, 'schedules');
  const statusFile = single(data, 'status')?.value;
  const routeNamed = (id: string) => { const r = routeOf(id); return r ? routesById.get(r)! : null; };
  const suspensions = suspensionsOf(statusFile?.suspensions ?? [], routeNamed, (id) => portNames.get(id) ?? id);
  const graph: DraftGraph = {
    site: single(data, 'site')?.value ?? null,
    pages: single(data, 'pages')?.value ?? null,
    places: (single(data, 'places')?.value.places ?? []).map((p) => ({ name: p.name, port: p.port ?? null })),
    ports,
    routes: timetables,
    schedules: schedulesFile && { groups: schedulesFile.value.groups.map((g) => ({ ...g, timetables: routesNamed(g.timetables) })) },
    routeCards: single(data, 'routes')?.value ?? null,
    fares: single(data, 'fares')?.value ?? null,
    cabins: single(data, 'cabins')?.value.cabins ?? [],
    destinations: destinations.map((d) => {
      const schedules = d.schedules.map((s) => ({ ...s, timetables: routesNamed(s.timetables) }));
      return destinationFacts({ ...d, schedules }, schedules.flatMap((s) => s.timetables), routesById);
    }),
    news,
    faq,
    travelTips,
    policies,
    // A suspension is said in status.yaml; one written as an advisory is refused (checks/suspensions.ts).
    advisories: (single(data, 'advisories')?.value.advisories ?? []).flatMap((a) => (a.severity === 'suspension' ? [] : [{ ...a, severity: a.severity, timetables: routesNamed(a.timetables) }])),
    status: sailingStatus(statusFile?.sailings ?? [], routeNamed, suspensions, timetables),
    suspensions,
    counts: { seaRoutes: timetables.filter((t) => t.mode === 'ferry').length },
  };
  return { graph, index: buildIndex(data, graph, entries, facts) };
}

/** The graph, once every singleton is present (which a run without errors guarantees). */
export function completeGraph(draft: DraftGraph): Graph | null {
  const { site, pages, schedules, routeCards: routes, fares, faq, travelTips } = draft;
  if (!site || !pages || !schedules || !routes || !fares || !faq || !travelTips) return null;
  return { ...draft, site, pages, schedules, routeCards: routes, fares, faq, travelTips };
}

/** Code-unit order: the same on every machine and locale. */
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function buildIndex(data: Dataset, graph: DraftGraph, entries: TimetableEntry[], facts: RouteFacts): SourceIndex {
  const firstWins = <T>(map: Map<string, T>, key: string, value: T) => {
    if (!map.has(key)) map.set(key, value);
  };
  const where: SourceIndex['where'] = {
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
  const timetables = new Map<string, TimetableEntry>();
  for (const e of entries) firstWins(timetables, e.raw.id, e);
  const routes = new Map(graph.routes.map((t) => [t.id, t]));
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
  return {
    ports, timetables, entries, byRoute, policies, destinations, where,
    routes, routeOf: facts.routeOf, routeCollisions: facts.collisions, provenance: facts.where,
  };
}

/**
 * Destinations in the order pages.yaml lists them (`destinations.order`); one it leaves out follows, by slug, so a
 * new destination never disappears (the destination-listing check warns).
 */
function inPageOrder<T extends { slug: string }>(destinations: T[], order: readonly string[]): T[] {
  const rank = new Map<string, number>();
  order.forEach((slug, i) => { if (!rank.has(slug)) rank.set(slug, i); });
  const at = (slug: string) => rank.get(slug) ?? Infinity;
  return destinations.sort((a, b) => at(a.slug) - at(b.slug) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}
