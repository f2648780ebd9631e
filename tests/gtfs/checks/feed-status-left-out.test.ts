import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { feedStatusLeftOut } from '../../../src/pipeline/checks/feed-status-left-out';
import type { Dataset } from '../../../src/pipeline/dataset';
import { sailingStatus } from '../../../src/pipeline/sailing-status';
import { COLLECTIONS } from '../../../src/schema/collections';
import { statusGraph } from '../realtime/fixture';
import { makeContext } from './context';

/** The statuses of tests/fixtures/status/realtime.yaml (and `more`) as data/status.yaml, on their network. */
function run(options: Parameters<typeof makeContext>[1] = {}, more: Record<string, unknown>[] = []) {
  const graph = statusGraph();
  const value = COLLECTIONS.status.schema.parse(parse(readFileSync('tests/fixtures/status/realtime.yaml', 'utf8')));
  value.sailings.push(...COLLECTIONS.status.schema.parse({ sailings: more }).sailings);
  const routes = new Map(graph.routes.map((t) => [t.id, t]));
  const ctx = makeContext({ ...graph, status: sailingStatus(value.sailings, (id) => routes.get(id) ?? null) }, options);
  (ctx.data as Dataset).status = [{ file: 'data/status.yaml', value }];
  return feedStatusLeftOut.run(ctx);
}

describe('feed_status_left_out', () => {
  it('an unconfirmed sailing, one dated after the feed window, an extra on a route gtfs.zip lacks → info at each entry', () => {
    expect(run()).toEqual([
      {
        code: 'feed_status_left_out', severity: 'info', at: { file: 'data/status.yaml', path: ['sailings', 5] },
        message: 'the status of the 19:00 manila-cebu sailing on 2026-12-20 is not in the trip updates for trip planners (/gtfs-rt/trip-updates.pb): its sailing is not in the GTFS feed (/gtfs.zip: ferries with one confirmed departure time only); the site still shows it — nothing to do',
        context: { route: 'manila-cebu', date: '2026-12-20', dep: '19:00', reason: 'not_in_feed' },
      },
      expect.objectContaining({ at: { file: 'data/status.yaml', path: ['sailings', 7] }, context: { route: 'coron-manila', date: '2026-12-23', dep: '10:00', reason: 'not_in_feed' } }),
      expect.objectContaining({
        at: { file: 'data/status.yaml', path: ['sailings', 6] },
        message: expect.stringContaining("it is dated outside the feed's validity window (data/site.yaml › feed)"),
        context: { route: 'manila-coron', date: '2027-01-05', dep: '13:30', reason: 'outside_window' },
      }),
    ]);
  });

  it('a status of a sailing that does not exist → left to sailing-status, which reports it as an error', () => {
    const tuesday = { route: 'manila-cebu', date: '2026-12-22', dep: '20:00', state: 'cancelled', reason: 'weather', source: 'PCG', statedAt: '2026-12-20T09:00+08:00' };
    expect(run({}, [tuesday])).toHaveLength(3);
  });

  it('the timetables failed to load → no notice', () => {
    expect(run({ incomplete: ['timetables'] })).toEqual([]);
  });
});
