/**
 * The one rule for dates and date-times in the data: the text has the documented shape AND names a real calendar
 * instant — hour 00–23, minute and second 00–59, a day that exists in that month, leap years right. A pattern
 * alone let `T99:00` through (Date.parse gives NaN, so an advisory stayed in force forever), `T25:00`, and
 * `2027-02-30` (rolled over to 1 March). date-fns' parse rejects every impossible field instead of rolling over.
 */
import { isValid, parse } from 'date-fns';
import { z } from 'zod';

/** Only for parse's missing fields; every field used here is in the text, so the reference never shows. */
const REFERENCE = new Date(Date.UTC(2000, 0, 1));

export function isRealDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && isValid(parse(text, 'yyyy-MM-dd', REFERENCE));
}

/** `2026-11-25T06:00+08:00` or with seconds; the offset is always +08:00 (Asia/Manila has no DST). */
export function isRealManilaInstant(text: string): boolean {
  const match = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?\+08:00$/.exec(text);
  if (!match) return false;
  const format = match[1] ? "yyyy-MM-dd'T'HH:mm:ssXXX" : "yyyy-MM-dd'T'HH:mmXXX";
  return isValid(parse(text, format, REFERENCE));
}

const dateError = (issue: { input?: unknown }) => ({
  message: `"${String(issue.input)}" is not a real date; write yyyy-MM-dd with a month 01–12 and a day that exists in that month, e.g. 2026-11-25`,
  params: { code: 'invalid_date' },
});

const instantError = (issue: { input?: unknown }) => ({
  message: `"${String(issue.input)}" is not a real date-time; write yyyy-MM-ddTHH:mm+08:00 with an hour 00–23, a minute 00–59 and a day that exists, e.g. 2026-11-25T06:00+08:00`,
  params: { code: 'invalid_instant' },
});

/** A calendar day, yyyy-MM-dd (Asia/Manila). The pattern stays for the JSON Schema editors use. */
export const calendarDate = z.string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: dateError })
  .refine(isRealDate, { error: dateError });

/** An instant in Philippine Standard Time with its explicit offset: `2026-11-25T06:00+08:00`. */
export const manilaInstant = z.string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?\+08:00$/, { error: instantError })
  .refine(isRealManilaInstant, { error: instantError });
