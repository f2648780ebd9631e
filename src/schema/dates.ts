/**
 * The one rule for dates and date-times in the data: the text has the documented shape AND names a real calendar
 * instant — hour 00–23, minute and second 00–59, a day that exists in that month, leap years right. A pattern
 * alone let `T99:00` through (Date.parse gives NaN, so an advisory stayed in force forever), `T25:00`, and
 * `2027-02-30` (rolled over to 1 March). The time model (src/time) decides what is real, for the data and
 * for the site alike.
 */
import { z } from 'zod';
import { isIsoDay, isManilaInstant } from '../time/calendar';

const dateError = (issue: { input?: unknown }) =>
  `"${String(issue.input)}" is not a real date; write yyyy-MM-dd with a month 01–12 and a day that exists in that month, e.g. 2026-11-25`;

const instantError = (issue: { input?: unknown }) =>
  `"${String(issue.input)}" is not a real date-time; write yyyy-MM-ddTHH:mm+08:00 with an hour 00–23, a minute 00–59 and a day that exists, e.g. 2026-11-25T06:00+08:00`;

/** A calendar day, yyyy-MM-dd (Asia/Manila). The pattern stays for the JSON Schema editors use. */
export const calendarDate = z.string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: dateError })
  .refine(isIsoDay, { error: dateError })
  .meta({ code: 'invalid_date' });

/**
 * The years an instant in the data may fall in. Feeds carry instants as unsigned seconds since 1970: one before it
 * wrapped around to the year 584,554 in alerts.pb (a suspension "far in the future" to trip planners while the site
 * showed it in force). No advisory of this operator is older than 2000 or planned past this century.
 */
const INSTANT_YEARS = { from: 2000, to: 2099 } as const;

/** Judged only on a real instant (the other rules name what is wrong with the rest). */
const inInstantYears = (text: string) => {
  const year = Number(text.slice(0, 4));
  return !isManilaInstant(text) || (year >= INSTANT_YEARS.from && year <= INSTANT_YEARS.to);
};

/** An instant in Philippine Standard Time with its explicit offset: `2026-11-25T06:00+08:00`. */
export const manilaInstant = z.string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?\+08:00$/, { error: instantError })
  .refine(isManilaInstant, { error: instantError })
  .refine(inInstantYears, {
    error: (issue) => `"${String(issue.input)}" is outside the years ${INSTANT_YEARS.from}–${INSTANT_YEARS.to}: the service alerts feed counts seconds from 1970 and cannot carry an earlier instant — write the real date`,
  })
  .meta({ code: 'invalid_instant' });
