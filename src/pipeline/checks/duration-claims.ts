/**
 * Travel times written as words, against the figure the data gives for the same thing:
 * - a destination's travel-time badge as displayed ("38 hours from Manila") against its `hours`, which
 *   stated_duration_mismatch and route_duration_conflict hold to the timetables' derived durations — so the text
 *   a traveller reads follows the chain to the times;
 * - an hour figure in a route card's description ("a 10-hour crossing") against the card's duration.
 * Figures agree when they are within DURATION_TOLERANCE_MINUTES (pages round to the hour).
 */
import { hoursToMinutes } from '../../graph/time';
import type { MinuteRange } from '../../graph/types';
import { statementName } from '../decisions/names';
import { finding } from '../notices/finding';
import { formatHoursDecimal } from '../../graph/time';
import type { Finding, Loc } from '../types';
import { DURATION_TOLERANCE_MINUTES, gapMinutes } from './shared';
import { hourPhrases } from './prose';
import { defineCheck } from './define';

function disagrees(stated: MinuteRange, data: MinuteRange): boolean {
  return Math.abs(stated.min - data.min) > DURATION_TOLERANCE_MINUTES || Math.abs(stated.max - data.max) > DURATION_TOLERANCE_MINUTES;
}

export const durationClaims = defineCheck('duration-claims', ['duration_claim_contradicted'], (ctx) => {
  const out: Finding[] = [];
  for (const { file, value } of ctx.data.destinations) {
    const { display, hours } = value.travelTime;
    const data = hoursToMinutes(hours);
    const at: Loc = { file, path: ['travelTime', 'display'] };
    for (const phrase of hourPhrases(display)) {
      const stated = { min: Math.round(phrase.value * 60), max: Math.round(phrase.max * 60) };
      if (!disagrees(stated, data)) continue;
      out.push(finding('duration_claim_contradicted', at,
        `the ${value.name} travel-time badge reads "${display}" but its hours say ${formatHoursDecimal(data)} — write the same figure in both`,
        { stated, actual: data, statement: statementName('destination', value.slug), reference: 'hours',
          figures: `${formatHoursDecimal(stated)} vs ${formatHoursDecimal(data)}` }, [{ file, path: ['travelTime', 'hours'] }]));
    }
  }
  for (const { file, value } of ctx.data.routes) {
    value.groups.forEach((group, g) => group.cards.forEach((card, k) => {
      const data = hoursToMinutes(card.duration);
      for (const phrase of hourPhrases(card.description)) {
        const stated = { min: Math.round(phrase.value * 60), max: Math.round(phrase.max * 60) };
        if (gapMinutes(stated, data) <= DURATION_TOLERANCE_MINUTES) continue;
        out.push(finding('duration_claim_contradicted', { file, path: ['groups', g, 'cards', k, 'description'], quote: phrase.phrase },
          `the route card "${card.name}" says "${phrase.phrase}" in its description but ${formatHoursDecimal(data)} as its duration — make the two agree`,
          { stated, actual: data, statement: statementName('route-card-text', card.name), reference: statementName('route-card', card.name),
            figures: `${formatHoursDecimal(stated)} vs ${formatHoursDecimal(data)}` }, [{ file, path: ['groups', g, 'cards', k, 'duration'] }]));
      }
    }));
  }
  return out;
});
