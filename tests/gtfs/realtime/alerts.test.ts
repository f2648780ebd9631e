/**
 * The service alerts feed (/gtfs-rt/alerts.pb), read back by a real decoder: MobilityData's gtfs-realtime-bindings
 * decodes the bytes, and every field must equal the advisory it came from — instants, stops and routes written out
 * by hand here, not computed the way the builder computes them.
 */
import { existsSync } from 'node:fs';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { describe, expect, it } from 'vitest';
import type { Advisory, Graph } from '../../../src/graph/types';
import { GRAPH_PATH, readGraph } from '../../../src/graph/graph-file.server';
import { buildFeed } from '../../../src/gtfs/feed';
import { buildAlertsFeed, encodeAlerts } from '../../../src/gtfs/realtime/alerts';
import { feedJson } from '../../../src/gtfs/realtime/message';
import { FEED } from '../builders';
import { records } from '../read';
import { NOW, alertsGraph, decode, fixtureAdvisories, utc } from './fixture';

const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;

const publish = (graph: Graph, now = NOW) => encodeAlerts(buildAlertsFeed(graph, now).message);
const en = (text: string) => ({ translation: [{ text, language: 'en' }] });

describe('alerts.pb decoded with gtfs-realtime-bindings', () => {
  const decoded = decode(publish(alertsGraph()));

  it('header: GTFS-Realtime 2.0, FULL_DATASET, stamped with the build instant', () => {
    expect(decoded.header).toEqual({ gtfsRealtimeVersion: '2.0', incrementality: 'FULL_DATASET', timestamp: utc(2026, 12, 20, 4) });
  });

  it('every advisory not ended at the build instant is an alert, in force or not yet; the ended one and the one naming nothing in gtfs.zip are not', () => {
    expect(decoded.entity.map((e: { id: string }) => e.id)).toEqual([
      'batangas-christmas-peak-2026', // in force
      'cebu-port-strike-2027', // starts in February
      'manila-coron-drydock', // in force
      'network-typhoon-watch', // in force
    ]); // coron-typhoon-2026-11 ended on 3 November; puerto-galera-outriggers names no stop or route of gtfs.zip
    expect(buildAlertsFeed(alertsGraph(), NOW).leftOut).toEqual([
      { id: 'coron-typhoon-2026-11', reason: 'expired' },
      { id: 'puerto-galera-outriggers', reason: 'no_entity' },
    ]);
  });

  it('each alert: its period in POSIX seconds, its stops and routes by the ids of gtfs.zip, cause, effect, severity and texts', () => {
    const advisories = new Map(alertsGraph().advisories.map((a) => [a.id, a]));
    /** An alert as written by hand: its period (POSIX seconds), entities, cause, effect, severity; texts from the fixture. */
    const alert = (id: string, [start, end]: number[], informedEntity: object[], cause: string, effect: string, severityLevel: string) => {
      const a = advisories.get(id)!;
      const texts = { headerText: en(a.title), descriptionText: en(`${a.message}\nSource: ${a.source}`) };
      return { id, alert: { activePeriod: [{ start, end }], informedEntity, cause, effect, severityLevel, ...texts } };
    };
    expect(decoded.entity).toEqual([
      // 15 Dec – 6 Jan, 00:00 Manila.
      alert('batangas-christmas-peak-2026', [utc(2026, 12, 14, 16), utc(2027, 1, 5, 16)], [{ stopId: 'batangas' }], 'UNKNOWN_CAUSE', 'NO_EFFECT', 'INFO'),
      // The advisory names the hub overview, one source of route manila-cebu: the alert names that route.
      alert('cebu-port-strike-2027', [utc(2027, 1, 31, 16), utc(2027, 2, 2, 16)], [{ stopId: 'cebu' }, { routeId: 'manila-cebu' }], 'STRIKE', 'UNKNOWN_EFFECT', 'WARNING'),
      // puerto-galera and the road leg are not in gtfs.zip.
      alert('manila-coron-drydock', [utc(2026, 11, 30, 16), utc(2027, 1, 12, 16)], [{ routeId: 'manila-coron' }], 'MAINTENANCE', 'UNKNOWN_EFFECT', 'WARNING'),
      // No port, no timetable: the whole network.
      alert('network-typhoon-watch', [utc(2026, 12, 18, 16), utc(2026, 12, 22, 16)], [{ agencyId: 'test-ferries' }], 'WEATHER', 'UNKNOWN_EFFECT', 'WARNING'),
    ]);
    // The fixture's text, as a traveller reads it in a trip planner.
    expect(decoded.entity[0].alert.descriptionText.translation[0].text).toBe(
      'Expect heavy passenger volume at Batangas Port during the holidays. Buy your ticket in advance; extra trips may be added.\n' +
      'Source: Operator advisory (test fixture)');
  });

  it('every informed stop, route and agency exists in gtfs.zip built from the same graph', () => {
    const files = buildFeed(alertsGraph(), FEED);
    const known = {
      stopId: new Set(records(files, 'stops.txt').map((r) => r.stop_id)),
      routeId: new Set(records(files, 'routes.txt').map((r) => r.route_id)),
      agencyId: new Set(records(files, 'agency.txt').map((r) => r.agency_id)),
    };
    const selectors = decoded.entity.flatMap((e: { alert: { informedEntity: Record<string, string>[] } }) => e.alert.informedEntity);
    expect(selectors.length).toBe(5);
    for (const selector of selectors) {
      const [[field, id]] = Object.entries(selector) as [[keyof typeof known, string]];
      expect(known[field].has(id), `${field} ${id}`).toBe(true);
    }
  });
});

describe('what each advisory field becomes', () => {
  const advisory = (extra: Partial<Advisory>): Advisory => ({
    id: 'a', title: 'T', message: 'M', severity: 'info', ports: ['cebu'], timetables: [],
    from: '2026-12-20T00:00+08:00', until: '2026-12-21T00:00+08:00', source: 'S', ...extra,
  });
  const alertOf = (extra: Partial<Advisory>) => decode(publish(alertsGraph([advisory(extra)]))).entity[0].alert;

  it.each([
    ['weather', 'WEATHER'], ['strike', 'STRIKE'], ['maintenance', 'MAINTENANCE'], ['other', 'OTHER_CAUSE'], [undefined, 'UNKNOWN_CAUSE'],
  ] as const)('cause %s → %s', (cause, expected) => {
    expect(alertOf(cause ? { cause } : {}).cause).toBe(expected);
  });

  it.each([
    ['warning', 'UNKNOWN_EFFECT', 'WARNING'], ['info', 'NO_EFFECT', 'INFO'],
  ] as const)('severity %s → effect %s, severity_level %s', (severity, effect, severityLevel) => {
    expect(alertOf({ severity })).toMatchObject({ effect, severityLevel });
  });

  it('until at the build instant → ended, left out; one second later → published', () => {
    const at = (until: string) => decode(publish(alertsGraph([advisory({ from: '2026-12-01T00:00+08:00', until })]))).entity.length;
    expect(at('2026-12-20T12:00+08:00')).toBe(0);
    expect(at('2026-12-20T12:01+08:00')).toBe(1);
  });
});

describe('a valid feed whatever the data', () => {
  it('no advisories (the live data ships none) → a header and zero entities', () => {
    const bytes = publish(alertsGraph([]));
    expect(FeedMessage.verify(FeedMessage.decode(bytes))).toBeNull();
    expect(decode(bytes)).toEqual({
      header: { gtfsRealtimeVersion: '2.0', incrementality: 'FULL_DATASET', timestamp: utc(2026, 12, 20, 4) }, entity: [],
    });
  });

  it('the same data and instant → the same bytes, whatever the order of the advisories in the file', () => {
    const graph = alertsGraph();
    const reversed = { ...graph, advisories: [...graph.advisories].reverse() };
    expect(Buffer.from(publish(reversed)).equals(Buffer.from(publish(graph)))).toBe(true);
  });

  it('control characters in an advisory\'s texts → removed; line breaks kept as \\n', () => {
    const [first] = fixtureAdvisories('example.yaml');
    const advisory = { ...first!, title: 'Port\u0000 closed\u001b[2J', message: 'No sailings.\r\nCall\u202e us.', source: 'Operator\u0007' };
    const [alert] = decode(publish(alertsGraph([advisory]))).entity;
    expect(alert.alert.headerText).toEqual(en('Port closed[2J'));
    expect(alert.alert.descriptionText).toEqual(en('No sailings.\nCall us.\nSource: Operator'));
  });

  it('an instant before 1970 (which the data check refuses) → refused here too, never wrapped to the far future', () => {
    const [first] = fixtureAdvisories('example.yaml');
    const advisory = { ...first!, from: '1969-12-31T00:00+08:00' };
    expect(() => buildAlertsFeed(alertsGraph([advisory]), NOW)).toThrow(/cannot carry the instant 1969-12-31T00:00\+08:00/);
  });

  it('alerts.json is the decoded bytes in protobuf JSON (64-bit as strings, enum names), ending with a newline', () => {
    const bytes = publish(alertsGraph());
    const json = feedJson(bytes);
    expect(json.endsWith('}\n')).toBe(true);
    const twin = JSON.parse(json);
    expect(twin.header).toEqual({ gtfsRealtimeVersion: '2.0', incrementality: 'FULL_DATASET', timestamp: String(utc(2026, 12, 20, 4)) });
    expect(twin.entity[0].alert.activePeriod).toEqual([{ start: String(utc(2026, 12, 14, 16)), end: String(utc(2027, 1, 5, 16)) }]);
    // Read back through the bindings' own JSON reader: the same message as the bytes.
    expect(Buffer.from(FeedMessage.encode(FeedMessage.fromObject(twin)).finish()).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe.runIf(existsSync(GRAPH_PATH))('the e2e example advisory on the real network', () => {
  it('Batangas → stop "batangas", a stop of the real gtfs.zip', () => {
    const graph = readGraph();
    const feed = buildAlertsFeed({ ...graph, advisories: fixtureAdvisories('example.yaml') }, NOW);
    expect(decode(encodeAlerts(feed.message)).entity.map((e: { alert: { informedEntity: unknown } }) => e.alert.informedEntity))
      .toEqual([[{ stopId: 'batangas' }]]);
    expect(records(buildFeed(graph, graph.site.feed ?? FEED), 'stops.txt').map((r) => r.stop_id)).toContain('batangas');
  });
});
