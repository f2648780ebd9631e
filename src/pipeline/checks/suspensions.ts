/**
 * The suspensions of data/status.yaml: each names exactly one scope (ports, routes, or the network), a window that
 * ends after it starts and lasts at most a month, an id of its own; one that covers no sailing is most likely a
 * typo; one that ended more than a week before the build date is a warning to clean up (the build date is passed
 * in, never the clock). An unknown port or route is dangling_reference's; an instant that is not real, the schema's.
 * And a suspension is said here only: `severity: suspension` in advisories.yaml is refused (advisory_suspension).
 */
import { coveredSailings, inScope } from '../../graph/suspension';
import { addDays, manilaDayStartMs } from '../../time';
import { finding } from '../notices/finding';
import type { Finding } from '../types';
import { defineCheck } from './define';
import { STALE_AFTER_DAYS } from './sailing-status';

/** The longest a suspension may last: a longer closure is a change of timetable. */
export const MAX_SUSPENSION_DAYS = 31;

const MS_PER_DAY = 24 * 60 * 60_000;

export const suspensionsCheck = defineCheck('suspensions', [
  'suspension_scope', 'suspension_window', 'suspension_duplicate', 'suspension_empty', 'suspension_stale', 'advisory_suspension',
], (ctx) => {
  const out: Finding[] = [];
  for (const { file, value } of ctx.data.advisories) {
    value.advisories.forEach((advisory, i) => {
      if (advisory.severity !== 'suspension') return;
      out.push(finding('advisory_suspension', { file, path: ['advisories', i, 'severity'] },
        `advisory "${advisory.id}" is a suspension: say it in data/status.yaml › suspensions (id, ports, routes or network: true, from, until, reason, source, statedAt) and publish it with npm run status:publish — it then cancels every sailing it covers on every page without a rebuild; keep advisories for info and warnings`,
        { id: advisory.id }));
    });
  }
  const staleBefore = manilaDayStartMs(addDays(ctx.buildDate, -STALE_AFTER_DAYS));
  for (const { file, value } of ctx.data.status) {
    const seen = new Map<string, number>();
    value.suspensions.forEach((entry, i) => {
      const at = (...sub: (string | number)[]) => ({ file, path: ['suspensions', i, ...sub] });
      const first = seen.get(entry.id);
      if (first !== undefined) {
        out.push(finding('suspension_duplicate', at('id'), `suspension "${entry.id}" has the same id as one earlier in the file — give each its own id`,
          { id: entry.id }, [{ file, path: ['suspensions', first, 'id'] }]));
      } else seen.set(entry.id, i);
      const given = (['ports', 'routes', 'network'] as const).filter((key) => entry[key] !== undefined);
      const emptyList = (entry.ports?.length === 0) || (entry.routes?.length === 0);
      if (given.length !== 1 || emptyList) {
        out.push(finding('suspension_scope', at(), given.length === 0
          ? `suspension "${entry.id}" names no scope — write ports: [port ids], routes: [route ids] or network: true`
          : given.length > 1
            ? `suspension "${entry.id}" names ${given.join(' and ')}: a suspension has one scope — keep one of them (two suspensions for two scopes)`
            : `suspension "${entry.id}" has an empty ${given[0]} list — name at least one, or write network: true for every route`,
          { id: entry.id, given: [...given] }));
      }
      const from = Date.parse(entry.from);
      const until = Date.parse(entry.until);
      const days = (until - from) / MS_PER_DAY;
      if (until <= from || days > MAX_SUSPENSION_DAYS) {
        out.push(finding('suspension_window', at('until'), until <= from
          ? `suspension "${entry.id}" ends (${entry.until}) before it starts (${entry.from}), so it covers nothing — correct until or from`
          : `suspension "${entry.id}" lasts ${Math.ceil(days)} days, more than the ${MAX_SUSPENSION_DAYS} a suspension may: correct until, or for a longer closure change the timetables`,
          { id: entry.id, from: entry.from, until: entry.until, days: Math.ceil(days) }, [at('from')]));
        return;
      }
      if (until < staleBefore) {
        out.push(finding('suspension_stale', at('until'),
          `suspension "${entry.id}" ended ${entry.until}, more than ${STALE_AFTER_DAYS} days before the build date ${ctx.buildDate}: no page shows it any more — delete the entry`,
          { id: entry.id, until: entry.until, buildDate: ctx.buildDate }));
        return;
      }
      const suspension = ctx.graph.suspensions.find((s) => s.id === entry.id);
      if (!suspension || given.length !== 1 || emptyList || !ctx.complete.timetables) return;
      const covers = ctx.graph.timetables.some((route) => inScope(suspension, route) && coveredSailings(route, suspension).length > 0);
      if (!covers) {
        out.push(finding('suspension_empty', at(),
          `suspension "${entry.id}" covers no sailing: no sea route in its scope sails between ${entry.from} and ${entry.until} — check its ports or routes and its window`,
          { id: entry.id, from: entry.from, until: entry.until }));
      }
    });
  }
  return out;
});
