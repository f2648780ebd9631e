/**
 * What the status banner says (src/status/summary.ts): the suspensions not ended, and the sailings cancelled or
 * delayed in the next 7 days, each counted until it has left — read from /status.json alone, whose sailings already
 * carry every sailing a suspension cancels. Also the trigger that starts the banner (`announces`), which reads the
 * file as the host sent it.
 */
import { describe, expect, it } from 'vitest';
import { announces } from '../../src/status/announce';
import { countWords, statusSummary, summaryLine } from '../../src/status/summary';
import { manila } from '../query/builders';
import { makeStatus, makeSuspension, statusFile } from '../support/status';

const cebu = { id: 'manila-cebu', from: 'manila', to: 'cebu' };
const caticlan = { id: 'batangas-caticlan', from: 'batangas', to: 'caticlan' };
const suspension = makeSuspension({ id: 'batangas-signal-3', from: '2026-11-28T06:00:00+08:00', until: '2026-11-30T06:00:00+08:00', signal: 3 });
const now = manila('2026-11-27 18:00'); // Friday
const file = statusFile([
  makeStatus(cebu, { date: '2026-11-26', dep: '20:00', state: 'cancelled' }), // left yesterday
  makeStatus(caticlan, { date: '2026-11-27', dep: '23:30', state: 'delayed', departs: '2026-11-28T03:30:00+08:00' }),
  makeStatus(caticlan, { date: '2026-11-28', dep: '23:30', state: 'cancelled', suspension: suspension.id }),
  makeStatus(caticlan, { date: '2026-11-29', dep: '00:30', state: 'on-time' }),
  makeStatus(cebu, { date: '2026-12-03', dep: '20:00', state: 'cancelled' }),
  makeStatus(cebu, { date: '2026-12-04', dep: '20:00', state: 'cancelled' }), // Fri 4 Dec 20:00: more than 7 days ahead
], undefined, [suspension]);

describe('the status summary', () => {
  it('counts the cancellations and delays of sailings that leave in the next 7 days, a suspension\'s included', () => {
    const summary = statusSummary(file, now);
    expect([summary.cancelled, summary.delayed]).toEqual([2, 1]);
    expect(summaryLine(summary)).toBe('2 sailings cancelled, 1 delayed in the next 7 days');
    expect(summary.suspensions).toEqual([{ suspension, cancels: 1 }]);
    // A sailing's own changes, each (the suspension's are its line).
    expect(summary.changes.map((s) => [s.route, s.date, s.dep, s.state])).toEqual([
      ['batangas-caticlan', '2026-11-27', '23:30', 'delayed'],
      ['manila-cebu', '2026-12-03', '20:00', 'cancelled'],
    ]);
  });

  it('a delayed sailing counts until its new departure; a suspension until its end', () => {
    const later = statusSummary(file, manila('2026-11-28 03:00'));
    expect(later.delayed).toBe(1);
    expect(statusSummary(file, manila('2026-11-28 03:31')).delayed).toBe(0);
    expect(statusSummary(file, manila('2026-11-30 06:00')).suspensions).toEqual([]);
  });

  it('the words: one or several, cancellations or delays alone, none', () => {
    expect(countWords({ cancelled: 2, delayed: 1 })).toBe('2 sailings cancelled, 1 delayed');
    expect(countWords({ cancelled: 0, delayed: 0 })).toBe('');
    expect(summaryLine({ cancelled: 1, delayed: 0 })).toBe('1 sailing cancelled in the next 7 days');
    expect(summaryLine({ cancelled: 0, delayed: 2 })).toBe('2 sailings delayed in the next 7 days');
    expect(summaryLine({ cancelled: 0, delayed: 0 })).toBe('No sailing cancelled or delayed in the next 7 days');
  });
});

describe('announces: whether the banner starts', () => {
  it('a suspension not ended, or a change ahead → yes; an on-time status, a change long gone or far ahead, nothing, a broken file → no', () => {
    expect(announces(file, now)).toBe(true);
    expect(announces(statusFile([], undefined, [suspension]), manila('2026-11-30 05:59'))).toBe(true);
    expect(announces(statusFile([], undefined, [suspension]), manila('2026-11-30 06:00'))).toBe(false);
    expect(announces(statusFile([makeStatus(caticlan, { date: '2026-11-29', dep: '00:30', state: 'on-time' })]), now)).toBe(false);
    expect(announces(statusFile([makeStatus(cebu, { date: '2026-11-26', dep: '20:00', state: 'cancelled' })]), now)).toBe(false);
    expect(announces(statusFile([makeStatus(cebu, { date: '2026-12-05', dep: '20:00', state: 'cancelled' })]), now)).toBe(false);
    expect(announces(statusFile([]), now)).toBe(false);
    for (const broken of [null, '<html>', { sailings: 'x' }, { suspensions: [null] }, { sailings: [null, 3] }]) expect(announces(broken, now)).toBe(false);
  });

  it('a route without published times cancelled for a day → announced until that day is over', () => {
    const galera = statusFile([makeStatus({ id: 'batangas-puerto-galera', from: 'batangas', to: 'puerto-galera' }, { date: '2026-11-27', dep: null, state: 'cancelled' })]);
    expect(announces(galera, manila('2026-11-27 23:59'))).toBe(true);
    expect(announces(galera, manila('2026-11-28 00:00'))).toBe(false);
  });
});
