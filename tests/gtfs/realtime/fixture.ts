/**
 * The network and advisories the alerts tests publish: the static feed tests' network (tests/gtfs/builders.ts) with
 * one more timed ferry, so that Batangas — the e2e example advisory's port — is a stop of gtfs.zip, and the
 * advisories of tests/fixtures/advisories/ read through the real schema (defaults applied, as the pipeline does).
 * As in the graph normalise builds, an advisory names routes: a source timetable it names (the hub overview
 * `manila-cebu-overview`) stands for the route it was merged into (`manila-cebu`).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Advisory, Graph } from '../../../src/graph/types';
import { AdvisoriesSchema } from '../../../src/schema/collections';
import { fixtureGraph, makePort, makeTimetable } from '../builders';

/** The build's instant in these tests: 2026-12-20 12:00 in Manila (04:00 UTC). */
export const NOW = new Date(Date.UTC(2026, 11, 20, 4, 0, 0));

export function fixtureAdvisories(file: 'example.yaml' | 'realtime.yaml'): Advisory[] {
  const text = readFileSync(new URL(`../../fixtures/advisories/${file}`, import.meta.url), 'utf8');
  return AdvisoriesSchema.parse(parse(text)).advisories;
}

export function alertsGraph(advisories: Advisory[] = [...fixtureAdvisories('example.yaml'), ...fixtureAdvisories('realtime.yaml')]): Graph {
  const base = fixtureGraph();
  const calapan = makePort('calapan', { lat: 13.414, lng: 121.18, precision: 'approximate', source: 'Calapan port area' });
  const batangasCalapan = makeTimetable({
    id: 'batangas-calapan', from: 'batangas', to: 'calapan', fare: { min: 300, max: 450 },
    rows: [{ days: 'Daily', dep: '08:00', arr: { dayOffset: 0, time: '10:00' } }],
  });
  const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : 1);
  const timetables = [...base.timetables, batangasCalapan].sort(byId);
  const routeOf = new Map(timetables.flatMap((t) => [t.id, ...t.sourceTimetables].map((id): [string, string] => [id, t.id])));
  const routesNamed = (ids: readonly string[]) => [...new Set(ids.flatMap((id) => routeOf.get(id) ?? []))];
  return {
    ...base,
    ports: [...base.ports, calapan].sort(byId),
    timetables,
    advisories: advisories.map((a) => ({ ...a, timetables: routesNamed(a.timetables) })),
  };
}
