import { describe, expect, it } from 'vitest';
import { fareClaims } from '../../../src/pipeline/checks/fare-claims';
import { makeTimetable, PORTS, runCheck } from '../builders';

const fareLevels = (values: Record<string, number>) => ({
  id: 'fare-levels', topic: 'fare_levels', source: '/faq › Fares & Discounts', values,
  text: 'Economy fares start from about ₱{economyFromPesos}, while suites cost more than ₱{suiteAbovePesos}.',
});
const timetables = [
  makeTimetable('batangas-cebu', 'batangas', 'cebu', { fare: { min: 250, max: 400 } }),
  makeTimetable('manila-cebu', 'manila', 'cebu', { fare: { min: 1150, max: 7257 } }),
  // A road leg is not a sea fare: its ₱100 must not count as the lowest fare.
  makeTimetable('manila-batangas', 'manila', 'batangas', { mode: 'road', fare: { min: 100, max: 200 } }),
];

describe('fare_claim_contradicted', () => {
  it.each([
    ['"from about ₱800" while the site lists a ₱250 sea fare → notice naming the fare', { economyFromPesos: 800, suiteAbovePesos: 6000 }, 'economyFromPesos',
      'policy fare-levels ("/faq › Fares & Discounts") says fares start from about ₱800, but the lowest fare the site lists is ₱250 (timetable batangas-cebu, "/test › test.yaml") — make the figure ₱250 or correct the fares',
      { stated: 800, actual: 250, figures: '₱800 vs ₱250' }, 0],
    ['"suites cost more than ₱8,000" while no listed fare goes above ₱7,257 → notice naming the highest fare', { economyFromPesos: 250, suiteAbovePesos: 8000 }, 'suiteAbovePesos',
      'policy fare-levels ("/faq › Fares & Discounts") says suites cost more than ₱8,000, but no fare the site lists goes above ₱7,257 (timetable manila-cebu, "/test › test.yaml") — lower the figure or correct the fares',
      { stated: 8000, actual: 7257, figures: '₱8,000 vs ₱7,257' }, 1],
  ])('%s', (_, values, key, message, figures, fareTimetable) => {
    expect(runCheck(fareClaims, { ports: PORTS, timetables, policies: [fareLevels(values)] })).toEqual([{
      code: 'fare_claim_contradicted', severity: 'warning',
      at: { file: 'data/policies.yaml', path: ['policies', 0, 'values', key] },
      message, context: { key, ...figures, statement: 'policy:fare-levels' },
      related: [{ file: 'data/timetables/test.yaml', path: ['timetables', fareTimetable, 'fare'] }],
    }]);
  });

  it('"about ₱270" for a lowest fare of ₱250 (within 10 %), and a suite figure some fare exceeds → no notice', () => {
    expect(runCheck(fareClaims, { ports: PORTS, timetables, policies: [fareLevels({ economyFromPesos: 270, suiteAbovePesos: 6000 })] })).toEqual([]);
  });
});
