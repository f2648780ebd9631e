/**
 * Next sailings as they will really leave (src/status/live.ts), with `now` fixed: a cancelled sailing
 * stays in the list, marked, and the list goes on to as many that leave; a delayed one moves to its new time and
 * still counts after its timetabled time; an extra one joins; and no status is shown for a sailing the page does not
 * have (src/status/lookup.ts).
 */
import { describe, expect, it } from 'vitest';
import { queryIndexOf } from '../../src/query/graph-index';
import { liveSailings, liveSource, sailingChanges, statusSailings, type LiveSailing } from '../../src/status/live';
import { bookingChoice, nextSailingOn, timetabled } from '../../src/site/schedules/sailing-choice';
import { statusLookup } from '../../src/status/lookup';
import { readEntries } from '../../src/status/entries';
import { readStatusFile } from '../../src/status/file';
import { makeGraph, manila } from '../query/builders';
import { makeStatus, statusFile } from '../support/status';

// Batangas → Caticlan: daily 00:30 and 23:30, 8–9 h. Fri 27 Nov 2026.
const route = { id: 'batangas-caticlan', from: 'batangas', to: 'caticlan' };
const index = queryIndexOf(makeGraph({
  ports: ['batangas', 'caticlan', 'manila', 'cebu'],
  timetables: [
    { ...route, rows: [{ days: 'Daily', dep: '00:30', duration: { min: 480, max: 540 } }, { days: 'Daily', dep: '23:30', duration: { min: 480, max: 540 } }] },
    { id: 'manila-cebu', from: 'manila', to: 'cebu', rows: [{ days: ['Mon'], dep: '20:00', arr: { dayOffset: 1, time: '18:00' } }] },
  ],
}));
const lookup = (...sailings: Parameters<typeof makeStatus>[1][]) => statusLookup(statusFile(sailings.map((s) => makeStatus(route, s))), index);
const lines = (sailings: LiveSailing[]) => sailings.map((s) => `${s.departure?.iso} ${s.status?.state ?? 'timetabled'}`);
const cancelledFriday = { date: '2026-11-27', dep: '23:30', state: 'cancelled' as const, signal: 2 };

describe('live next sailings', () => {
  it('no status → exactly the engine\'s answer, each with status null', () => {
    const r = liveSailings(index, { routeId: route.id, now: manila('2026-11-27 18:00'), count: 2 }, null);
    expect(lines(r.sailings)).toEqual(['2026-11-27T23:30:00+08:00 timetabled', '2026-11-28T00:30:00+08:00 timetabled']);
  });

  it('the next sailing cancelled → listed, marked, and two that leave follow it', () => {
    const r = liveSailings(index, { routeId: route.id, now: manila('2026-11-27 18:00'), count: 2 }, lookup(cancelledFriday));
    expect(lines(r.sailings)).toEqual([
      '2026-11-27T23:30:00+08:00 cancelled', '2026-11-28T00:30:00+08:00 timetabled', '2026-11-28T23:30:00+08:00 timetabled',
    ]);
    expect(r.sailings[0]!.status).toMatchObject({ state: 'cancelled', signal: 2 });
  });

  it('by port too (a destination page: to Caticlan)', () => {
    const r = liveSailings(index, { to: 'caticlan', now: manila('2026-11-27 18:00'), count: 1 }, lookup(cancelledFriday));
    expect(lines(r.sailings)).toEqual(['2026-11-27T23:30:00+08:00 cancelled', '2026-11-28T00:30:00+08:00 timetabled']);
  });

  it('a delay moves the sailing, its arrival and countdown; it still counts after its timetabled time until it leaves', () => {
    const delayed = lookup({ date: '2026-11-27', dep: '23:30', state: 'delayed', departs: '2026-11-28T01:30:00+08:00' });
    const before = liveSailings(index, { routeId: route.id, now: manila('2026-11-27 23:00'), count: 2 }, delayed);
    expect(lines(before.sailings)).toEqual(['2026-11-28T00:30:00+08:00 timetabled', '2026-11-28T01:30:00+08:00 delayed']);
    expect(before.sailings[1]).toMatchObject({ date: '2026-11-28', minutesUntilDeparture: 150, arrival: { iso: '2026-11-28T10:30:00+08:00' } });
    expect(before.sailings[1]!.status).toMatchObject({ date: '2026-11-27', dep: '23:30' });
    // 23:45: the timetabled 23:30 has passed, the delayed sailing has not left.
    const after = liveSailings(index, { routeId: route.id, now: manila('2026-11-27 23:45'), count: 1 }, delayed);
    expect(lines(after.sailings)).toEqual(['2026-11-28T00:30:00+08:00 timetabled']);
    const two = liveSailings(index, { routeId: route.id, now: manila('2026-11-27 23:45'), count: 2 }, delayed);
    expect(lines(two.sailings)).toEqual(['2026-11-28T00:30:00+08:00 timetabled', '2026-11-28T01:30:00+08:00 delayed']);
  });

  it('an extra sailing joins the list at its time, with the route\'s travel time', () => {
    const extra = statusLookup(statusFile([makeStatus(route, { date: '2026-11-27', dep: '20:00', state: 'extra', reason: 'demand', durationMinutes: { min: 480, max: 540 } })]), index);
    const r = liveSailings(index, { from: 'batangas', now: manila('2026-11-27 18:00'), count: 2 }, extra);
    expect(lines(r.sailings)).toEqual(['2026-11-27T20:00:00+08:00 extra', '2026-11-27T23:30:00+08:00 timetabled']);
    expect(r.sailings[0]).toMatchObject({ row: -1, arrival: { iso: '2026-11-28T05:00:00+08:00' }, arrivalEstimated: true });
  });

  it('a status of a sailing the page does not have (another time, another route\'s ports, extra on a timetabled time) → never shown', () => {
    const file = statusFile([
      makeStatus(route, { date: '2026-11-27', dep: '22:00', state: 'cancelled' }),
      makeStatus({ ...route, to: 'cebu' }, { date: '2026-11-27', dep: '23:30', state: 'cancelled' }),
      makeStatus(route, { date: '2026-11-28', dep: '00:30', state: 'extra' }),
      makeStatus({ id: 'batangas-roxas', from: 'batangas', to: 'roxas' }, { date: '2026-11-27', dep: '23:30', state: 'cancelled' }),
    ]);
    const nothing = statusLookup(file, index);
    expect(nothing.list).toEqual([]);
    const r = liveSailings(index, { routeId: route.id, now: manila('2026-11-27 18:00'), count: 2 }, nothing);
    expect(r.sailings.every((s) => s.status === null)).toBe(true);
  });

  it('the route\'s changes that have not left, in the order they leave; a cancellation disappears once its time has passed', () => {
    const both = lookup(cancelledFriday, { date: '2026-11-28', dep: '00:30', state: 'on-time' });
    expect(lines(statusSailings(index, both, new Set([route.id]), manila('2026-11-24 15:40'))))
      .toEqual(['2026-11-27T23:30:00+08:00 cancelled', '2026-11-28T00:30:00+08:00 on-time']);
    expect(lines(statusSailings(index, both, new Set([route.id]), manila('2026-11-27 23:31')))).toEqual(['2026-11-28T00:30:00+08:00 on-time']);
    expect(statusSailings(index, both, new Set(['manila-cebu']), manila('2026-11-24 15:40'))).toEqual([]);
  });

  it('as the planner\'s search takes them: a cancellation skips its occurrence; a delay skips it and adds it at the new time', () => {
    const changes = sailingChanges(lookup(cancelledFriday, { date: '2026-11-28', dep: '23:30', state: 'delayed', departs: '2026-11-29T02:00:00+08:00' }));
    expect(changes.cancelled).toEqual([
      { routeId: route.id, departs: Date.parse('2026-11-27T23:30:00+08:00') },
      { routeId: route.id, departs: Date.parse('2026-11-28T23:30:00+08:00') },
    ]);
    expect(changes.added).toHaveLength(1);
    expect(changes.added[0]).toMatchObject({ departs: Date.parse('2026-11-29T02:00:00+08:00'), trip: { depDay: 'Sun', depMinute: 120, durationMinutes: { min: 480, max: 540 } } });
  });
});

describe('a route\'s "Next sailing" and its Book Tickets date (sailing-choice.ts) with a status', () => {
  it('the next sailing cancelled → "next" is the one after it; with a day chosen, that day\'s next that leaves', () => {
    const source = liveSource(lookup(cancelledFriday));
    expect(nextSailingOn(index, route.id, null, manila('2026-11-27 18:00'), timetabled)!.departure!.iso).toBe('2026-11-27T23:30:00+08:00');
    expect(nextSailingOn(index, route.id, null, manila('2026-11-27 18:00'), source)!.departure!.iso).toBe('2026-11-28T00:30:00+08:00');
    // Friday chosen on Friday 12:30: the 00:30 has gone, the 23:30 is cancelled → next Friday's 00:30.
    expect(nextSailingOn(index, route.id, 'Fri', manila('2026-11-27 12:30'), source)!.departure!.iso).toBe('2026-12-04T00:30:00+08:00');
  });

  it('a sailing too soon to book online → the link carries the first bookable one that is not cancelled', () => {
    const source = liveSource(lookup({ date: '2026-11-26', dep: '00:30', state: 'cancelled' }, { date: '2026-11-26', dep: '23:30', state: 'cancelled' }));
    const sailing = nextSailingOn(index, route.id, null, manila('2026-11-24 12:00'), source)!;
    expect(bookingChoice(index, sailing, null, manila('2026-11-24 12:00'), 2, timetabled).date).toBe('2026-11-26');
    expect(bookingChoice(index, sailing, null, manila('2026-11-24 12:00'), 2, source)).toMatchObject({ date: '2026-11-27', tooSoon: true });
  });

  it('a delayed sailing\'s ticket is for its timetabled day, even when it now leaves after midnight', () => {
    const delayed = lookup({ date: '2026-11-30', dep: '23:30', state: 'delayed', departs: '2026-12-01T02:00:00+08:00' });
    const source = liveSource(delayed);
    // Delayed past the next 00:30, the 23:30 of the 30th now leaves after it.
    expect(nextSailingOn(index, route.id, null, manila('2026-11-30 12:00'), source)!.departure!.iso).toBe('2026-12-01T00:30:00+08:00');
    const late = liveSailings(index, { routeId: route.id, now: manila('2026-11-30 12:00'), count: 2 }, delayed).sailings;
    expect(late.map((s) => `${s.date} ${s.departure!.time} ${s.status?.state ?? ''}`)).toEqual(['2026-12-01 00:30 ', '2026-12-01 02:00 delayed']);
    expect(bookingChoice(index, late[1]!, null, manila('2026-11-28 12:00'), 2, source).date).toBe('2026-11-30');
  });
});

describe('/status.json as the browser reads it', () => {
  const good = statusFile([makeStatus(route, cancelledFriday)]);

  it('a status file of this version → read as written', () => {
    expect(readStatusFile(JSON.parse(JSON.stringify(good)))).toEqual(good);
  });

  it('not a status file (a host error page, another version, no asOf) → null', () => {
    expect(readStatusFile('<html>')).toBeNull();
    expect(readStatusFile({ ...good, version: 1 })).toBeNull();
    // Version 1 had no suspensions: a file without them is not read as one with none.
    expect(readStatusFile({ ...good, suspensions: undefined })).toBeNull();
    expect(readStatusFile({ ...good, asOf: 'yesterday' })).toBeNull();
  });

  it('an entry of another shape (a state it does not know, a delay without its time, a time that is not one) → dropped, the rest kept', () => {
    const other = makeStatus(route, { date: '2026-11-28', dep: '00:30', state: 'on-time' });
    const file = { ...good, sailings: [
      { ...good.sailings[0], state: 'sunk' }, { ...good.sailings[0], state: 'delayed', departs: null },
      { ...good.sailings[0], dep: '25:00' }, other,
    ] };
    expect(readEntries(readStatusFile(file)!, () => undefined).sailings).toEqual([other]);
  });

  it('each entry is checked on its own — a real calendar day, a known state and reason, real instants, a delay later than its departure by at most the data check\'s bound, a state with its fields — and each one dropped is named', () => {
    const base = good.sailings[0]!;
    const delayed = makeStatus(route, { ...cancelledFriday, state: 'delayed', departs: '2026-11-28T01:30:00+08:00' });
    // Each entry, and the field it is dropped for (null: the entry as a whole).
    const bad: [unknown, string | null][] = [
      [{ ...base, date: '2026-02-31' }, 'date'], [{ ...base, date: '2026-13-01' }, 'date'], [{ ...base, reason: 'ghosts' }, 'reason'],
      [{ ...base, statedAt: '2026-11-24T25:40:00+08:00' }, 'statedAt'], [{ ...base, statedAt: '2026-11-24T15:40:00Z' }, 'statedAt'],
      [{ ...delayed, departs: '2026-11-28T01:30+0800' }, 'departs'], [{ ...base, departs: '2026-11-28T01:30:00+08:00' }, 'departs'],
      [{ ...delayed, departs: `${delayed.date}T${delayed.dep}:00+08:00` }, 'departs'], [{ ...delayed, departs: '2099-11-28T01:30:00+08:00' }, 'departs'],
      [{ ...base, signal: 7 }, 'signal'], [{ ...base, durationMinutes: { min: 90, max: 60 } }, 'durationMinutes'], ['cancelled', null], [null, null],
    ];
    const warnings: string[] = [];
    const read = readEntries(readStatusFile({ ...good, sailings: [...bad.map(([entry]) => entry), base, delayed] })!, (message) => warnings.push(message));
    expect(read!.sailings).toEqual([base, delayed]);
    expect(warnings).toEqual(bad.map(([, field], i) => `/status.json: sailings[${i}] is not shown: ${field ? `its ${field}` : 'it'} cannot be read`));
  });
});
