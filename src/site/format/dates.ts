/**
 * Calendar dates from the data (yyyy-MM-dd, Asia/Manila) for display. Done by hand, with no Date object, so the
 * text cannot depend on the build machine's or the visitor's zone (a one-day shift would also break hydration).
 */
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November',
  'December',
] as const;

function parts(isoDay: string): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) throw new Error(`"${isoDay}" is not a yyyy-MM-dd date`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

/** "2025-10-28" → "October 28, 2025". */
export function formatLongDate(isoDay: string): string {
  const { y, m, d } = parts(isoDay);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`"${isoDay}" has no month ${m}`);
  return `${month} ${d}, ${y}`;
}

/** "2025-10-28" → "2025-10-28T00:00:00+08:00": the start of that day in Manila, for JSON-LD date-times. */
export function manilaStartOfDay(isoDay: string): string {
  parts(isoDay);
  return `${isoDay}T00:00:00+08:00`;
}
