/**
 * The first words of an answer about a chosen day (a Friday asked of a route that sails on Wednesdays): when nothing leaves
 * on it, say so before anything else, with the days the route does sail. Shared by the answer and the line that
 * announces it (Planner.tsx), so both say the same.
 */
import { formatIsoDay, WEEKDAY_NAMES } from '../../time';
import { sailingDaysPhrase } from '../booking/sailing-days';
import type { Plan } from './plan';

/** "No Friday sailing from Manila North Harbor to Bacolod Port; it sails on Wednesdays.", or null when the day has one. */
export function askedDayText(plan: Plan, place: (port: string) => string): string | null {
  const { asked } = plan;
  if (!asked || plan.problem || !plan.from || !plan.to) return null;
  const [from, to] = [place(plan.from), place(plan.to)];
  if (asked.directDays.length > 0) {
    if (asked.directServed) return null;
    // The route sails that weekday, but not this date (its sailing is cancelled, or has left today).
    if (asked.directDays.includes(asked.weekday)) return `No sailing from ${from} to ${to} leaves on ${formatIsoDay(asked.date)}.`;
    return `No ${WEEKDAY_NAMES[asked.weekday]} sailing from ${from} to ${to}; it sails ${sailingDaysPhrase(asked.directDays)}.`;
  }
  return asked.served ? null : `No trip from ${from} to ${to} leaves on ${formatIsoDay(asked.date)}.`;
}
