/**
 * The web gates measure the code, never what data/ announces (scripts/lib/web-states.ts): on a copy of the real data
 * with a storm in force — every port suspended from the build date and a sailing cancelled — the states site's data holds
 * exactly the gates' own advisories and statuses, no advisory is in force at the clock of the state "none", and all
 * of the gates' are at the clock of the state "advisory". So a valid suspension in data/ cannot change what the
 * web budgets and Lighthouse measure, nor make them fail.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { activeAdvisories } from '../../src/advisories/active';
import { runPipeline } from '../../src/pipeline/run';
import { queryIndexOf } from '../../src/query/graph-index';
import { nextSailings } from '../../src/query/next-sailings';
import { setStates, stateClocks } from '../../scripts/lib/web-states';
import { addDays as shiftDays } from '../../src/time';
import { REAL_BUILD_DATE, REAL_DATA_DIR, realGraph } from '../support/real-data';

const work = mkdtempSync(join(tmpdir(), 'web-states-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the web gates\' states are their own, whatever data/ announces', () => {
  it('a storm in force in data/ is replaced by the gates\' advisories and statuses, each in force only at its state\'s clock', () => {
    const data = join(work, 'data');
    cpSync(REAL_DATA_DIR, data, { recursive: true });
    const instant = new Date(`${REAL_BUILD_DATE}T12:00:00+08:00`);
    const graph = realGraph();
    const destination = graph.destinations.find((d) => d.schedules.length > 0)!;
    // The storm: every port of the data suspended from the build date, and the next sailing without a status cancelled
    // (an id and a sailing the data does not announce already: the test never collides with the data it runs on).
    const announced = new Set(graph.status.map((st) => `${st.route}|${st.date}|${st.dep}`));
    const sailing = graph.routes.flatMap((t) => nextSailings(queryIndexOf(graph), { routeId: t.id, now: instant, count: 4 }).sailings)
      .find((x) => x.departure && x.confirmed && !announced.has(`${x.routeId}|${x.date}|${x.departure.time}`))!;
    let id = 'storm-in-data';
    for (let n = 2; graph.suspensions.some((a) => a.id === id); n++) id = `storm-in-data-${n}`;
    const append = (file: string, list: string, entry: object) => {
      const text = readFileSync(join(data, file), 'utf8').replace(new RegExp(`^${list}: \\[\\]\\s*$`, 'm'), `${list}:`);
      writeFileSync(join(data, file), `${text.trimEnd()}\n${stringify([entry]).replace(/^/gm, '  ').trimEnd()}\n`);
    };
    append('advisories.yaml', 'advisories', {
      id, title: 'Storm warning', message: 'A storm signal is up.', severity: 'warning',
      ports: graph.ports.map((p) => p.id), from: `${REAL_BUILD_DATE}T00:00+08:00`, until: '2099-01-01T00:00+08:00', source: 'PCG',
    });
    // The suspension itself and the cancellation (status.yaml): every port, from the build date, for the longest a
    // suspension may last; the entries added to whatever the data announces.
    const status = (parse(readFileSync(join(data, 'status.yaml'), 'utf8')) ?? {}) as { sailings?: object[] | null; suspensions?: object[] | null };
    writeFileSync(join(data, 'status.yaml'), stringify({
      sailings: [...(status.sailings ?? []), {
        route: sailing.routeId, date: sailing.date, dep: sailing.departure!.time, state: 'cancelled', reason: 'weather',
        source: 'PCG', statedAt: `${REAL_BUILD_DATE}T09:00+08:00`,
      }],
      suspensions: [...(status.suspensions ?? []), {
        id, ports: graph.ports.map((p) => p.id), from: `${REAL_BUILD_DATE}T00:00+08:00`, until: `${shiftDays(REAL_BUILD_DATE, 31)}T00:00+08:00`,
        reason: 'weather', source: 'PCG', statedAt: `${REAL_BUILD_DATE}T09:00+08:00`,
      }],
    }));
    const before = runPipeline({ dataDir: data, buildDate: REAL_BUILD_DATE });
    expect(before.counts.error).toBe(0);
    expect(activeAdvisories(before.graph!.advisories, instant).map((a) => a.id)).toContain(id);
    expect(before.graph!.suspensions.map((x) => x.id)).toContain(id);

    const { advisories, statuses, suspensions } = setStates(data, instant, destination.slug);
    const after = runPipeline({ dataDir: data, buildDate: REAL_BUILD_DATE });
    expect(after.counts.error).toBe(0);
    expect(after.graph!.advisories.map((a) => a.id).sort()).toEqual(advisories.map((a) => a.id).sort());
    expect(after.graph!.advisories.map((a) => a.severity).sort()).toEqual(['info', 'warning']);
    const own = after.graph!.status.filter((s) => s.suspension === null);
    expect(own.map((s) => s.state).sort()).toEqual(['cancelled', 'delayed']);
    expect(own).toHaveLength(statuses.length);
    // The gates' suspension alone, over the destination's port.
    expect(after.graph!.suspensions.map((x) => [x.id, x.ids])).toEqual(suspensions.map((x) => [x.id, x.ports]));
    expect(after.graph!.suspensions.map((x) => x.ids)).toEqual([[destination.port]]);
    const clocks = stateClocks(instant, advisories);
    expect(activeAdvisories(after.graph!.advisories, new Date(clocks.none.clock))).toEqual([]);
    expect(activeAdvisories(after.graph!.advisories, new Date(clocks.advisory.clock))).toHaveLength(2);
    expect(activeAdvisories(after.graph!.advisories, new Date(clocks.status.clock))).toEqual([]);
  });
});
