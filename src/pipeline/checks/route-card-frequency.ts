/**
 * A route card's frequency badge ("6x/week") against the sailing days of its route's timetables. Counted in
 * sailing days per week, so two departures on one day are still one day. Reported only when no timetable of the
 * route agrees (timetables that disagree with each other are route_days_conflict).
 */
import { expandDays } from '../../time';
import { statementName } from '../decisions/names';
import { defineNotices, notice } from '../notices/define';
import type { TimetableEntry } from '../draft-graph';
import { routeKey } from '../../graph/keys';
import { forEachRouteCard, quoted, rowLoc } from './shared';
import { defineCheck } from './define';
import { daysPerWeek } from '../../vocabulary';

const notices = defineNotices({
  route_card_frequency_mismatch: notice<{ frequency: string; sailingDays: number[]; statement: string; figures: string }>({
    severity: 'warning',
    facts: ['statement', 'figures'],
    meaning: 'A route card\'s frequency badge disagrees with the sailing days of every timetable of that route.',
    fix: 'Correct the badge or the timetable.',
  }),
});

/** The weekdays a timetable sails on (two departures on one day are one day). */
export function sailingDayCount(entry: TimetableEntry): number {
  const days = new Set<string>();
  for (const row of entry.raw.trips) for (const d of expandDays(row.days)) days.add(d);
  return days.size;
}

export const routeCardFrequency = defineCheck('route-card-frequency', notices, (ctx, report) => {
  forEachRouteCard(ctx, (card, at) => {
    const entries = (ctx.index.byRoute.get(routeKey(card.from, card.to)) ?? []).filter((e) => e.raw.mode === 'ferry');
    if (entries.length === 0) return;
    const want = daysPerWeek(card.frequency);
    const counts = entries.map(sailingDayCount);
    if (counts.includes(want)) return;
    const first = entries[0]!;
    const described = entries.map((e, i) => `${e.raw.id} sails ${counts[i]} day${counts[i] === 1 ? '' : 's'} a week`).join(', ');
    report(notices.route_card_frequency_mismatch, at('frequency'),
      `the route card "${card.name}"${card.source ? ` (${quoted(card.source)})` : ''} says ${card.frequency}, but ${described} (${quoted(first.source)}) — correct the badge or the timetable`,
      { frequency: card.frequency, sailingDays: counts, statement: statementName('route-card', card.name),
        figures: `${card.frequency} vs ${counts.join(', ')} days a week` },
      [rowLoc(first, 0, 'days')]);
  });
});
