/**
 * The weekday names, without zod: the time model (src/graph/time.ts) runs in the browser, and importing them from
 * fields.ts would pull zod (about 25 KB gzip, and a `new Function` probe that the CSP reports) into every page
 * that shows a time. fields.ts re-exports them, so schema code is unchanged.
 */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
