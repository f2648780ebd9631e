import { describe, expect, it } from 'vitest';
import { queryIndexOf } from '../../src/query/graph-index';
import { parseDay, resolveDay } from '../../src/site/schedules/days';
import { countMessage, filterParams, matchingRows, NO_FILTER, printedFilterLine, readFilter } from '../../src/site/schedules/filter';
import { makeGraph, manila } from '../query/builders';

const index = queryIndexOf(makeGraph({
  ports: ['batangas', 'caticlan', 'odiongan', 'manila'],
  timetables: [
    { id: 'batangas-caticlan', from: 'batangas', to: 'caticlan', rows: [
      { days: 'Daily', dep: '00:30', duration: 480 },
      { days: 'Daily', dep: '23:30', duration: 480 },
    ] },
    { id: 'batangas-odiongan', from: 'batangas', to: 'odiongan', rows: [
      { days: ['Tue', 'Fri'], dep: '21:00', arr: { dayOffset: 1, time: '07:00' } },
      { days: ['Thu', 'Sat'], dep: '18:00', arr: { dayOffset: 1, time: '04:00' } },
    ] },
    { id: 'odiongan-batangas', from: 'odiongan', to: 'batangas', rows: [{ days: ['Wed', 'Sun'], dep: '18:00', duration: 600 }] },
  ],
}));
const ports = { from: new Set(['batangas', 'odiongan']), to: new Set(['batangas', 'caticlan', 'odiongan']) };
const rows = (m: Map<string, Set<number>> | null) => (m ? Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort()])) : null);

describe('the schedules filter', () => {
  it('reads day and ports from the URL; unknown ports and days are ignored, not "match nothing"', () => {
    expect(readFilter(new URLSearchParams('from=batangas&day=fri'), ports)).toEqual({ from: 'batangas', to: '', day: 'Fri' });
    expect(readFilter(new URLSearchParams('from=atlantis&to=caticlan&day=someday'), ports)).toEqual({ from: '', to: 'caticlan', day: '' });
    expect(parseDay('TODAY')).toBe('today');
  });

  it('writes the URL in a fixed order without empty parameters', () => {
    expect(filterParams({ day: 'Fri', to: '', from: 'batangas' }).toString()).toBe('from=batangas&day=fri');
    expect(filterParams(NO_FILTER).toString()).toBe('');
  });

  it('day + port → only the rows sailing that day from that port', () => {
    const now = manila('2026-11-23 10:00');
    expect(rows(matchingRows(index, { from: 'batangas', to: '', day: 'Fri' }, now)))
      .toEqual({ 'batangas-caticlan': [0, 1], 'batangas-odiongan': [0] });
    expect(rows(matchingRows(index, { from: 'batangas', to: 'odiongan', day: 'Sat' }, now))).toEqual({ 'batangas-odiongan': [1] });
    expect(rows(matchingRows(index, { from: 'odiongan', to: '', day: 'Mon' }, now))).toEqual({});
    expect(matchingRows(index, NO_FILTER, now)).toBeNull();
  });

  it('"today" is the Manila weekday, even when UTC is still on the day before', () => {
    const now = new Date('2026-11-21T17:30:00Z'); // Sunday 01:30 in Manila, Saturday in UTC
    expect(resolveDay('today', now)).toBe('Sun');
    expect(rows(matchingRows(index, { from: 'odiongan', to: '', day: 'today' }, now))).toEqual({ 'odiongan-batangas': [0] });
  });

  it('the announced count', () => {
    expect([countMessage(45, false), countMessage(12, true), countMessage(1, true), countMessage(0, true)])
      .toEqual(['All 45 sailings', '12 sailings match', '1 sailing matches', 'No sailings match']);
  });
});

describe('the line a filtered print carries', () => {
  const place = (id: string) => ({ batangas: 'Batangas', caticlan: 'Caticlan' })[id] ?? id;
  it('names the ports, the day (today resolved to its weekday) and the count', () => {
    expect(printedFilterLine({ from: 'batangas', to: '', day: 'Fri' }, 'Fri', 5, place))
      .toBe('Printed with a filter: from Batangas, to any port, on Friday — 5 sailings match.');
    expect(printedFilterLine({ from: '', to: 'caticlan', day: 'today' }, 'Mon', 1, place))
      .toBe('Printed with a filter: from any port, to Caticlan, on Monday — 1 sailing matches.');
    expect(printedFilterLine({ from: 'batangas', to: 'caticlan', day: '' }, null, 0, place))
      .toBe('Printed with a filter: from Batangas, to Caticlan, on any day — no sailings match.');
  });
});
