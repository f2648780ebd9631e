/**
 * When sailings leave, as sentences say it — a clock time or a part of the day in a clause about ferries leaving
 * (./prose.ts clockPhrases) — against the departures the route's timetable publishes:
 * - a route card's description against its route ("evening departures six days a week");
 * - a destination page's sentences (blurb, tips, notes) against the routes its page lists to and from its port
 *   (road legs aside): "The last crossings leave in the afternoon" needs a published last departure in the
 *   afternoon, and "not published" (no departure time, no stated hours) is no afternoon.
 * A "last" or "first" clause is held to each route's last or first departure of the day (a row's stated hours
 * count: their end is the last departure); any other to any of its departures, every time of a sailing at one of
 * several included. The clause agrees when one of the routes agrees.
 */
import { defineNotices, notice, type TwoStatements } from '../notices/define';
import { statementName } from '../decisions/names';
import { formatTime12 } from '../../time';
import type { Route } from '../../graph/types';
import type { CheckContext, Loc } from '../types';
import { clockPhrases, type ClockPhrase } from './prose';
import { forEachRouteSentence, timetableLoc } from './shared';
import { defineCheck, type Report } from './define';

const notices = defineNotices({
  clock_claim_contradicted: notice<TwoStatements & { stated: string; published: string[] }>({
    severity: 'warning',
    facts: ['statement', 'reference', 'figures'],
    meaning: 'A sentence says when sailings leave — a clock time or a part of the day ("the last crossing leaves at 5 PM", "evening departures", "the last crossings leave in the afternoon") — that the route\'s published departures do not give, or no departure time is published at all.',
    fix: 'Say what the timetables give (a last departure is the route\'s latest time, or its stated hours), or that the time is not published; or accept the sentence in data/decisions.yaml.',
  }),
});

/** What a route publishes about when it leaves: every departure minute, the first and last of a day (or null). */
interface Published { route: Route; times: number[]; first: number | null; last: number | null }

function published(route: Route): Published {
  const times: number[] = [];
  const firsts: number[] = [];
  const lasts: number[] = [];
  let unknown = false;
  for (const row of route.rows) {
    if (row.dep !== null) {
      const all = row.depOptions ?? [row.dep];
      times.push(...all);
      firsts.push(Math.min(...all));
      lasts.push(Math.max(...all));
    } else if (row.hours) {
      firsts.push(row.hours.min);
      lasts.push(row.hours.max);
    } else {
      unknown = true;
    }
  }
  // A day with departures at unknown times has no known first or last departure.
  return { route, times, first: unknown || firsts.length === 0 ? null : Math.min(...firsts), last: unknown || lasts.length === 0 ? null : Math.max(...lasts) };
}

const within = (minute: number, ranges: readonly [number, number][]) => ranges.some(([a, b]) => minute >= a && minute < b);

function agrees(claim: ClockPhrase, p: Published): boolean {
  if (claim.which === 'last') return p.last !== null && within(p.last, claim.ranges);
  if (claim.which === 'first') return p.first !== null && within(p.first, claim.ranges);
  return p.times.some((t) => within(t, claim.ranges));
}

/** What the routes publish, in words for the message and the decision's figures: "6:00 PM", "not published". */
function publishedWords(list: readonly Published[], which: ClockPhrase['which']): string {
  const words = list.map((p) => {
    const minute = which === 'last' ? p.last : which === 'first' ? p.first : null;
    if (which !== 'any') return minute === null ? 'not published' : formatTime12(minute);
    return p.times.length === 0 ? 'not published' : [...new Set(p.times)].sort((a, b) => a - b).map(formatTime12).join(', ');
  });
  return [...new Set(words)].join('; ');
}

function judge(report: Report, at: Loc, text: string, routes: readonly Published[], ctx: CheckContext,
  statement: string, who: string): void {
  if (routes.length === 0) return;
  for (const claim of clockPhrases(text)) {
    if (routes.some((p) => agrees(claim, p))) continue;
    const words = publishedWords(routes, claim.which);
    const what = claim.which === 'any' ? 'departures' : `${claim.which} departure of the day`;
    const first = routes[0]!.route;
    const entry = ctx.index.timetables.get(first.sourceTimetables[0] ?? '');
    report(notices.clock_claim_contradicted, { ...at, quote: claim.phrase },
      `${who} says "${claim.phrase}" about the ${what}, but the timetable${routes.length === 1 ? '' : 's'} of ${routes.map((p) => p.route.id).join(', ')} give${routes.length === 1 ? 's' : ''} ${words === 'not published' ? 'no time for it' : words} — say what the timetable gives (or that the time is not published), or give the times in the timetable`,
      { stated: claim.phrase, published: words.split('; '), statement, reference: statementName('times', entry?.raw.id ?? first.id),
        figures: `"${claim.phrase}" vs ${words}` }, entry ? [timetableLoc(entry, 'trips')] : undefined);
  }
}

export const clockClaims = defineCheck('clock-claims', notices, (ctx, report) => {
  forEachRouteSentence(ctx, (text, at, routes, statement, who, page) => {
    const about = page ? routes.filter((t) => t.mode !== 'road' && (t.from === page.port || t.to === page.port)) : routes;
    judge(report, at, text, about.map(published), ctx, statement, who);
  });
});
