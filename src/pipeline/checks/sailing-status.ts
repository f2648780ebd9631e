/**
 * data/status.yaml against the timetables: a status names a dated sailing that exists — on the
 * entry's date the route sails at that time, or, without `dep`, it has crossings with no published time that day —
 * or, `extra`, one it does not have; a delay leaves later than the timetabled departure, by at most MAX_DELAY_DAYS;
 * a statement is not dated after the check's clock (ctx.now, plus STATED_AT_SKEW_MINUTES); each state has the fields
 * it needs (a delayed sailing its new departure, all but on-time a
 * reason, a wind signal goes with weather); one entry per sailing. An entry more than a week before the build date
 * is a warning to clean up (the build date is passed in, never the clock). An unknown route is dangling_reference's;
 * a typo'd state or a date or instant that is not real, the schema's. So the site never shows a status for a
 * sailing that does not exist: every entry that could name one is an error here.
 */
import { datedSailingKey, timetabledInstant, tripOnDate } from '../../graph/dated-sailing';
import { tripsOf } from '../../graph/trips';
import {
  addDays, epochDayOf, formatClock, formatTimeList, formatIsoDay, formatTime24, manilaDay, manilaMoment, MINUTES_PER_DAY, MS_PER_MINUTE,
} from '../../time';
import type { Route } from '../../graph/types';
import type { StatusData } from '../../schema/collections';
import { MAX_DELAY_DAYS } from '../../schema/status-values';
import { defineNotices, notice, type DatedSailing } from '../notices/define';
import type { CheckContext, Loc } from '../types';
import { defineCheck } from './define';

const notices = defineNotices({
  status_unknown_sailing: notice<DatedSailing & { sailings: string[] }>({
    severity: 'error',
    meaning: 'A status in status.yaml names a sailing the route does not have: on that date\'s weekday it has no departure at that time, so no page, calendar or trip planner could show it.',
    fix: 'Correct `date` or `dep` to the timetabled sailing (the message lists the departures of that day), or write `state: extra` for a sailing the timetable does not have.',
  }),
  status_extra_timetabled: notice<DatedSailing>({
    severity: 'error',
    meaning: 'A status marks a sailing `extra`, but the route\'s timetable already has that departure on that date.',
    fix: 'Write `on-time`, `delayed` or `cancelled` for the timetabled sailing, or correct `dep` to the extra sailing\'s own time.',
  }),
  status_delay_not_later: notice<DatedSailing & { departs: string }>({
    severity: 'error',
    meaning: 'A delayed sailing\'s new departure (`departs`) is at or before its timetabled departure.',
    fix: 'Correct `departs` to when it now leaves (a delay leaves later), or correct `date` and `dep`.',
  }),
  status_state_fields: notice<DatedSailing & { state: string; field: string }>({
    severity: 'error',
    meaning: 'A status lacks a field its state needs or has one it must not: a delayed sailing needs `departs`, only a delayed one may have it; every state but on-time needs a `reason`; a wind `signal` goes with `reason: weather`.',
    fix: 'Add or remove the field the message names.',
  }),
  status_duplicate: notice<DatedSailing>({
    severity: 'error',
    meaning: 'Two entries of status.yaml name the same sailing (route, date and departure): the site could not tell which one holds.',
    fix: 'Keep one entry per sailing: merge the two into the latest statement.',
  }),
  status_stale: notice<DatedSailing & { buildDate: string }>({
    severity: 'warning',
    facts: ['route', 'date', 'dep'],
    meaning: 'A status is for a sailing more than a week before the build date: no page shows it any more.',
    fix: 'Delete the entry from status.yaml.',
  }),
  status_delay_too_long: notice<DatedSailing & { departs: string; maxDays: number }>({
    severity: 'error',
    meaning: 'A delayed sailing\'s new departure (`departs`) is more than 7 days after its timetabled departure: a typo (most often its year or month), or a sailing that is in truth cancelled.',
    fix: 'Correct `departs`; a sailing held longer than a week is cancelled: write `state: cancelled`, and an `extra` entry for when it sails.',
  }),
  status_stated_in_future: notice<DatedSailing & { statedAt: string; clock: string }>({
    severity: 'error',
    meaning: 'A status\'s `statedAt` is after the check\'s clock (plus 15 minutes for clocks that differ): the site would show a statement that has not been made yet.',
    fix: 'Write when the operator, the Coast Guard or the port said it, with its `+08:00` (a date or an hour is wrong, most often).',
  }),
});

type Entry = StatusData['sailings'][number];

/** Statuses older than this many days before the build date are reported for deletion. */
export const STALE_AFTER_DAYS = 7;

/**
 * How far after the check's clock a statedAt may be: a maintainer's clock and the operator's announcement time can
 * differ by minutes; an hour later is a typo (a date or an hour wrong), and a status "stated" in the future would be
 * shown as news that has not been said yet.
 * @internal Exported for tests: the check's test and the hostile-data test draw statements at its bound.
 */
export const STATED_AT_SKEW_MINUTES = 15;

/** "Fri 27 Nov 2026" */
const day = (date: string) => `${formatIsoDay(date)} ${date.slice(0, 4)}`;

function routeOf(ctx: CheckContext, id: string): Route | null {
  return ctx.index.routes.get(id) ?? ctx.index.routes.get(ctx.index.routeOf.get(id) ?? '') ?? null;
}

/** The timed departures of a route on a date's weekday, in minutes, and whether it also sails untimed that day. */
function departuresOn(route: Route, date: string): { times: number[]; untimed: boolean } {
  const { weekday } = manilaDay(epochDayOf(date));
  const trips = tripsOf(route).filter((t) => t.depDay === weekday);
  return { times: trips.flatMap((t) => (t.depMinute === null ? [] : [t.depMinute])), untimed: trips.some((t) => t.depMinute === null) };
}

/** "the 23:30 sailing", or "the sailing" of a route without published times. */
const sailingOf = (entry: Entry) => (entry.dep === undefined ? 'the crossings' : `the ${entry.dep} sailing`);

/** What a state needs and must not have; null when the entry is complete. */
function fieldProblem(entry: Entry): { field: string; message: string } | null {
  const what = `${sailingOf(entry)} of ${entry.route} on ${day(entry.date)}`;
  if (entry.dep === undefined && (entry.state === 'delayed' || entry.state === 'extra')) {
    return { field: 'dep', message: `${what} are ${entry.state}, but a ${entry.state} sailing needs its timetabled departure — write dep: "HH:MM"` };
  }
  if (entry.state === 'delayed' && entry.departs === undefined) {
    return { field: 'departs', message: `${what} is delayed but has no departs — write when it now leaves: departs: yyyy-MM-ddTHH:mm+08:00` };
  }
  if (entry.state !== 'delayed' && entry.departs !== undefined) {
    return { field: 'departs', message: `departs is the new departure of a delayed sailing, but ${what} is ${entry.state} — remove departs, or write state: delayed` };
  }
  if (entry.state !== 'on-time' && entry.reason === undefined) {
    return { field: 'reason', message: `${what} is ${entry.state} but gives no reason — add reason: weather, maintenance, technical, strike, demand or other` };
  }
  if (entry.signal !== undefined && entry.reason !== 'weather') {
    return { field: 'signal', message: `signal is a Tropical Cyclone Wind Signal, a weather reason, but ${what} gives reason: ${entry.reason ?? '(none)'} — write reason: weather, or remove signal` };
  }
  return null;
}

export const sailingStatusCheck = defineCheck('sailing-status', notices, (ctx, report) => {
  const staleBefore = addDays(ctx.buildDate, -STALE_AFTER_DAYS);
  const latestStatement = ctx.now + STATED_AT_SKEW_MINUTES * MS_PER_MINUTE;
  for (const { file, value } of ctx.data.status) {
    const seen = new Map<string, Loc>();
    value.sailings.forEach((entry, i) => {
      const at = (...sub: (string | number)[]): Loc => ({ file, path: ['sailings', i, ...sub] });
      const fields = fieldProblem(entry);
      if (fields) {
        report(notices.status_state_fields, (fields.field === 'departs' && entry.departs === undefined) || fields.field === 'dep' ? at() : at(fields.field), fields.message,
          { route: entry.route, date: entry.date, dep: entry.dep ?? null, state: entry.state, field: fields.field });
      }
      if (entry.date < staleBefore) {
        report(notices.status_stale, at('date'),
          `the status of ${sailingOf(entry)} of ${entry.route} on ${day(entry.date)} is more than ${STALE_AFTER_DAYS} days before the build date ${ctx.buildDate}: no page shows it any more — delete the entry`,
          { route: entry.route, date: entry.date, dep: entry.dep ?? null, buildDate: ctx.buildDate });
      }
      if (Date.parse(entry.statedAt) > latestStatement) {
        report(notices.status_stated_in_future, at('statedAt'),
          `the status of ${sailingOf(entry)} of ${entry.route} on ${day(entry.date)} is stated at ${entry.statedAt}, after the check's clock (${manilaMoment(ctx.now).iso}, plus ${STATED_AT_SKEW_MINUTES} minutes for clocks that differ) — write when it was said, an instant that has passed`,
          { route: entry.route, date: entry.date, dep: entry.dep ?? null, statedAt: entry.statedAt, clock: manilaMoment(ctx.now).iso });
      }
      // An unknown route is dangling_reference's notice; without the timetables complete, nothing can be judged.
      const route = routeOf(ctx, entry.route);
      if (!route || !ctx.complete.timetables || fields?.field === 'dep') return;
      const dep = entry.dep ?? null;
      const key = datedSailingKey(route.id, entry.date, dep);
      const first = seen.get(key);
      if (first) {
        report(notices.status_duplicate, at(),
          `${sailingOf(entry)} of ${route.id} on ${day(entry.date)} already has a status earlier in the file: a sailing has one status — merge the two entries`,
          { route: route.id, date: entry.date, dep }, [first]);
        return;
      }
      seen.set(key, at());
      const trip = tripOnDate(tripsOf(route), entry.date, dep);
      if (entry.state === 'extra' && entry.dep !== undefined) {
        if (trip) {
          report(notices.status_extra_timetabled, at('state'),
            `the timetable of ${route.id} already has the ${entry.dep} sailing on ${day(entry.date)}, so it is not extra — write on-time, delayed or cancelled for it, or correct dep`,
            { route: route.id, date: entry.date, dep: entry.dep });
        }
        return;
      }
      if (!trip) {
        const { times, untimed } = departuresOn(route, entry.date);
        const that = times.length > 0 ? `that day it leaves at ${formatTimeList(times)}${untimed ? ', and at no published time' : ''}`
          : untimed ? 'that day it sails at no published time: leave out dep' : 'it does not sail that day';
        const what = entry.dep === undefined ? 'crossings with no published time' : `${entry.dep} sailing`;
        report(notices.status_unknown_sailing, entry.dep === undefined ? at() : at('dep'),
          `${route.id} has no ${what} on ${day(entry.date)} (${that}) — correct date or dep, or write state: extra for a sailing the timetable does not have`,
          { route: route.id, date: entry.date, dep, sailings: times.map(formatTime24) });
        return;
      }
      if (entry.state !== 'delayed' || entry.departs === undefined || entry.dep === undefined) return;
      const delay = Date.parse(entry.departs) - Date.parse(timetabledInstant(entry.date, entry.dep));
      if (delay <= 0) {
        report(notices.status_delay_not_later, at('departs'),
          `the delayed ${route.id} sailing of ${day(entry.date)}, ${formatClock(entry.dep)}, would now leave at ${entry.departs}, not later than its timetabled departure — a delay leaves later: correct departs, or date and dep`,
          { route: route.id, date: entry.date, dep: entry.dep, departs: entry.departs });
      } else if (delay > MAX_DELAY_DAYS * MINUTES_PER_DAY * MS_PER_MINUTE) {
        report(notices.status_delay_too_long, at('departs'),
          `the delayed ${route.id} sailing of ${day(entry.date)}, ${formatClock(entry.dep)}, would now leave at ${entry.departs}, more than ${MAX_DELAY_DAYS} days after its timetabled departure — correct departs (its date, most often); a sailing held longer is cancelled: write state: cancelled, and an extra sailing for when it leaves`,
          { route: route.id, date: entry.date, dep: entry.dep, departs: entry.departs, maxDays: MAX_DELAY_DAYS });
      }
    });
  }
});
