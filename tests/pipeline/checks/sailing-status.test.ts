/**
 * The sailing status check (data/status.yaml against the timetables): every status names a
 * sailing that exists on its date (or, extra, one that does not), a delay leaves later, each state has its fields,
 * one status per sailing, and an old one is a warning to clean up against the build date passed in.
 */
import { describe, expect, it } from 'vitest';
import { sailingStatusCheck, STATED_AT_SKEW_MINUTES } from '../../../src/pipeline/checks/sailing-status';
import { MAX_DELAY_DAYS } from '../../../src/schema/status-values';
import { makeTimetable, PORTS, runCheck } from '../builders';

// Manila → Cebu sails Mondays and Thursdays at 20:00 (makeRow's default, days set here); 2026-03-02 is a Monday.
const timetables = [makeTimetable('manila-cebu', 'manila', 'cebu', { trips: [{ days: ['Mon', 'Thu'], dep: '20:00', arrDay: '+1', arr: '08:00' }] })];
const status = (extra: Record<string, unknown> = {}) => ({
  route: 'manila-cebu', date: '2026-03-02', dep: '20:00', state: 'cancelled', reason: 'weather', source: 'PCG',
  statedAt: '2026-03-01T15:40+08:00', ...extra,
});
const run = (entries: Record<string, unknown>[], buildDate = '2026-03-01') =>
  runCheck(sailingStatusCheck, { ports: PORTS, timetables, status: entries }, { buildDate });
/** The Mon 2 Mar 20:00 sailing delayed to leave at `departs`. */
const delayedTo = (departs: string) => status({ state: 'delayed', departs, reason: 'technical' });

describe('sailing status', () => {
  it('a cancelled, delayed, on-time and extra status of real sailings → no notice', () => {
    expect(run([
      status(),
      status({ date: '2026-03-05', state: 'delayed', departs: '2026-03-05T22:15+08:00', reason: 'technical' }),
      status({ date: '2026-03-09', state: 'on-time', reason: undefined }),
      status({ date: '2026-03-03', dep: '21:00', state: 'extra', reason: 'demand' }),
    ])).toEqual([]);
  });

  it('the route named by a timetable that states it → judged against the route', () => {
    const twoSources = [
      ...timetables,
      makeTimetable('manila-cebu-overview', 'manila', 'cebu', { trips: [{ days: ['Mon', 'Thu'], dep: '20:00', arrDay: '+1', arr: '08:00' }] }),
    ];
    expect(runCheck(sailingStatusCheck, { ports: PORTS, timetables: twoSources, status: [status({ route: 'manila-cebu-overview', date: '2026-03-03' })] }))
      .toMatchObject([{ code: 'status_unknown_sailing', context: { route: 'manila-cebu' } }]);
  });

  it.each([
    ['a date the route does not sail → error at dep, listing what it does not have and when it sails', [status({ date: '2026-03-03' })],
      'status_unknown_sailing', ['sailings', 0, 'dep'],
      'manila-cebu has no 20:00 sailing on Tue 3 Mar 2026 (it does not sail that day) — correct date or dep, or write state: extra for a sailing the timetable does not have',
      { route: 'manila-cebu', date: '2026-03-03', dep: '20:00', sailings: [] }, {}],
    ['an extra sailing the timetable already has → error at state', [status({ state: 'extra', reason: 'demand' })], 'status_extra_timetabled', ['sailings', 0, 'state'],
      'the timetable of manila-cebu already has the 20:00 sailing on Mon 2 Mar 2026, so it is not extra — write on-time, delayed or cancelled for it, or correct dep',
      { route: 'manila-cebu', date: '2026-03-02', dep: '20:00' }, {}],
    ['two statuses of one sailing → error at the second, related to the first', [status(), status({ state: 'on-time', reason: undefined })],
      'status_duplicate', ['sailings', 1],
      'the 20:00 sailing of manila-cebu on Mon 2 Mar 2026 already has a status earlier in the file: a sailing has one status — merge the two entries',
      { route: 'manila-cebu', date: '2026-03-02', dep: '20:00' }, { related: [{ file: 'data/status.yaml', path: ['sailings', 0] }] }],
    ['a delay that leaves before the timetabled departure → error at departs', [delayedTo('2026-03-02T19:30+08:00')], 'status_delay_not_later', ['sailings', 0, 'departs'],
      'the delayed manila-cebu sailing of Mon 2 Mar 2026, 8:00 PM, would now leave at 2026-03-02T19:30+08:00, not later than its timetabled departure — a delay leaves later: correct departs, or date and dep',
      { route: 'manila-cebu', date: '2026-03-02', dep: '20:00', departs: '2026-03-02T19:30+08:00' }, {}],
    [`a delay of more than ${MAX_DELAY_DAYS} days (a 2099 departure on a 2026 sailing) → error at departs`, [delayedTo('2099-12-02T01:30+08:00')], 'status_delay_too_long',
      ['sailings', 0, 'departs'],
      `the delayed manila-cebu sailing of Mon 2 Mar 2026, 8:00 PM, would now leave at 2099-12-02T01:30+08:00, more than ${MAX_DELAY_DAYS} days after its timetabled departure — correct departs (its date, most often); a sailing held longer is cancelled: write state: cancelled, and an extra sailing for when it leaves`,
      { route: 'manila-cebu', date: '2026-03-02', dep: '20:00', departs: '2099-12-02T01:30+08:00', maxDays: MAX_DELAY_DAYS }, {}],
  ])('%s', (_, entries, code, path, message, context, related) => {
    expect(run(entries)).toEqual([{ code, severity: 'error', at: { file: 'data/status.yaml', path }, message, context, ...related }]);
  });

  it('a time the route does not sail that day → error naming the departures of the day', () => {
    expect(run([status({ dep: '21:00' })])).toMatchObject([{
      code: 'status_unknown_sailing',
      message: expect.stringContaining('has no 21:00 sailing on Mon 2 Mar 2026 (that day it leaves at 8:00 PM)'),
      context: { sailings: ['20:00'] },
    }]);
  });

  it('a delay that leaves at the timetabled departure → error; a minute later → none', () => {
    expect(run([delayedTo('2026-03-02T20:00+08:00')]).map((f) => f.code)).toEqual(['status_delay_not_later']);
    expect(run([delayedTo('2026-03-02T20:01+08:00')])).toEqual([]);
  });

  it(`a delay of exactly ${MAX_DELAY_DAYS} days is a delay; a minute past it is not`, () => {
    expect(run([delayedTo('2026-03-09T20:00+08:00')])).toEqual([]);
    expect(run([delayedTo('2026-03-09T20:01+08:00')]).map((f) => f.code)).toEqual(['status_delay_too_long']);
  });

  it(`a statedAt after the check's clock plus ${STATED_AT_SKEW_MINUTES} minutes → error at statedAt; within the skew, none`, () => {
    // The clock: 2026-03-01 15:40 in Manila, the build date's own instant.
    const now = Date.parse('2026-03-01T15:40+08:00');
    const stated = (statedAt: string, options: { now?: number; buildDate?: string } = { now }) =>
      runCheck(sailingStatusCheck, { ports: PORTS, timetables, status: [status({ statedAt })] }, { buildDate: '2026-03-01', ...options });
    expect(stated('2099-03-01T15:40+08:00')).toEqual([{
      code: 'status_stated_in_future', severity: 'error',
      at: { file: 'data/status.yaml', path: ['sailings', 0, 'statedAt'] },
      message: `the status of the 20:00 sailing of manila-cebu on Mon 2 Mar 2026 is stated at 2099-03-01T15:40+08:00, after the check's clock (2026-03-01T15:40:00+08:00, plus ${STATED_AT_SKEW_MINUTES} minutes for clocks that differ) — write when it was said, an instant that has passed`,
      context: { route: 'manila-cebu', date: '2026-03-02', dep: '20:00', statedAt: '2099-03-01T15:40+08:00', clock: '2026-03-01T15:40:00+08:00' },
    }]);
    expect(stated('2026-03-01T15:55+08:00')).toEqual([]);
    expect(stated('2026-03-01T15:56+08:00').map((f) => f.code)).toEqual(['status_stated_in_future']);
    // A check as of a date (no clock reading on it) judges against the end of that date.
    expect(stated('2026-03-01T23:59+08:00', { buildDate: '2026-03-01' })).toEqual([]);
    expect(stated('2026-03-02T00:16+08:00', { buildDate: '2026-03-01' }).map((f) => f.code)).toEqual(['status_stated_in_future']);
    expect(stated('2026-03-02T00:16+08:00', { buildDate: '2026-03-01', now: Date.parse('2026-11-29T08:00+08:00') }).map((f) => f.code))
      .toEqual(['status_stated_in_future']);
  });

  it('each state with its fields: delayed without departs, departs without a delay, no reason, a signal without weather → error', () => {
    const codes = (entry: Record<string, unknown>) => run([status(entry)]).map((f) => `${f.code} ${f.at.path.join('.')} ${String(f.context.field)}`);
    expect(codes({ state: 'delayed' })).toEqual(['status_state_fields sailings.0 departs']);
    expect(codes({ departs: '2026-03-02T22:00+08:00' })).toEqual(['status_state_fields sailings.0.departs departs']);
    expect(codes({ reason: undefined })).toEqual(['status_state_fields sailings.0.reason reason']);
    expect(codes({ reason: 'technical', signal: 2 })).toEqual(['status_state_fields sailings.0.signal signal']);
    expect(codes({ state: 'on-time', reason: undefined })).toEqual([]);
    expect(codes({ signal: 3 })).toEqual([]);
  });

  it('more than a week before the build date → warning to delete it; a week before → no notice', () => {
    expect(run([status()], '2026-03-10')).toEqual([{
      code: 'status_stale', severity: 'warning',
      at: { file: 'data/status.yaml', path: ['sailings', 0, 'date'] },
      message: 'the status of the 20:00 sailing of manila-cebu on Mon 2 Mar 2026 is more than 7 days before the build date 2026-03-10: no page shows it any more — delete the entry',
      context: { route: 'manila-cebu', date: '2026-03-02', dep: '20:00', buildDate: '2026-03-10' },
    }]);
    expect(run([status()], '2026-03-09')).toEqual([]);
  });

  it('an unknown route → left to dangling_reference (no second notice here)', () => {
    expect(run([status({ route: 'manila-ceb' })])).toEqual([]);
  });

  it('timetables that failed to load → nothing judged against them', () => {
    expect(runCheck(sailingStatusCheck, { ports: PORTS, timetables, status: [status({ date: '2026-03-03' })] }, { incomplete: ['timetables'] })).toEqual([]);
  });
});
