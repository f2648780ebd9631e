/**
 * How often ships sail, as sentences say it, against the data:
 * - a policy's `mostRoutesTimesPerWeek` ("Most routes run 2-3 times a week", rendered from the value) against the
 *   sea routes of the timetables: more than half of them must sail that many days a week. A route is one direction
 *   between two ports, as on /routes and in "Routes Served"; its days are the weekdays any of its timetables sails
 *   (road legs excluded);
 * - a frequency a route card's description states in words ("six days a week", "weekly", "every day") against the
 *   sailing days of its route (graph/sailing-days.ts): when the route's sources dispute them ("3x/week or 4x/week"),
 *   a sentence that states one of the figures is a figure typed beside a disputed fact — bind it ({weekly:<route>})
 *   so it reads as the fact does. A card whose route has no sailings is held to its badge, which
 *   route_card_frequency_mismatch holds to the timetables;
 * - a sailing frequency a destination page states in words ("Daily sailings from Batangas") against the sailing
 *   days of the page's own timetables: one of them must sail that often.
 */
import { figureValues } from '../../graph/figure';
import { sailingDays, timesAWeek } from '../../graph/sailing-days';
import { expandDays } from '../../time';
import { statementName } from '../decisions/names';
import { defineNotices, notice, type TwoStatements } from '../notices/define';
import type { TimetableEntry } from '../draft-graph';
import type { CheckContext } from '../types';
import { ferryRoute, forEachRouteCard, quoted, textName, timetableLoc } from './shared';
import { frequencyPhrases, proseStrings, sailingFrequencyPhrases } from './prose';
import { sailingDayCount } from './route-card-frequency';
import { daysPerWeek } from '../../vocabulary';
import { defineCheck, type Report } from './define';

export const notices = defineNotices({
  frequency_claim_contradicted: notice<TwoStatements & { stated: number | string | null; actual?: number | string | number[] | null; key?: string; routes?: number; within?: number; }>({
    severity: 'warning',
    facts: ['statement', 'reference', 'figures'],
    meaning: 'A sentence says how often ships sail and the data disagrees: "most routes run 2-3 times a week" while more than half of the sea routes sail on other days, a route card\'s description against its badge or against the route\'s sailing days (one of the figures of days its sources dispute included), a destination page\'s "daily sailings" against its timetables.',
    fix: 'Make the figure what the timetables show (use: data resolves a policy figure), bind it to the route\'s days ({weekly:<route>}: the page then shows every published figure), or correct the description or the timetables.',
  }),
});

/** "2-3" → { min: 2, max: 3 }; 1 → { min: 1, max: 1 }; null when it is not a figure. */
function timesRange(value: number | string): { min: number; max: number } | null {
  if (typeof value === 'number') return { min: value, max: value };
  const m = /^\s*(\d+)\s*(?:(?:-|–|to)\s*(\d+)\s*)?$/.exec(value);
  return m ? { min: Number(m[1]), max: Number(m[2] ?? m[1]) } : null;
}

interface SeaRoute {
  days: number;
  first: TimetableEntry;
}

/** Every sea route (from → to, road legs excluded) with the number of weekdays it sails. */
function seaRoutes(ctx: CheckContext): SeaRoute[] {
  const days = new Map<string, { days: Set<string>; first: TimetableEntry }>();
  for (const entry of ctx.index.entries) {
    if (entry.raw.mode === 'road') continue;
    const key = `${entry.raw.from}>${entry.raw.to}`;
    const route = days.get(key) ?? { days: new Set<string>(), first: entry };
    for (const row of entry.raw.trips) for (const d of expandDays(row.days)) route.days.add(d);
    days.set(key, route);
  }
  return [...days.values()].map(({ days: set, first }) => ({ days: set.size, first }));
}

/** The number of sailing days a week that more than half of the routes have, or null when none has a majority. */
function majorityDays(routes: readonly SeaRoute[]): number | null {
  const counts = new Map<number, number>();
  for (const r of routes) counts.set(r.days, (counts.get(r.days) ?? 0) + 1);
  for (const [days, n] of counts) if (n * 2 > routes.length) return days;
  return null;
}

function policyClaims(ctx: CheckContext, report: Report): void {
  const routes = seaRoutes(ctx);
  if (routes.length === 0) return;
  for (const { file, value } of ctx.data.policies) {
    value.policies.forEach((policy, i) => {
      const stated = policy.values.mostRoutesTimesPerWeek;
      if (stated === undefined) return;
      const range = timesRange(stated);
      if (!range) return;
      const within = routes.filter((r) => r.days >= range.min && r.days <= range.max);
      if (within.length * 2 > routes.length) return;
      const majority = majorityDays(routes);
      const modal = routes.find((r) => r.days === majority) ?? routes[0]!;
      const most = majority === null ? 'no number of days has a majority'
        : `most (${routes.filter((r) => r.days === majority).length} of ${routes.length}) sail ${timesAWeek(majority)}`;
      report(notices.frequency_claim_contradicted, { file, path: ['policies', i, 'values', 'mostRoutesTimesPerWeek'] },
        `policy ${policy.id} (${quoted(policy.source)}) says most routes run ${timesAWeek(stated)}, but ${within.length} of ${routes.length} sea routes sail ${range.min === range.max ? range.min : `${range.min}–${range.max}`} days a week; ${most} — ${majority === null ? 'reword the statement' : `make the figure ${majority}`} or correct the timetables`,
        { key: 'mostRoutesTimesPerWeek', stated, actual: majority, routes: routes.length, within: within.length,
          statement: statementName('policy', policy.id), reference: 'sea-routes',
          figures: `${String(stated)} vs ${majority ?? 'no majority'}` }, [timetableLoc(modal.first, 'trips')]);
    });
  }
}

function routeCardTexts(ctx: CheckContext, report: Report): void {
  forEachRouteCard(ctx, (card, at) => {
    const badge = daysPerWeek(card.frequency);
    const route = ferryRoute(ctx, card.from, card.to);
    const days = route ? sailingDays(route.rows) : null;
    for (const phrase of frequencyPhrases(card.description)) {
      if (route && days) {
        const counts = figureValues(days).map((d) => d.length);
        if (!days.disputed && counts[0] === phrase.value) continue;
        const entry = ctx.index.timetables.get(route.sourceTimetables[0] ?? '');
        const sails = days.disputed ? `its sources differ on its days: ${counts.join(' or ')} days a week` : `it sails ${timesAWeek(counts[0]!)}`;
        report(notices.frequency_claim_contradicted, { ...at('description'), quote: phrase.phrase },
          `the route card "${card.name}" says "${phrase.phrase}" (${timesAWeek(phrase.value)}) in its description, but ${sails} (${route.id}) — bind the figure ({weekly:${route.id}}, which shows what the route's days show) or correct the description`,
          { stated: phrase.value, actual: counts.length === 1 ? counts[0]! : counts, statement: statementName('route-card-text', card.name),
            reference: statementName('timetable', entry?.raw.id ?? route.id), figures: `"${phrase.phrase}" vs ${counts.map((c) => `${c}/week`).join(' or ')}` },
          entry ? [timetableLoc(entry, 'trips')] : undefined);
        continue;
      }
      if (phrase.value === badge) continue;
      report(notices.frequency_claim_contradicted, { ...at('description'), quote: phrase.phrase },
        `the route card "${card.name}" says "${phrase.phrase}" (${timesAWeek(phrase.value)}) in its description but ${card.frequency} on its badge — make the description agree with the badge`,
        { stated: phrase.value, actual: badge, statement: statementName('route-card-text', card.name),
          reference: statementName('route-card', card.name), figures: `"${phrase.phrase}" vs ${card.frequency}` },
        [at('frequency')]);
    }
  });
}

function destinationTexts(ctx: CheckContext, report: Report): void {
  for (const { file, value } of ctx.data.destinations) {
    const ids = new Set(value.schedules.flatMap((s) => s.timetables));
    const entries = ctx.index.entries.filter((e) => ids.has(e.raw.id) && e.raw.mode !== 'road');
    if (entries.length === 0) continue;
    const days = entries.map(sailingDayCount);
    for (const { text, path } of proseStrings(value)) {
      for (const phrase of sailingFrequencyPhrases(text)) {
        if (days.includes(phrase.value)) continue;
        report(notices.frequency_claim_contradicted, { file, path, quote: phrase.phrase },
          `the ${value.name} page says "${phrase.phrase}" (${timesAWeek(phrase.value)}), but its timetables sail ${entries.map((e, i) => `${e.raw.id} ${days[i]} day${days[i] === 1 ? '' : 's'} a week`).join(', ')} — make the text agree with the timetables`,
          { stated: phrase.value, actual: days, statement: textName('destinations', path, value.slug),
            reference: statementName('destination', value.slug), figures: `"${phrase.phrase}" vs ${days.map((d) => `${d}/week`).join(', ')}` },
          [timetableLoc(entries[0]!, 'trips')]);
      }
    }
  }
}

export const frequencyClaims = defineCheck('frequency-claims', notices, (ctx, report) => {
  policyClaims(ctx, report);
  routeCardTexts(ctx, report);
  destinationTexts(ctx, report);
});
