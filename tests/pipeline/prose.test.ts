/** Reading figures out of sentences (src/pipeline/checks/prose.ts): only figures next to what they count. */
import { describe, expect, it } from 'vitest';
import {
  capacityPhrases, countPhrases, frequencyPhrases, hourPhrases, proseStrings, sailingFrequencyPhrases,
} from '../../src/pipeline/checks/prose';

const pairs = (figures: { phrase: string; value: number }[]) => figures.map((f) => [f.phrase, f.value]);

describe('prose figures', () => {
  it('numbers as digits or words up to ninety-nine', () => {
    const count = (words: string) => countPhrases(`${words} ports`, ['ports'])[0]?.value ?? null;
    expect(['19', '8,000', 'Nineteen', 'six', 'sixty', 'seventeen', 'twenty-one', 'forty two', 'eleventy'].map(count))
      .toEqual([19, 8000, 19, 6, 60, 17, 21, 42, null]);
  });

  it('sailing frequencies: counted phrases, daily / every day, weekly / once a week, twice a week', () => {
    expect(pairs(frequencyPhrases('Evening departures six days a week, three evening departures a week, 4 times per week.')))
      .toEqual([['six days a week', 6], ['three evening departures a week', 3], ['4 times per week', 4]]);
    expect(pairs(frequencyPhrases('Sailings every day; a weekly sailing; twice a week; twice weekly; once a week.')))
      .toEqual([['every day', 7], ['weekly', 1], ['twice a week', 2], ['twice weekly', 2], ['once a week', 1]]);
    expect(frequencyPhrases('Several crossings a day, a five-minute boat ride.')).toEqual([]);
  });

  it('in destination copy, only frequencies near a sailing word count', () => {
    expect(pairs(sailingFrequencyPhrases('Daily sailings from Batangas'))).toEqual([['Daily', 7]]);
    expect(sailingFrequencyPhrases('Boracay limits daily visitor arrivals; book your accommodation before you sail.')).toEqual([]);
  });

  it('counts of a noun, with up to two words between', () => {
    expect(countPhrases('Nineteen ferry destinations, the six main passenger ports, 28 routes, 3,003 steps.', ['destinations', 'ports', 'routes'])
      .map((f) => [f.phrase, f.value, f.noun])).toEqual([['Nineteen ferry destinations', 19, 'destinations'], ['six main passenger ports', 6, 'ports'], ['28 routes', 28, 'routes']]);
  });

  it('cabin capacities: "for two", "up to four", "six berths" — once per figure; not "for 2 nights"', () => {
    expect(pairs(capacityPhrases('A room for two, for up to four, shared by up to eight passengers, with six berths.')))
      .toEqual([['for two', 2], ['for up to four', 4], ['by up to eight', 8], ['six berths', 6]]);
    expect(capacityPhrases('Book for 2 nights, up to 7 kg.')).toEqual([]);
  });

  it('hours: "38 hours", "2-3 hours", "1-1.5 hrs", "a 10-hour crossing"', () => {
    expect(hourPhrases('38 hours; 2-3 hours; 1-1.5 hrs; a 10-hour crossing; five minutes').map((f) => [f.phrase, f.value, f.max]))
      .toEqual([['38 hours', 38, 38], ['2-3 hours', 2, 3], ['1-1.5 hrs', 1, 1.5], ['10-hour', 10, 10]]);
  });

  it('prose strings of a value, without ids, links, sources, images or search aliases', () => {
    expect(proseStrings({ id: 'x', name: 'Ozamis', aliases: ['Ozamiz'], source: '/x', cta: { links: [{ label: 'Go', to: '/x' }] }, tips: ['A', 'B'] }))
      .toEqual([{ text: 'Ozamis', path: ['name'] }, { text: 'Go', path: ['cta', 'links', 0, 'label'] }, { text: 'A', path: ['tips', 0] }, { text: 'B', path: ['tips', 1] }]);
  });
});
