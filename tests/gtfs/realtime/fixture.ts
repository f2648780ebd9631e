/**
 * The network and advisories the alerts tests publish: the static feed tests' network (tests/gtfs/builders.ts) with
 * one more timed ferry, so that Batangas — the e2e example advisory's port — is a stop of gtfs.zip, and the
 * advisories of tests/fixtures/advisories/ read through the real schema (defaults applied, as the pipeline does).
 * As in the graph normalise builds, an advisory names routes: a source timetable it names (the hub overview
 * `manila-cebu-overview`) stands for the route it was merged into (`manila-cebu`).
 */
import { readFileSync } from 'node:fs';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { parse } from 'yaml';
import type { Advisory, Graph, Route } from '../../../src/graph/types';
import { sailingStatus, suspensionsOf } from '../../../src/pipeline/sailing-status';
import { COLLECTIONS } from '../../../src/schema/collections';
import { fixtureGraph, makePort, makeTimetable } from '../builders';

/** The build's instant in these tests: 2026-12-20 12:00 in Manila (04:00 UTC). */
export const NOW = new Date(Date.UTC(2026, 11, 20, 4, 0, 0));

/** POSIX seconds of a UTC wall time (month 1–12), written independently of the builders' Date.parse. */
export const utc = (y: number, mo: number, d: number, h = 0, mi = 0) => Date.UTC(y, mo - 1, d, h, mi) / 1000;

/** What a consumer decodes with gtfs-realtime-bindings: enum names, 64-bit numbers as numbers, only the fields on the wire. */
export function decode(bytes: Uint8Array) {
  const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;
  return FeedMessage.toObject(FeedMessage.decode(bytes), { enums: String, longs: Number, defaults: false, arrays: true });
}

export function fixtureAdvisories(file: 'example.yaml' | 'realtime.yaml'): Advisory[] {
  const text = readFileSync(new URL(`../../fixtures/advisories/${file}`, import.meta.url), 'utf8');
  return COLLECTIONS.advisories.schema.parse(parse(text)).advisories.map((a) => {
    if (a.severity === 'suspension') throw new Error(`${file}: ${a.id} is a suspension, which is said in status.yaml`);
    return { ...a, severity: a.severity };
  });
}

export function alertsGraph(advisories: Advisory[] = [...fixtureAdvisories('example.yaml'), ...fixtureAdvisories('realtime.yaml')]): Graph {
  const base = fixtureGraph();
  const calapan = makePort('calapan', { lat: 13.414, lng: 121.18, precision: 'approximate', source: 'Calapan port area' });
  const batangasCalapan = makeTimetable({
    id: 'batangas-calapan', from: 'batangas', to: 'calapan', fare: { min: 300, max: 450 },
    rows: [{ days: 'Daily', dep: '08:00', arr: { dayOffset: 0, time: '10:00' } }],
  });
  const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : 1);
  const timetables = [...base.routes, batangasCalapan].sort(byId);
  const routeOf = new Map(timetables.flatMap((t) => [t.id, ...t.sourceTimetables].map((id): [string, string] => [id, t.id])));
  const routesNamed = (ids: readonly string[]) => [...new Set(ids.flatMap((id) => routeOf.get(id) ?? []))];
  return {
    ...base,
    ports: [...base.ports, calapan].sort(byId),
    routes: timetables,
    advisories: advisories.map((a) => ({ ...a, timetables: routesNamed(a.timetables) })),
  };
}

/**
 * The statuses and suspensions of tests/fixtures/status/<file> on a graph, read through the real schema and the
 * pipeline's own normaliser (src/pipeline/sailing-status.ts): each names its route by the route id, with its ports
 * and travel time, and each sailing a suspension covers is cancelled.
 */
function fixtureStatus(file: 'realtime.yaml' | 'suspension.yaml', graph: Graph): Pick<Graph, 'status' | 'suspensions'> {
  const text = readFileSync(new URL(`../../fixtures/status/${file}`, import.meta.url), 'utf8');
  const data = COLLECTIONS.status.schema.parse(parse(text));
  const routeOf = new Map(graph.routes.flatMap((t) => [t.id, ...t.sourceTimetables].map((id): [string, Route] => [id, t])));
  const route = (id: string) => routeOf.get(id) ?? null;
  const suspensions = suspensionsOf(data.suspensions, route, (id) => graph.ports.find((p) => p.id === id)?.name ?? id);
  return { status: sailingStatus(data.sailings, route, suspensions, graph.routes), suspensions };
}

/** The alerts network with the statuses of tests/fixtures/status/realtime.yaml, or another file (and no advisory). */
export function statusGraph(file: 'realtime.yaml' | 'suspension.yaml' = 'realtime.yaml'): Graph {
  const graph = alertsGraph([]);
  return { ...graph, ...fixtureStatus(file, graph) };
}
