/** What the booking panel knows of the timetable (src/site/booking/sailing-days.ts). */
import { describe, expect, it } from 'vitest';
import {
  dayNote, returnNote, sailingDaysPhrase, tripAnswer, weekdayOf, type PanelTimetable,
} from '../../src/site/booking/sailing-days';

const data: PanelTimetable = {
  ports: { manila: 'manila', coron: 'coron', 'puerto princesa': 'pp', cebu: 'cebu', odiongan: 'odiongan', caticlan: 'caticlan' },
  labels: { manila: 'Manila North Harbor', coron: 'Coron Port', pp: 'Puerto Princesa Port', cebu: 'Cebu Port', odiongan: 'Odiongan Port', caticlan: 'Caticlan Jetty Port' },
  routes: [
    { from: 'manila', to: 'coron', daysPublished: true, sailings: [{ day: 'Tue', arrivalDays: 1 }] },
    { from: 'coron', to: 'manila', daysPublished: true, sailings: [{ day: 'Thu', arrivalDays: 1 }] },
    { from: 'manila', to: 'cebu', daysPublished: true, sailings: [{ day: 'Mon', arrivalDays: 1 }, { day: 'Fri', arrivalDays: 2 }] },
    { from: 'odiongan', to: 'caticlan', daysPublished: false, sailings: [] },
  ],
};

describe('the trip the panel is asked for', () => {
  it('two places of the suggestion list with a route → its sailing days, in week order; any case and spacing', () => {
    expect(tripAnswer(data, ' MANILA ', 'cebu')).toMatchObject({ kind: 'route', days: ['Mon', 'Fri'] });
    expect(tripAnswer(data, 'Puerto  Princesa', 'Manila')).toEqual({ kind: 'not-published', from: 'pp', to: 'manila' });
    expect(tripAnswer(data, 'Cebu', 'Manila')).toEqual({ kind: 'not-published', from: 'cebu', to: 'manila' });
    expect(tripAnswer(data, 'Odiongan', 'Caticlan').kind).toBe('days-not-published');
    // A place the list does not map to a port, or the same place twice: nothing to say (the booking site answers).
    expect(tripAnswer(data, 'Siargao', 'Manila')).toEqual({ kind: 'unknown' });
    expect(tripAnswer(data, 'Manila', 'manila')).toEqual({ kind: 'unknown' });
  });

  it('a day with no sailing → a note naming the route, the day and the days it sails; a sailing day → none', () => {
    const back = tripAnswer(data, 'Coron', 'Manila');
    expect(weekdayOf('2026-12-05')).toBe('Sat');
    expect(dayNote(data, back, '2026-12-05', '2026-11-26')).toBe('No Coron Port → Manila North Harbor sailing on Sat 5 Dec; sailings on Thursdays.');
    expect(dayNote(data, back, '2026-12-03', '2026-11-26')).toBeNull();
    // A date in another year names its year.
    expect(dayNote(data, back, '2027-01-02', '2026-11-26')).toBe('No Coron Port → Manila North Harbor sailing on Sat 2 Jan 2027; sailings on Thursdays.');
    expect(dayNote(data, tripAnswer(data, 'Cebu', 'Manila'), '2026-12-05')).toBeNull();
  });

  it('days in words: daily, one day, two, several', () => {
    expect([sailingDaysPhrase(['Thu']), sailingDaysPhrase(['Tue', 'Fri']), sailingDaysPhrase(['Mon', 'Wed', 'Fri'])])
      .toEqual(['on Thursdays', 'on Tuesdays and Fridays', 'on Mondays, Wednesdays and Fridays']);
    expect(sailingDaysPhrase(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])).toBe('daily');
  });

  it('a return before the outbound sailing arrives → a note with both dates; on or after the arrival → none', () => {
    const out = tripAnswer(data, 'Manila', 'Coron');
    expect(returnNote(data, out, '2026-12-01', '2026-12-01', '2026-11-26'))
      .toBe('The Manila North Harbor → Coron Port sailing of Tue 1 Dec arrives Wed 2 Dec: a return on Tue 1 Dec would leave before you arrive.');
    expect(returnNote(data, out, '2026-12-01', '2026-12-02')).toBeNull();
    // The departure day has no sailing: there is no arrival to compare with (the day note says so instead).
    expect(returnNote(data, out, '2026-12-02', '2026-12-02')).toBeNull();
    // Several sailings that day: the latest arrival counts (Fri → +2 days).
    const cebu = tripAnswer(data, 'Manila', 'Cebu');
    expect(returnNote(data, cebu, '2026-12-04', '2026-12-05')).toContain('arrives Sun 6 Dec');
    expect(returnNote(data, cebu, '2026-12-04', '2026-12-06')).toBeNull();
  });
});
