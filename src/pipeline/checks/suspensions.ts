/**
 * The suspensions of data/status.yaml: each names exactly one scope (ports, routes, or the network), a window that
 * ends after it starts and lasts at most a month, an id of its own; one that covers no sailing is most likely a
 * typo; one that ended more than a week before the build date is a warning to clean up (the build date is passed
 * in, never the clock). An unknown port or route is dangling_reference's; an instant that is not real, the schema's.
 * And a suspension is said here only: `severity: suspension` in advisories.yaml is refused (advisory_suspension).
 */
import { coveredSailings, inScope } from '../../graph/suspension';
import { addDays, manilaDayStartMs } from '../../time';
import { defineNotices, notice } from '../notices/define';
import { defineCheck } from './define';
import { STALE_AFTER_DAYS } from './sailing-status';

const notices = defineNotices({
  advisory_suspension: notice<{ id: string }>({
    severity: 'error',
    meaning: 'An advisory has `severity: suspension`. A suspension is said in one place, data/status.yaml › suspensions: published there with `npm run status:publish` it reaches every page without a rebuild and cancels each sailing it covers on every page, in the planner, the booking panel, calendar files and the trip updates; an advisory would only show a banner, after a rebuild, over sailings still offered as normal.',
    fix: 'Move it to `suspensions:` in data/status.yaml (its header shows an entry: `id`, `ports` or `routes` or `network: true`, `from`, `until`, `reason`, `source`, `statedAt`), delete it here, and run `npm run status:publish`. Keep an advisory only for information or a warning (`severity: info` or `warning`).',
  }),
  suspension_scope: notice<{ id: string; given: string[] }>({
    severity: 'error',
    meaning: 'A suspension in status.yaml names no scope, or more than one: it needs exactly one of `ports` (every sea route from or to them), `routes`, or `network: true` (every sea route), and a list that is not empty.',
    fix: 'Keep one of `ports`, `routes` or `network: true`, with at least one id in a list.',
  }),
  suspension_window: notice<{ id: string; from: string; until: string; days: number }>({
    severity: 'error',
    meaning: 'A suspension ends (`until`) at or before it starts (`from`), so it covers nothing, or lasts longer than the 31 days a suspension may: a longer closure is a change of timetable, not a status.',
    fix: 'Correct `from` or `until`; for a closure of more than a month, change the timetables instead.',
  }),
  suspension_duplicate: notice<{ id: string }>({
    severity: 'error',
    meaning: 'Two suspensions in status.yaml have the same `id`: trip planners would get two alerts under one id.',
    fix: 'Give each suspension its own id, or merge the two.',
  }),
  suspension_empty: notice<{ id: string; from: string; until: string }>({
    severity: 'warning',
    facts: ['id'],
    meaning: 'A suspension covers no sailing: no route in its scope sails between `from` and `until`. Its banner would still show; most likely the scope or the window is mistyped.',
    fix: 'Check `ports`/`routes` and `from`/`until` against the timetables; delete it if it was meant for sailings that are not published.',
  }),
  suspension_stale: notice<{ id: string; until: string; buildDate: string }>({
    severity: 'warning',
    facts: ['id'],
    meaning: 'A suspension ended more than a week before the build date: no page shows it any more.',
    fix: 'Delete the entry from status.yaml.',
  }),
});

/** The longest a suspension may last: a longer closure is a change of timetable. */
const MAX_SUSPENSION_DAYS = 31;

const MS_PER_DAY = 24 * 60 * 60_000;

export const suspensionsCheck = defineCheck('suspensions', notices, (ctx, report) => {
  for (const { file, value } of ctx.data.advisories) {
    value.advisories.forEach((advisory, i) => {
      if (advisory.severity !== 'suspension') return;
      report(notices.advisory_suspension, { file, path: ['advisories', i, 'severity'] },
        `advisory "${advisory.id}" is a suspension: say it in data/status.yaml › suspensions (id, ports, routes or network: true, from, until, reason, source, statedAt) and publish it with npm run status:publish — it then cancels every sailing it covers on every page without a rebuild; keep advisories for info and warnings`,
        { id: advisory.id });
    });
  }
  const staleBefore = manilaDayStartMs(addDays(ctx.buildDate, -STALE_AFTER_DAYS));
  for (const { file, value } of ctx.data.status) {
    const seen = new Map<string, number>();
    value.suspensions.forEach((entry, i) => {
      const at = (...sub: (string | number)[]) => ({ file, path: ['suspensions', i, ...sub] });
      const first = seen.get(entry.id);
      if (first !== undefined) {
        report(notices.suspension_duplicate, at('id'), `suspension "${entry.id}" has the same id as one earlier in the file — give each its own id`,
          { id: entry.id }, [{ file, path: ['suspensions', first, 'id'] }]);
      } else seen.set(entry.id, i);
      const given = (['ports', 'routes', 'network'] as const).filter((key) => entry[key] !== undefined);
      const emptyList = (entry.ports?.length === 0) || (entry.routes?.length === 0);
      if (given.length !== 1 || emptyList) {
        report(notices.suspension_scope, at(), given.length === 0
          ? `suspension "${entry.id}" names no scope — write ports: [port ids], routes: [route ids] or network: true`
          : given.length > 1
            ? `suspension "${entry.id}" names ${given.join(' and ')}: a suspension has one scope — keep one of them (two suspensions for two scopes)`
            : `suspension "${entry.id}" has an empty ${given[0]} list — name at least one, or write network: true for every route`,
          { id: entry.id, given: [...given] });
      }
      const from = Date.parse(entry.from);
      const until = Date.parse(entry.until);
      const days = (until - from) / MS_PER_DAY;
      if (until <= from || days > MAX_SUSPENSION_DAYS) {
        report(notices.suspension_window, at('until'), until <= from
          ? `suspension "${entry.id}" ends (${entry.until}) before it starts (${entry.from}), so it covers nothing — correct until or from`
          : `suspension "${entry.id}" lasts ${Math.ceil(days)} days, more than the ${MAX_SUSPENSION_DAYS} a suspension may: correct until, or for a longer closure change the timetables`,
          { id: entry.id, from: entry.from, until: entry.until, days: Math.ceil(days) }, [at('from')]);
        return;
      }
      if (until < staleBefore) {
        report(notices.suspension_stale, at('until'),
          `suspension "${entry.id}" ended ${entry.until}, more than ${STALE_AFTER_DAYS} days before the build date ${ctx.buildDate}: no page shows it any more — delete the entry`,
          { id: entry.id, until: entry.until, buildDate: ctx.buildDate });
        return;
      }
      const suspension = ctx.graph.suspensions.find((s) => s.id === entry.id);
      if (!suspension || given.length !== 1 || emptyList || !ctx.complete.timetables) return;
      const covers = ctx.graph.routes.some((route) => inScope(suspension, route) && coveredSailings(route, suspension).length > 0);
      if (!covers) {
        report(notices.suspension_empty, at(),
          `suspension "${entry.id}" covers no sailing: no sea route in its scope sails between ${entry.from} and ${entry.until} — check its ports or routes and its window`,
          { id: entry.id, from: entry.from, until: entry.until });
      }
    });
  }
});
