import { describe, expect, it } from 'vitest';
import { activeAdvisories, advisoriesForTimetable, advisoryState } from '../../src/advisories/active';
import type { Advisory } from '../../src/graph/types';

const make = (over: Partial<Advisory> = {}): Advisory => ({
  id: 'gale-warning', title: 'Gale warning', message: 'Trips may be cancelled.', severity: 'warning',
  ports: ['batangas'], timetables: [], from: '2026-11-25T06:00+08:00', until: '2026-11-26T18:00+08:00',
  source: 'PAGASA bulletin', ...over,
});

describe('advisoryState', () => {
  it.each([
    // 2026-11-24T21:59Z is 05:59 on the 25th in Manila: one minute before it starts.
    ['before `from` (in Manila time, whatever the machine zone) → upcoming', '2026-11-24T21:59:00Z', 'upcoming'],
    ['at `from` → active', '2026-11-24T22:00:00Z', 'active'],
    ['at `until` → expired', '2026-11-26T10:00:00Z', 'expired'],
  ])('%s', (_, now, state) => {
    expect(advisoryState(make(), new Date(now))).toBe(state);
  });
});

describe('activeAdvisories', () => {
  it('keeps only the active ones, warnings first', () => {
    const warning = make();
    const info = make({ id: 'typhoon', severity: 'info', from: '2026-11-25T00:00+08:00' });
    const expired = make({ id: 'old', until: '2026-11-25T07:00+08:00' });
    const now = new Date('2026-11-25T08:00:00+08:00');
    expect(activeAdvisories([info, expired, warning], now).map((a) => a.id)).toEqual(['gale-warning', 'typhoon']);
  });
});

describe('advisories for a timetable', () => {
  const now = new Date('2026-11-25T08:00:00+08:00');
  it('a port advisory applies to every timetable touching that port', () => {
    expect(advisoriesForTimetable([make()], { id: 'batangas-odiongan', from: 'batangas', to: 'odiongan' }, now)).toHaveLength(1);
    expect(advisoriesForTimetable([make()], { id: 'manila-cebu', from: 'manila', to: 'cebu' }, now)).toHaveLength(0);
  });
  it('a timetable advisory applies to that timetable only', () => {
    const a = make({ ports: [], timetables: ['manila-cebu'] });
    expect(advisoriesForTimetable([a], { id: 'manila-cebu', from: 'manila', to: 'cebu' }, now)).toHaveLength(1);
    expect(advisoriesForTimetable([a], { id: 'manila-iloilo', from: 'manila', to: 'iloilo' }, now)).toHaveLength(0);
  });
});
