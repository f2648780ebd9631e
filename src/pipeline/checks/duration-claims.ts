/**
 * Travel times written as words, against the figure the data gives for the same thing:
 * - a destination's travel-time badge as displayed ("38 hours from Manila") against its `hours`, which
 *   stated_duration_mismatch and route_duration_conflict hold to the timetables' derived durations — so the text
 *   a traveller reads follows the chain to the times;
 * - a badge that names no route (no `from`: the page shows its own words) against the travel times of the routes its
 *   page lists: a span must run from the shortest to the longest of them ("19-32 hours" beside tables of 31 h 30 min,
 *   42 h 30 min and 43 h 30 min is wrong at both ends), a single figure must be one of them. A figure it binds
 *   ({time:from/manila}, graph/prose-facts.ts) is the fact itself and is not read;
 * - an hour figure in a route card's description ("a 10-hour crossing") against the card's duration.
 * Figures agree when they are within DURATION_TOLERANCE_MINUTES (pages round to the hour).
 */
import { figureValues } from '../../graph/figure';
import { bindingsOf, boundFigure } from '../../graph/prose-facts';
import { gapMinutes, hoursToMinutes, spanOfDurations, formatHoursDecimal } from '../../time';
import type { MinuteRange } from '../../graph/types';
import { statementName } from '../decisions/names';
import { defineNotices, notice, type TwoStatements } from '../notices/define';
import type { CheckContext, Loc } from '../types';
import { forEachRouteCard, pageRoutes, timetableLoc } from './shared';
import { hourPhrases } from './prose';
import { defineCheck, type Report } from './define';
import { DURATION_TOLERANCE_MINUTES } from '../route-facts';

const notices = defineNotices({
  duration_claim_contradicted: notice<TwoStatements & { stated: MinuteRange; actual: MinuteRange }>({
    severity: 'warning',
    facts: ['statement', 'reference', 'figures'],
    meaning: 'A travel time written in words disagrees with the figure the data gives for it by more than an hour: a destination\'s "38 hours from Manila" badge against its hours, a badge naming no route ("19-32 hours") against the travel times of the routes its page lists, hours in a route card\'s description against its duration.',
    fix: 'Write the same figure in the text and in hours / duration (which the timetable checks hold to the times).',
  }),
});

function disagrees(stated: MinuteRange, data: MinuteRange): boolean {
  return Math.abs(stated.min - data.min) > DURATION_TOLERANCE_MINUTES || Math.abs(stated.max - data.max) > DURATION_TOLERANCE_MINUTES;
}

/** A badge that names no route, against the travel times of the routes its page lists. */
function unroutedBadges(ctx: CheckContext, report: Report): void {
  for (const { file, value } of ctx.data.destinations) {
    const { display, from } = value.travelTime;
    const d = ctx.index.destinations.get(value.slug);
    if (from !== undefined || !d) continue;
    const listed = pageRoutes(ctx, d).flatMap((route) => (route.travelTime ? [figureValues(route.travelTime)] : [])
      .map((times) => ({ route, times, span: spanOfDurations(times)! })));
    if (listed.length === 0) continue;
    const shortest = listed.reduce((a, b) => (b.span.min < a.span.min ? b : a));
    const longest = listed.reduce((a, b) => (b.span.max > a.span.max ? b : a));
    const data = { min: shortest.span.min, max: longest.span.max };
    for (const phrase of hourPhrases(display)) {
      const stated = { min: Math.round(phrase.value * 60), max: Math.round(phrase.max * 60) };
      const single = stated.min === stated.max;
      const ok = single
        ? listed.some((l) => l.times.some((r) => gapMinutes(stated, r) <= DURATION_TOLERANCE_MINUTES))
        : !disagrees(stated, data);
      if (ok) continue;
      // The other place: the route whose time the badge misses most (the longest one, when the span falls short).
      const off = single || Math.abs(stated.max - data.max) >= Math.abs(stated.min - data.min) ? longest : shortest;
      const entry = ctx.index.timetables.get(off.route.sourceTimetables[0] ?? '');
      report(notices.duration_claim_contradicted, { file, path: ['travelTime', 'display'], quote: phrase.phrase },
        `the ${value.name} travel-time badge reads "${display}", which names no route, but the routes its page lists take ${formatHoursDecimal(data)} (${off.route.name}: ${formatHoursDecimal(off.span)}) — name the route it means (travelTime.from) or bind the page's span ({time:from/${d.port}})`,
        { stated, actual: data, statement: statementName('destination', value.slug), reference: statementName('times', entry?.raw.id ?? off.route.id),
          figures: `${formatHoursDecimal(stated)} vs ${formatHoursDecimal(data)}` }, entry ? [timetableLoc(entry, 'trips')] : undefined);
    }
  }
}

export const durationClaims = defineCheck('duration-claims', notices, (ctx, report) => {
  unroutedBadges(ctx, report);
  for (const { file, value } of ctx.data.destinations) {
    const { display, hours } = value.travelTime;
    const data = hoursToMinutes(hours);
    const at: Loc = { file, path: ['travelTime', 'display'] };
    // The figures the badge shows: those it types, and those it binds (a travel time rendered from the facts).
    const bound = bindingsOf(display).flatMap((fact) => {
      const b = boundFigure(fact, ctx.graph);
      const span = b?.kind === 'span' ? b.span : b?.kind === 'time' ? spanOfDurations(figureValues(b.figure)) : null;
      return span ? [span] : [];
    });
    const typed = hourPhrases(display).map((p) => ({ min: Math.round(p.value * 60), max: Math.round(p.max * 60) }));
    for (const stated of [...typed, ...bound]) {
      if (!disagrees(stated, data)) continue;
      report(notices.duration_claim_contradicted, at,
        `the ${value.name} travel-time badge reads "${display}" but its hours say ${formatHoursDecimal(data)} — write the same figure in both`,
        { stated, actual: data, statement: statementName('destination', value.slug), reference: 'hours',
          figures: `${formatHoursDecimal(stated)} vs ${formatHoursDecimal(data)}` }, [{ file, path: ['travelTime', 'hours'] }]);
    }
  }
  forEachRouteCard(ctx, (card, at) => {
    const data = hoursToMinutes(card.duration);
    for (const phrase of hourPhrases(card.description)) {
      const stated = { min: Math.round(phrase.value * 60), max: Math.round(phrase.max * 60) };
      if (gapMinutes(stated, data) <= DURATION_TOLERANCE_MINUTES) continue;
      report(notices.duration_claim_contradicted, { ...at('description'), quote: phrase.phrase },
        `the route card "${card.name}" says "${phrase.phrase}" in its description but ${formatHoursDecimal(data)} as its duration — make the two agree`,
        { stated, actual: data, statement: statementName('route-card-text', card.name), reference: statementName('route-card', card.name),
          figures: `${formatHoursDecimal(stated)} vs ${formatHoursDecimal(data)}` }, [at('duration')]);
    }
  });
});
