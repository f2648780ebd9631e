/**
 * The figures sentences state, against the facts they speak of (docs/figures.md › Figures in sentences): clock times and parts
 * of the day, a badge that names no route, pesos, ages, "this year", and the bindings that render a fact instead.
 */
import { describe, expect, it } from 'vitest';
import { ageClaims } from '../../../src/pipeline/checks/age-claims';
import { clockClaims } from '../../../src/pipeline/checks/clock-claims';
import { durationClaims } from '../../../src/pipeline/checks/duration-claims';
import { fareClaims } from '../../../src/pipeline/checks/fare-claims';
import { proseBinding } from '../../../src/pipeline/checks/prose-binding';
import { relativeYear } from '../../../src/pipeline/checks/relative-year';
import { fixture, makeDestination, makePort, makeRow, makeTimetable, PORTS, runCheck } from '../builders';

const ports = [...PORTS, makePort('coron')];
const timetables = [
  makeTimetable('manila-cebu', 'manila', 'cebu', { fare: { min: 2000, max: 3000 }, trips: [makeRow({ days: ['Mon'], dep: '20:00', arrDay: '+1', arr: '18:00' })] }),
  makeTimetable('batangas-cebu', 'batangas', 'cebu', { fare: { min: 1500, max: 2500 }, trips: [makeRow({ days: ['Tue'], dep: '19:00', arrDay: '+2', arr: '09:00' })] }),
  // No departure time published: "several crossings a day".
  makeTimetable('cebu-coron', 'cebu', 'coron', { trips: [{ days: 'Daily', duration: 2 }] }),
];
const tips = (...items: string[]) => ({ title: 'Tips', lists: [{ title: 'A', items }, { title: 'B', items: ['Bring water.'] }], note: 'x' });
const cebu = (extra: Record<string, unknown>) => makeDestination('cebu', {
  schedules: [{ title: 'Ferries', timetables: ['manila-cebu', 'batangas-cebu'] }], ...extra,
});

describe('clock_claim_contradicted', () => {
  it('a tip giving the last departure a time the timetables do not → notice naming the tip and the timetable', () => {
    const found = runCheck(clockClaims, { ports, timetables, destinations: [cebu({ tips: tips('The last ferry leaves at 5:00 PM; be early.') })] });
    expect(found).toEqual([{
      code: 'clock_claim_contradicted', severity: 'warning',
      at: { file: 'data/destinations/cebu.yaml', path: ['tips', 'lists', 0, 'items', 0], quote: '5:00 PM' },
      message: 'the cebu page says "5:00 PM" about the last departure of the day, but the timetables of manila-cebu, batangas-cebu give 8:00 PM; 7:00 PM — say what the timetable gives (or that the time is not published), or give the times in the timetable',
      context: { stated: '5:00 PM', published: ['8:00 PM', '7:00 PM'], statement: 'text:destinations:cebu.tips.lists[0].items[0]', reference: 'times:manila-cebu', figures: '"5:00 PM" vs 8:00 PM; 7:00 PM' },
      related: [{ file: 'data/timetables/test.yaml', path: ['timetables', 0, 'trips'] }],
    }]);
  });

  it('a last crossing "in the afternoon" where no departure time is published → notice; "the time is not published" → none', () => {
    const coron = makeDestination('coron', { port: 'coron', schedules: [{ title: 'From Cebu', timetables: ['cebu-coron'] }] });
    const said = (tip: string) => runCheck(clockClaims, { ports, timetables, destinations: [{ ...coron, tips: tips(tip) }] });
    expect(said('The last crossings leave in the afternoon; plan to reach Cebu by midday.').map((f) => f.message)).toEqual([
      'the coron page says "afternoon" about the last departure of the day, but the timetable of cebu-coron gives no time for it — say what the timetable gives (or that the time is not published), or give the times in the timetable',
    ]);
    expect(said('The time of the last crossing is not published; plan to reach Cebu by midday.')).toEqual([]);
  });

  it('parts of the day that fit the departures, and times in clauses about tours or traffic → no notice', () => {
    const routes = { groups: [{ title: 'Manila', cards: [
      { name: 'Manila to Cebu', from: 'manila', to: 'cebu', frequency: 'Weekly', duration: 22, description: 'Evening departures once a week.' },
      { name: 'Batangas to Cebu', from: 'batangas', to: 'cebu', frequency: 'Weekly', duration: 38, description: 'An early-morning sailing.' },
    ] }] };
    const found = runCheck(clockClaims, { ports, timetables, routes,
      destinations: [cebu({ tips: tips('Tours leave from the pier in the morning.', 'Allow for traffic; it is worst at 5 PM.') })] });
    expect(found.map((f) => f.message)).toEqual([
      'the route card "Batangas to Cebu" says "early-morning" about the departures, but the timetable of batangas-cebu gives 7:00 PM — say what the timetable gives (or that the time is not published), or give the times in the timetable',
    ]);
  });
});

describe('duration_claim_contradicted: a badge that names no route', () => {
  const badge = (display: string, hours: number | { min: number; max: number }) =>
    cebu({ travelTime: { display, hours, source: '/destinations/cebu › Hero' } });

  it('"19-32 hours" beside routes of 22 h and 38 h → notice naming the badge and the route it misses most', () => {
    const found = runCheck(durationClaims, { ports, timetables, destinations: [badge('19-32 hours', { min: 19, max: 32 })] });
    expect(found.map((f) => [f.at, f.message, f.context.figures, f.related])).toEqual([[
      { file: 'data/destinations/cebu.yaml', path: ['travelTime', 'display'], quote: '19-32 hours' },
      'the cebu travel-time badge reads "19-32 hours", which names no route, but the routes its page lists take 22–38 h (Batangas Port to Cebu Port: 38 h) — name the route it means (travelTime.from) or bind the page\'s span ({time:from/cebu})',
      '19–32 h vs 22–38 h', [{ file: 'data/timetables/test.yaml', path: ['timetables', 1, 'trips'] }],
    ]]);
  });

  it('a span from the shortest to the longest, or one route\'s figure → no notice; a bound span held to its hours', () => {
    expect(runCheck(durationClaims, { ports, timetables, destinations: [badge('22-38 hours', { min: 22, max: 38 })] })).toEqual([]);
    expect(runCheck(durationClaims, { ports, timetables, destinations: [badge('38 hours', 38)] })).toEqual([]);
    const hub = makeDestination('manila', { port: 'manila', schedules: [{ title: 'From Manila', timetables: ['manila-cebu'] }],
      travelTime: { display: '{time:from/manila} to the islands', hours: 30, source: '/destinations/manila › Hero' } });
    expect(runCheck(durationClaims, { ports, timetables, destinations: [hub] }).map((f) => f.context.figures)).toEqual(['22 h vs 30 h']);
  });
});

describe('fare_claim_contradicted: pesos in a sentence', () => {
  it('"from ₱1,200" on a page whose routes start at ₱1,500 → notice; a fee is not a fare; the lowest fare → none', () => {
    const said = (note: string) => runCheck(fareClaims, { ports, timetables, destinations: [cebu({ notes: [note] })] });
    expect(said('Ferries from ₱1,200 a person.').map((f) => [f.at, f.context.figures])).toEqual([[
      { file: 'data/destinations/cebu.yaml', path: ['notes', 0], quote: 'from ₱1,200' }, 'from ₱1,200 vs ₱2,000–₱3,000, ₱1,500–₱2,500',
    ]]);
    expect(said('A terminal fee of ₱30 is collected at the port.')).toEqual([]);
    expect(said('Ferries from ₱1,500, ₱2,000–₱3,000 from Manila.')).toEqual([]);
  });
});

describe('age_claim_contradicted', () => {
  const policies = [
    { id: 'children-free', topic: 'child_free_age', text: 'Children below {freeBelowAgeYears} travel free.', values: { freeBelowAgeYears: 3 }, source: '/travel-tips › Money' },
  ];
  it('an FAQ answer typing "children under 2 travel free" against the policy\'s 3 → notice naming the policy; 3 → none', () => {
    const faq = (a: string) => ({ sections: [{ title: 'Fares', items: [{ q: 'Do children travel free?', a }] }] });
    const found = runCheck(ageClaims, { policies, faq: faq('Children under 2 travel free.') });
    expect(found.map((f) => [f.message, f.related])).toEqual([[
      '"Children under 2" says 2, but policy children-free gives freeBelowAgeYears 3 — quote the policy (policy: children-free) or write its figure',
      [{ file: 'data/policies.yaml', path: ['policies', 0, 'values'] }],
    ]]);
    expect(runCheck(ageClaims, { policies, faq: faq('Children under 3 travel free.') })).toEqual([]);
  });
});

describe('relative_year', () => {
  it('"This Year" in a news item → notice saying its date\'s year', () => {
    const item: Record<string, unknown> = { ...(fixture('news.yaml').items as Record<string, unknown>[])[0]!, date: '2025-05-12', title: 'Islands to See This Year' };
    expect(runCheck(relativeYear, { news: [item] }).map((f) => f.message)).toEqual([
      `"This Year" in the news item ${String(item.slug)}, dated 2025-05-12, names another year once the site is read later — write "2025" instead`,
    ]);
  });
});

describe('prose_binding_unknown', () => {
  it('a binding naming no fact, or standing where pages show text as typed → error; one naming a route\'s fact → none', () => {
    const found = runCheck(proseBinding, { ports, timetables, destinations: [cebu({
      notes: ['Sailings {weekly:manila-cebu}.', 'Sailings {weekly:manila-atlantis}.'], blurb: 'Takes {time:manila-cebu}.',
    })] });
    expect(found.map((f) => [f.at.path, f.context.fact])).toEqual([
      [['blurb'], 'time:manila-cebu'], [['notes', 1], 'weekly:manila-atlantis'],
    ]);
    expect(found.every((f) => f.severity === 'error')).toBe(true);
  });
});
