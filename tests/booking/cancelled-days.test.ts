/**
 * The booking panel and the status of dated sailings (src/site/booking/cancelled-days.ts): the days on which every
 * sailing of the route asked is cancelled — the calendar's mark and Book Tickets' question — and the next day the
 * route sails that is not.
 */
import { describe, expect, it } from 'vitest';
import { cancelledDays, nextSailingDay } from '../../src/site/booking/cancelled-days';
import type { PanelRoute } from '../../src/site/booking/sailing-days';
import { makeStatus } from '../support/status';

// Manila → Cebu: one sailing a day but Wednesday (2 Dec 2026 is a Wednesday). Batangas → Caticlan: two a day.
const cebu: PanelRoute = { from: 'manila', to: 'cebu', daysPublished: true, sailings: (['Mon', 'Tue', 'Thu', 'Fri', 'Sat', 'Sun'] as const).map((day) => ({ day, arrivalDays: 1 })) };
const caticlan: PanelRoute = { from: 'batangas', to: 'caticlan', daysPublished: true, sailings: (['00:30', '23:30'] as const).flatMap(() => (['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const).map((day) => ({ day, arrivalDays: 0 }))) };
const cebuStatus = (date: string, state: 'cancelled' | 'delayed' = 'cancelled') =>
  makeStatus({ id: 'manila-cebu', from: 'manila', to: 'cebu' }, { date, dep: '20:00', state, ...(state === 'delayed' ? { departs: `${date}T23:00:00+08:00` } : {}) });
const caticlanStatus = (date: string, dep: string) => makeStatus({ id: 'batangas-caticlan', from: 'batangas', to: 'caticlan' }, { date, dep, state: 'cancelled' });

describe('cancelled days', () => {
  it('a day whose only sailing is cancelled; not a delayed one, not another route\'s', () => {
    const sailings = [cebuStatus('2026-12-03'), cebuStatus('2026-12-04'), cebuStatus('2026-12-05', 'delayed'), caticlanStatus('2026-12-03', '23:30')];
    expect([...cancelledDays(sailings, cebu)]).toEqual(['2026-12-03', '2026-12-04']);
  });

  it('two sailings a day: only when both are cancelled', () => {
    expect([...cancelledDays([caticlanStatus('2026-12-03', '23:30')], caticlan)]).toEqual([]);
    expect([...cancelledDays([caticlanStatus('2026-12-03', '23:30'), caticlanStatus('2026-12-03', '00:30')], caticlan)]).toEqual(['2026-12-03']);
  });

  it('no status file or no route → none', () => {
    expect(cancelledDays(undefined, cebu).size).toBe(0);
    expect(cancelledDays([cebuStatus('2026-12-03')], null).size).toBe(0);
  });
});

describe('the next sailing day', () => {
  it('past the cancelled days and the day the route does not sail (Wednesday)', () => {
    const cancelled = new Set(['2026-12-01', '2026-12-03', '2026-12-04']);
    expect(nextSailingDay(cebu, cancelled, '2026-12-01', undefined)).toBe('2026-12-05'); // Wed no sailing, Thu and Fri cancelled
    expect(nextSailingDay(cebu, cancelled, '2026-12-05', undefined)).toBe('2026-12-06');
  });

  it('none up to the latest day the panel takes → null', () => {
    expect(nextSailingDay(cebu, new Set(['2026-12-03']), '2026-12-03', '2026-12-03')).toBeNull();
  });
});
