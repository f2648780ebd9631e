/**
 * Departure order: weekday, then departure minute (trips with no departure time last within their day), then
 * from, to, timetable id, trip id. Every trip list of the engine is in this order, so a query never sorts.
 */
import type { Trip } from '../graph/types';
import { MINUTES_PER_DAY, weekdayIndex } from '../time';

/** Sort positions per week: each day's minutes plus one slot for its untimed trips. */
export const SLOTS_PER_WEEK = 7 * (MINUTES_PER_DAY + 1);

/** Sort position within the week; an untimed trip sorts after every timed trip of its day. */
export function weekSlot(trip: Trip): number {
  return weekdayIndex(trip.depDay) * (MINUTES_PER_DAY + 1) + (trip.depMinute ?? MINUTES_PER_DAY);
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareDepartureOrder(a: Trip, b: Trip): number {
  return weekSlot(a) - weekSlot(b) || compareText(a.from, b.from) || compareText(a.to, b.to)
    || compareText(a.routeId, b.routeId) || compareText(a.id, b.id);
}
