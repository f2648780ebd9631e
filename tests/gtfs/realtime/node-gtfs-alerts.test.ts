/**
 * Proof by a real consumer: node-gtfs (the version of tests/gtfs/node-gtfs.test.ts) imports gtfs.zip, then fetches
 * /gtfs-rt/alerts.pb over HTTP from the project's own static server (scripts/serve.ts) through its realtime alerts
 * import, exactly as a trip planner's pipeline polls a feed. Every alert must arrive with its texts, period, cause,
 * effect and severity, and every informed entity must resolve to a stop, route or agency of the static feed.
 *
 * node-gtfs 4.18.2 stores one informed entity per alert: service_alert_informed_entities has alert_id alone as its
 * primary key and is written with REPLACE, so each entity overwrites the previous one (fixed upstream in
 * BlinkTagInc/node-gtfs#200, after the versions that run on Node 20), and it has no agency_id column (#204). So the
 * test checks the entity node-gtfs kept, and checks every entity of the feed — decoded by the same bindings
 * node-gtfs uses — against the stops, routes and agency node-gtfs imported.
 */
import { getAgencies, getRoutes, getServiceAlerts, getStops } from 'gtfs';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { describe, expect, it } from 'vitest';
import { buildFeed } from '../../../src/gtfs/feed';
import { buildAlertsFeed, encodeAlerts } from '../../../src/gtfs/realtime/alerts';
import { zipFeed } from '../../../src/gtfs/zip';
import { FEED } from '../builders';
import { servedFeeds } from './consumer';
import { NOW, alertsGraph } from './fixture';

type Rows = Record<string, unknown>[];
type Selector = { agencyId?: string; stopId?: string; routeId?: string };

const graph = alertsGraph();
const bytes = encodeAlerts(buildAlertsFeed(graph, NOW).message);
const advisories = new Map(graph.advisories.map((a) => [a.id, a]));
/** The alerts as the bindings node-gtfs uses decode them. */
const feedAlerts = (GtfsRealtimeBindings.transit_realtime.FeedMessage.toObject(
  GtfsRealtimeBindings.transit_realtime.FeedMessage.decode(bytes), { arrays: true },
).entity as { id: string; alert: { informedEntity: Selector[] } }[]);

// What the build writes: the zip and, next to it, gtfs-rt/.
const served = servedFeeds(zipFeed(buildFeed(graph, FEED)), 'alerts', bytes);

const importWithNodeGtfs = () => served.consume((db) => {
  // Read everything now: the database is closed before the test looks at it.
  const options = { db };
  const rows = (result: unknown) => result as Rows;
  const stops = rows(getStops({}, [], [], options));
  const routes = rows(getRoutes({}, [], [], options));
  return {
    alerts: rows(getServiceAlerts({}, [], [['id', 'ASC']], options)),
    stop: (id: string) => stops.filter((s) => s.stop_id === id),
    route: (id: string) => routes.filter((r) => r.route_id === id),
    agencies: rows(getAgencies({}, [], [], options)),
  };
});

describe('node-gtfs imports the alerts feed served by scripts/serve.ts', () => {
  it('the server answers alerts.pb as protobuf, the very bytes built', async () => {
    const response = await fetch(served.url());
    expect(response.headers.get('content-type')).toBe('application/x-protobuf');
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('every published alert arrives with its texts, period, cause, effect and severity; its entities resolve in the static feed', async () => {
    const consumer = await importWithNodeGtfs();
    expect(consumer.logs, 'node-gtfs warnings and errors').toEqual([]);

    // One row per alert (getServiceAlerts joins the one informed entity node-gtfs keeps).
    expect(consumer.alerts.map((a) => a.id)).toEqual(['batangas-christmas-peak-2026', 'cebu-port-strike-2027', 'manila-coron-drydock', 'network-typhoon-watch']);
    for (const row of consumer.alerts) {
      const advisory = advisories.get(String(row.id))!;
      expect(row, advisory.id).toMatchObject({
        header_text: advisory.title,
        description_text: `${advisory.message}\nSource: ${advisory.source}`,
        start_time: String(Date.parse(advisory.from) / 1000),
        end_time: String(Date.parse(advisory.until) / 1000),
        effect: { suspension: 'NO_SERVICE', warning: 'UNKNOWN_EFFECT', info: 'NO_EFFECT' }[advisory.severity],
        severity_level: { suspension: 'SEVERE', warning: 'WARNING', info: 'INFO' }[advisory.severity],
        cause: { weather: 'WEATHER', strike: 'STRIKE', maintenance: 'MAINTENANCE', other: 'OTHER_CAUSE' }[advisory.cause!] ?? 'UNKNOWN_CAUSE',
      });
      // The entity node-gtfs kept is one of the alert's and resolves to a stop or route it imported from gtfs.zip.
      const kept = feedAlerts.find((a) => a.id === row.id)!.alert.informedEntity;
      if (row.stop_id !== null) {
        expect(kept, advisory.id).toContainEqual({ stopId: row.stop_id });
        expect(consumer.stop(String(row.stop_id)), `${advisory.id}: stop ${row.stop_id}`).toHaveLength(1);
      } else if (row.route_id !== null) {
        expect(kept, advisory.id).toContainEqual({ routeId: row.route_id });
        expect(consumer.route(String(row.route_id)), `${advisory.id}: route ${row.route_id}`).toHaveLength(1);
      } else {
        // An agency-wide alert: node-gtfs 4.18.2 has no agency_id column, so nothing of the entity is stored.
        expect(kept, advisory.id).toEqual([{ agencyId: expect.any(String) }]);
      }
    }

    // Every entity of every alert names a stop, route or agency node-gtfs imported from gtfs.zip.
    const agencyIds = consumer.agencies.map((a) => a.agency_id);
    const selectors = feedAlerts.flatMap((a) => a.alert.informedEntity.map((s) => [a.id, s] as const));
    expect(selectors.map(([id, s]) => `${id} ${Object.keys(s).join()}`)).toEqual([
      'batangas-christmas-peak-2026 stopId', 'cebu-port-strike-2027 stopId', 'cebu-port-strike-2027 routeId',
      'manila-coron-drydock routeId', 'network-typhoon-watch agencyId',
    ]);
    for (const [id, s] of selectors) {
      if (s.stopId) expect(consumer.stop(s.stopId), `${id}: stop ${s.stopId}`).toHaveLength(1);
      if (s.routeId) expect(consumer.route(s.routeId), `${id}: route ${s.routeId}`).toHaveLength(1);
      if (s.agencyId) expect(agencyIds, `${id}: agency ${s.agencyId}`).toContain(s.agencyId);
    }
  });
});
