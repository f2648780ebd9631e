/**
 * Small field schemas every collection is built from. A field with its own notice code says so in its metadata,
 * `.meta({ code })` (zod's public API; src/pipeline/validate.ts reads it back from the schema at the issue's path),
 * and its error map writes the message a maintainer reads.
 */
import { z } from 'zod';
import { href, imageSrc } from './links';
import { line } from './text';
import { parseTime, WEEKDAYS, type Weekday } from '../time';

export type { Weekday };

const weekday = z.enum(WEEKDAYS, {
  error: (issue) => `"${String(issue.input)}" is not a weekday; use one of ${WEEKDAYS.join(', ')}`,
}).meta({ code: 'invalid_weekday' });

/** `Daily`, or a list of weekdays such as `[Mon, Wed, Fri]`. */
export const sailingDays = z.union([z.literal('Daily'), z.array(weekday).min(1)], {
  error: () => 'days must be Daily or a list of weekdays such as [Mon, Wed]',
}).meta({ code: 'invalid_weekday' });

/**
 * A wall-clock time in Asia/Manila, `HH:MM` 24-hour. Quote it in YAML ("08:30"); an unquoted
 * 12:30 is still read as a string because the loader uses YAML 1.2 core, but quoting is the house style.
 */
export const manilaTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: (issue) => `"${String(issue.input)}" is not a time; write 24-hour HH:MM in Philippine Standard Time, e.g. "20:30"`,
}).meta({ code: 'invalid_time' });

/** A timetable's clock time, read once here into what every later stage uses: minutes after Manila midnight. */
export const clockMinutes = manilaTime.transform(parseTime);

/** Arrival day: a weekday, or `+N` days after departure (`+0` same day, `+1` next day). */
export const arrivalDay = z.union([weekday, z.string().regex(/^\+[0-7]$/)], {
  error: (issue) => typeof issue.input === 'number'
      // Unquoted, YAML reads +1 as the number 1: the plus sign is gone before the schema sees it.
      ? `arrDay ${String(issue.input)} is a number: YAML reads an unquoted +${String(issue.input)} as ${String(issue.input)} — quote it ("+${String(issue.input)}"), or write a weekday (Mon…Sun)`
      : `arrDay "${String(issue.input)}" must be a weekday (Mon…Sun) or +N days after departure (+0…+7)`,
}).meta({ code: 'invalid_weekday' });

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: (issue) => `"${String(issue.input)}" is not a slug; use lower-case letters, digits and single hyphens`,
}).meta({ code: 'invalid_slug' });

export const pesos = z.number().int().nonnegative({
  error: (issue) => `fare ${String(issue.input)} is negative; fares are whole pesos ≥ 0`,
}).meta({ code: 'negative_fare' });

/** A fare range in Philippine pesos. min > max is reported by a check (it names both values). */
export const pesoRange = z.strictObject({ min: pesos, max: pesos });

/** Hours, as stated by a page: a number (`18`) or a range (`{ min: 20, max: 22 }`). */
export const hoursRange = z.union([
  z.number().positive(),
  z.strictObject({ min: z.number().positive(), max: z.number().positive() }),
]);

/** Where a statement comes from in the spec: a page path and section, e.g. `/destinations/coron › Schedule`. */
export const source = line.min(3);

export { httpsOrigin, httpsUrl } from './links';
export { calendarDate, manilaInstant } from './dates';

/**
 * A reference to another collection's id (`routes`: a route id, `manila-cebu`, or the id of any timetable that
 * states the route — the graph turns it into the route's id). Resolution happens in the `dangling_reference` check,
 * which needs the whole data set; the schema only records which collection it points to.
 */
export const ref = (collection: 'ports' | 'timetables' | 'routes' | 'destinations' | 'policies' | 'news' | 'cabins') =>
  slug.meta({ ...slug.meta(), ref: collection });

export const link = z.strictObject({ label: line.min(1), to: href });

export const image = z.strictObject({
  src: imageSrc,
  alt: line,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** Icon names the site ships as inline SVG (src/site/components/Icon.tsx keeps the same list). */
export const ICONS = [
  'anchor', 'ship', 'ticket', 'calendar', 'clock', 'map-pin', 'sun', 'umbrella', 'waves', 'fish', 'mountain',
  'church', 'landmark', 'camera', 'utensils', 'shopping-bag', 'tree', 'shield', 'heart', 'wallet', 'backpack',
  'info', 'phone', 'star', 'compass', 'island', 'building', 'users', 'tag', 'route',
] as const;
export const icon = z.enum(ICONS, {
  error: (issue) => `icon "${String(issue.input)}" is unknown; use one of ${ICONS.join(', ')}`,
}).meta({ code: 'unknown_icon' });
