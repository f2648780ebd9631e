import { describe, expect, it } from 'vitest';
import { frequencyClaims } from '../../../src/pipeline/checks/frequency-claims';
import { makeDestination, makePort, makeRow, makeTimetable, PORTS, runCheck } from '../builders';

const sailingFrequency = (mostRoutesTimesPerWeek: string | number) => ({
  id: 'sailing-frequency', topic: 'sailing_frequency', source: '/faq › Booking & Tickets', values: { mostRoutesTimesPerWeek },
  text: 'Most routes run {mostRoutesTimesPerWeek}.',
});
/** Three weekly routes and one daily one, the shape of the shipped network. */
const ports = [...PORTS, makePort('coron')];
const timetables = [
  makeTimetable('manila-cebu', 'manila', 'cebu', { trips: [makeRow({ days: ['Tue'] })] }),
  makeTimetable('cebu-manila', 'cebu', 'manila', { trips: [makeRow({ days: ['Thu'] })] }),
  makeTimetable('manila-coron', 'manila', 'coron', { trips: [makeRow({ days: ['Sat'] })] }),
  makeTimetable('batangas-coron', 'batangas', 'coron', { trips: [makeRow({ days: 'Daily' })] }),
  // Road legs are not sea routes: four daily bus routes must not take the ships' majority away.
  ...[['manila', 'batangas'], ['batangas', 'manila'], ['cebu', 'batangas'], ['batangas', 'cebu']].map(([from, to]) =>
    makeTimetable(`bus-${from}-${to}`, from!, to!, { mode: 'road', trips: [makeRow({ days: 'Daily' })] })),
];

const cards = { groups: [{ title: 'Manila', cards: [
  { name: 'Manila to Cebu', from: 'manila', to: 'cebu', frequency: 'Weekly', duration: 22, description: 'Sailings every day to Cebu.' },
  { name: 'Cebu to Manila', from: 'cebu', to: 'manila', frequency: 'Weekly', duration: 22, description: 'A weekly return sailing.' },
] }] };
const coron = makeDestination('coron', {
  highlights: ['Daily sailings from Manila'],
  tips: { title: 'Tips', lists: [{ title: 'A', items: ['Coron limits daily visitor arrivals.'] }, { title: 'B', items: ['x'] }], note: 'x' },
  schedules: [{ title: 'Manila to Coron', timetables: ['manila-coron'] }],
});

describe('frequency_claim_contradicted', () => {
  it.each([
    ['"most routes run 2-3 times a week" while most sea routes sail once a week → notice with the majority figure', { policies: [sailingFrequency('2-3')] },
      { file: 'data/policies.yaml', path: ['policies', 0, 'values', 'mostRoutesTimesPerWeek'] },
      'policy sailing-frequency ("/faq › Booking & Tickets") says most routes run 2–3 times a week, but 0 of 4 sea routes sail 2–3 days a week; most (3 of 4) sail once a week — make the figure 1 or correct the timetables',
      { key: 'mostRoutesTimesPerWeek', stated: '2-3', actual: 1, routes: 4, within: 0, statement: 'policy:sailing-frequency', reference: 'sea-routes', figures: '2-3 vs 1' }, 0],
    ['a route card whose description says "every day" for a route that sails once a week → notice naming the card and the timetable', { routes: cards },
      { file: 'data/routes.yaml', path: ['groups', 0, 'cards', 0, 'description'], quote: 'every day' },
      'the route card "Manila to Cebu" says "every day" (daily) in its description, but it sails once a week (manila-cebu) — bind the figure ({weekly:manila-cebu}, which shows what the route\'s days show) or correct the description',
      { stated: 7, actual: 1, statement: 'route-card-text:Manila to Cebu', reference: 'timetable:manila-cebu', figures: '"every day" vs 1/week' }, 0],
    ['a destination page saying "Daily sailings" while its only timetable sails on Saturdays → notice; "daily visitor arrivals" is no sailing claim', { destinations: [coron] },
      { file: 'data/destinations/coron.yaml', path: ['highlights', 0], quote: 'Daily' },
      'the coron page says "Daily" (daily), but its timetables sail manila-coron 1 day a week — make the text agree with the timetables',
      { stated: 7, actual: [1], statement: 'text:destinations:coron.highlights[0]', reference: 'destination:coron', figures: '"Daily" vs 1/week' }, 2],
  ])('%s', (_, parts, at, message, context, timetable) => {
    expect(runCheck(frequencyClaims, { ports, timetables, ...parts })).toEqual([{
      code: 'frequency_claim_contradicted', severity: 'warning', at, message, context,
      related: [{ file: 'data/timetables/test.yaml', path: ['timetables', timetable, 'trips'] }],
    }]);
  });

  it('"most routes run once a week" with three of four sea routes weekly → no notice', () => {
    expect(runCheck(frequencyClaims, { ports, timetables, policies: [sailingFrequency(1)] })).toEqual([]);
  });

  it('a card stating one figure of days its route\'s sources dispute → notice; bound to the days ({weekly:…}) → none', () => {
    const disputed = [
      makeTimetable('batangas-coron', 'batangas', 'coron', { trips: [makeRow({ days: ['Mon', 'Wed', 'Fri'] })] }),
      makeTimetable('batangas-coron-page', 'batangas', 'coron', { trips: [makeRow({ days: ['Tue', 'Thu', 'Fri', 'Sat'] })] }),
    ];
    const card = (description: string) => ({ groups: [{ title: 'Batangas', cards: [
      { name: 'Batangas to Coron', from: 'batangas', to: 'coron', frequency: '4x/week', duration: 12, description },
    ] }] });
    const found = runCheck(frequencyClaims, { ports, timetables: disputed, routes: card('Overnight sailings four times a week.') });
    expect(found.map((f) => [f.message, f.context.figures, f.related])).toEqual([[
      'the route card "Batangas to Coron" says "four times a week" (4 times a week) in its description, but its sources differ on its days: 3 or 4 days a week (batangas-coron) — bind the figure ({weekly:batangas-coron}, which shows what the route\'s days show) or correct the description',
      '"four times a week" vs 3/week or 4/week', [{ file: 'data/timetables/test.yaml', path: ['timetables', 0, 'trips'] }],
    ]]);
    expect(runCheck(frequencyClaims, { ports, timetables: disputed, routes: card('Overnight sailings {weekly:batangas-coron}.') })).toEqual([]);
  });
});
