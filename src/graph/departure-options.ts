/**
 * A sailing at one of several times ("Tue, Fri, Sat 11 AM or 5:30 PM": which time on which day is not stated) is one
 * sailing, counted from its first time to its last: a traveller must be at the port by the first, and may arrive
 * as late as the last plus the travel time. Every query (next sailings, the planner's hops) reads its times here.
 */
import type { MinuteRange, Trip } from './types';

type Timed = Pick<Trip, 'depMinute' | 'depOptions' | 'durationMinutes'>;

/** The last minute of the day the sailing may leave at: its last time, or its one time. */
export function lastDeparture(trip: Pick<Trip, 'depMinute' | 'depOptions'>): number | null {
  return trip.depOptions ? trip.depOptions[trip.depOptions.length - 1]! : trip.depMinute;
}

/** Minutes from the first time it may leave to its earliest and its latest arrival. */
export function arrivalAfterFirst(trip: Timed): MinuteRange {
  const spread = trip.depOptions && trip.depMinute !== null ? lastDeparture(trip)! - trip.depMinute : 0;
  return { min: trip.durationMinutes.min, max: spread + trip.durationMinutes.max };
}
