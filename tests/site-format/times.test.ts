import { describe, expect, it } from 'vitest';
import { arrivalPatterns, departureNight, type ArrivalPattern } from '../../src/site/format/arrival';
import { formatClock, formatTimeList } from '../../src/time';
import { minutes as m } from '../query/builders';

const exact = (m: number) => ({ min: m, max: m });

/** The one pattern a row shows (these rows do not split); the whole pattern minus the departure days. */
function arrivalDisplay(row: Parameters<typeof arrivalPatterns>[0]): Omit<ArrivalPattern, 'days'> | null {
  const patterns = arrivalPatterns(row);
  expect(patterns.length).toBeLessThanOrEqual(1);
  if (patterns.length === 0) return null;
  const { days: _days, ...rest } = patterns[0]!;
  return rest;
}

describe('clock times', () => {
  it('24-hour data → 12-hour with AM/PM', () => {
    expect(formatClock('20:30')).toBe('8:30 PM');
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('08:00')).toBe('8:00 AM');
  });

  it('several times of one route → sorted, joined by "or"', () => {
    expect(formatTimeList([m('17:30'), m('11:00'), m('11:00')])).toBe('11:00 AM or 5:30 PM');
  });
});

describe('stated arrivals', () => {
  it('Tue 1:30 PM → Wed 2:30 AM: arrival weekday plus "+1 day"', () => {
    const a = arrivalDisplay({ days: ['Tue'], dep: m('13:30'), arr: { dayOffset: 1, minute: m('02:30') }, durationMinutes: exact(780) });
    expect(a).toEqual({ day: 'Wed', spokenDay: 'Wednesday', time: '2:30 AM', offset: '+1 day', estimated: false });
  });

  it.each<[string, Parameters<typeof arrivalPatterns>[0], Partial<Omit<ArrivalPattern, 'days'>>]>([
    ['a two-day crossing (Mon → Wed) → "+2 days"',
      { days: ['Mon'], dep: m('08:30'), arr: { dayOffset: 2, minute: m('05:00') }, durationMinutes: exact(2670) }, { day: 'Wed', offset: '+2 days' }],
    ['several departure days shift together: Tue, Fri 9 PM +1 → Wed, Sat',
      { days: ['Tue', 'Fri'], dep: m('21:00'), arr: { dayOffset: 1, minute: m('07:00') }, durationMinutes: exact(600) }, { day: 'Wed, Sat', time: '7:00 AM' }],
    ['Saturday and Sunday departures arrive Sunday and Monday, in the departures\' order',
      { days: ['Sun', 'Sat'], dep: m('21:00'), arr: { dayOffset: 1, minute: m('15:00') }, durationMinutes: exact(1080) },
      { day: 'Sun, Mon', spokenDay: 'Sunday, Monday' }],
    ['Mon, Wed, Thu, Sat, Sun 9 PM +1 → Tue, Thu, Fri, Sun, Mon (a run may cross the week end)',
      { days: ['Mon', 'Wed', 'Thu', 'Sat', 'Sun'], dep: m('21:00'), arr: { dayOffset: 1, minute: m('15:00') }, durationMinutes: exact(1080) },
      { day: 'Tue, Thu, Fri, Sun, Mon' }],
    ['Fri, Sat, Sun 9 PM +1 → Sat–Mon (a run may cross the week end)',
      { days: ['Fri', 'Sat', 'Sun'], dep: m('21:00'), arr: { dayOffset: 1, minute: m('15:00') }, durationMinutes: exact(1080) }, { day: 'Sat–Mon' }],
    ['same-day arrival → no offset label',
      { days: 'Daily', dep: m('08:00'), arr: { dayOffset: 0, minute: m('09:30') }, durationMinutes: exact(90) }, { day: 'Same day', offset: null, time: '9:30 AM' }],
    ['a daily overnight → "Next day", without a "+1 day" badge saying it again',
      { days: 'Daily', dep: m('23:30'), arr: { dayOffset: 1, minute: m('08:00') }, durationMinutes: exact(510) }, { day: 'Next day', offset: null }],
  ])('%s', (_, row, shown) => expect(arrivalDisplay(row)).toMatchObject(shown));
});

describe('estimated arrivals (no stated arrival, a stated travel time)', () => {
  it('Mon 8 PM + 20–22 h → "between 4:00 PM and 6:00 PM" on Tue, marked estimated, never "about"', () => {
    const a = arrivalDisplay({ days: ['Mon'], dep: m('20:00'), arr: null, durationMinutes: { min: 1200, max: 1320 } });
    expect(a).toEqual({ day: 'Tue', spokenDay: 'Tuesday', time: 'between 4:00 PM and 6:00 PM', offset: '+1 day', estimated: true });
  });

  it.each<[string, Parameters<typeof arrivalPatterns>[0], Partial<Omit<ArrivalPattern, 'days'>>]>([
    ['Iloilo: Tue, Fri, Sat 11 AM + 16–28 h → one row, "between 3:00 AM and 3:00 PM" the next day',
      { days: ['Tue', 'Fri', 'Sat'], dep: m('11:00'), arr: null, durationMinutes: { min: 960, max: 1680 } },
      { day: 'Wed, Sat, Sun', time: 'between 3:00 AM and 3:00 PM', offset: '+1 day' }],
    ['one stated value → one time, not a window',
      { days: ['Wed'], dep: m('12:00'), arr: null, durationMinutes: exact(1080) }, { day: 'Thu', time: '6:00 AM', offset: '+1 day', estimated: true }],
  ])('%s', (_, row, shown) => expect(arrivalDisplay(row)).toMatchObject(shown));

  it('Cagayan de Oro: a window across midnight → one pattern per departure day, no "or" list of days', () => {
    const patterns = arrivalPatterns({ days: ['Mon', 'Wed', 'Sat'], dep: m('18:00'), arr: null, durationMinutes: { min: 1680, max: 1920 } });
    expect(patterns).toEqual([
      { days: ['Mon'], day: 'Tue–Wed', spokenDay: 'Tuesday to Wednesday', time: 'between Tue 10:00 PM and Wed 2:00 AM', offset: '+1–2 days', estimated: true },
      { days: ['Wed'], day: 'Thu–Fri', spokenDay: 'Thursday to Friday', time: 'between Thu 10:00 PM and Fri 2:00 AM', offset: '+1–2 days', estimated: true },
      { days: ['Sat'], day: 'Sun–Mon', spokenDay: 'Sunday to Monday', time: 'between Sun 10:00 PM and Mon 2:00 AM', offset: '+1–2 days', estimated: true },
    ]);
    expect(patterns.map((p) => p.day).join(' ')).not.toContain(' or ');
  });

  it('a daily window across midnight → one row per weekday as well, each naming its two days', () => {
    const patterns = arrivalPatterns({ days: 'Daily', dep: m('18:00'), arr: null, durationMinutes: { min: 300, max: 420 } });
    expect(patterns).toHaveLength(7);
    expect(patterns[0]).toEqual({
      days: ['Mon'], day: 'Mon–Tue', spokenDay: 'Monday to Tuesday', time: 'between Mon 11:00 PM and Tue 1:00 AM',
      offset: 'up to +1 day', estimated: true,
    });
    expect(patterns[6]!.time).toBe('between Sun 11:00 PM and Mon 1:00 AM');
  });

  it('no departure time and no arrival → nothing to show', () => {
    expect(arrivalDisplay({ days: 'Daily', dep: null, arr: null, durationMinutes: { min: 60, max: 90 } })).toBeNull();
  });
});

describe('departures in the small hours', () => {
  it('one day → the evening before by name; several days or Daily → "the night before"', () => {
    expect(departureNight(['Fri'], m('00:30'))).toBe('be at the port Thursday night');
    expect(departureNight(['Mon'], m('04:59'))).toBe('be at the port Sunday night');
    expect(departureNight('Daily', m('00:30'))).toBe('be at the port the night before');
    expect(departureNight(['Tue', 'Fri'], m('01:00'))).toBe('be at the port the night before');
  });

  it('from 5:00 AM on, and any evening departure → no note', () => {
    expect(departureNight(['Fri'], m('05:00'))).toBeNull();
    expect(departureNight('Daily', m('23:30'))).toBeNull();
  });
});
