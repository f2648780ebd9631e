/**
 * The same route (from, to and mode) given different fare ranges in two places: the timetables of several pages
 * and the /tickets fare list. The fare list is the reference when it has the route; otherwise the first
 * timetable in file order. One notice per disagreeing place.
 */
import { routeKey } from '../../graph/keys';
import { defineNotices, notice, type TwoStatements } from '../notices/define';
import { formatPesoRange } from '../../graph/money';

import { fareListFares, quoted, routeName, timetableFares, type FareStatement } from './shared';
import { defineCheck } from './define';
import type { PesoRange } from '../../graph/types';

export const notices = defineNotices({
  route_fare_conflict: notice<TwoStatements & { route: string; range: PesoRange; otherRange: PesoRange }>({
    severity: 'warning',
    facts: ['route', 'statement', 'reference', 'figures'],
    meaning: 'The same route is given different fare ranges in two places.',
    fix: 'Agree on one range and use it in both places.',
  }),
});

export const routeFareConflict = defineCheck('route-fare-conflict', notices, (ctx, report) => {
  const groups = new Map<string, { from: string; to: string; statements: FareStatement[] }>();
  for (const entry of ctx.index.entries) {
    const key = `${routeKey(entry.raw.from, entry.raw.to)}>${entry.raw.mode}`;
    if (!groups.has(key)) groups.set(key, { from: entry.raw.from, to: entry.raw.to, statements: [] });
    groups.get(key)!.statements.push(...timetableFares(entry));
  }
  for (const [key, { from, to, statements }] of groups) {
    const list = key.endsWith('>ferry') ? fareListFares(ctx, from, to) : [];
    const all = [...list, ...statements];
    const reference = all[0];
    if (!reference) continue;
    const reported = new Set<string>();
    for (const s of all.slice(1)) {
      if (s.range.min === reference.range.min && s.range.max === reference.range.max) continue;
      // Rows of one timetable may differ on purpose (a cheaper day); that is one place, not two.
      if (s.label === reference.label) continue;
      const once = `${s.label}|${s.range.min}|${s.range.max}`;
      if (reported.has(once)) continue;
      reported.add(once);
      report(notices.route_fare_conflict, s.at,
        `${routeName(ctx, from, to)} costs ${formatPesoRange(s.range)} in ${s.label} (${quoted(s.source)}) but ${formatPesoRange(reference.range)} in ${reference.label} (${quoted(reference.source)}) — agree on one range`,
        { route: routeKey(from, to), statement: s.name, reference: reference.name, range: s.range,
          otherRange: reference.range, figures: `${formatPesoRange(s.range)} vs ${formatPesoRange(reference.range)}` }, [reference.at]);
    }
  }
});
