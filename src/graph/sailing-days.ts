/**
 * A route's sailing days as a figure (./types.ts Figure), and the frequency badge's words for a count of days. Apart
 * from ./figure.ts so a page that shows no day list or badge (/schedules) does not load it.
 */
import { expandDays, WEEKDAYS, type Weekday } from '../time';
import type { Figure, FigureOption, RouteRow } from './types';

/**
 * A route's sailing days as a figure: the weekdays of its sailings, or — when its sources disagree on the sailings —
 * each source's days (Batangas → Odiongan: "Mon, Wed, Fri" on the hub overview, "Tue, Thu, Fri, Sat" on the
 * Odiongan page). Null when no sailing is published.
 */
export function sailingDays(rows: readonly Pick<RouteRow, 'days' | 'sources' | 'confirmed'>[]): Figure<Weekday[]> | null {
  if (rows.length === 0) return null;
  const daysOf = (list: typeof rows) => WEEKDAYS.filter((d) => list.some((r) => expandDays(r.days).includes(d)));
  if (rows.every((r) => r.confirmed)) {
    return { disputed: false, value: daysOf(rows), statements: [...new Set(rows.flatMap((r) => r.sources))].map((id) => `timetable:${id}`) };
  }
  const options: FigureOption<Weekday[]>[] = [];
  for (const source of [...new Set(rows.flatMap((r) => r.sources))]) {
    const days = daysOf(rows.filter((r) => r.sources.includes(source)));
    const same = options.find((o) => o.value.join() === days.join());
    if (same) same.statements.push(`timetable:${source}`);
    else options.push({ value: days, statements: [`timetable:${source}`] });
  }
  if (options.length === 1) return { disputed: false, value: options[0]!.value, statements: options[0]!.statements };
  return { disputed: true, options: options.sort((a, b) => a.value.length - b.value.length || weekOrder(a.value, b.value)) };
}

function weekOrder(a: readonly Weekday[], b: readonly Weekday[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = WEEKDAYS.indexOf(a[i]!) - WEEKDAYS.indexOf(b[i]!);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/** A range typed with a hyphen, "2-3", as every page writes ranges: "2–3" (anything else as typed). */
export function enDash(value: string): string {
  return value.replace(/^(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)$/, '$1–$2');
}

/** A "times a week" figure (1, 2, 7 or "2-3") as words: "once a week", "twice a week", "daily", "2–3 times a week". */
export function timesAWeek(value: number | string): string {
  const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : null;
  if (n === 1) return 'once a week';
  if (n === 2) return 'twice a week';
  if (n === 7) return 'daily';
  return `${n ?? enDash(String(value))} times a week`;
}
