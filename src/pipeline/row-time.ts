/** The times of a timetable row as the pipeline reads them (shared by the route facts, the checks and the resolvers). */
import { arrivalDayOffset, MINUTES_PER_DAY, type ArrivalDay, type Weekday } from '../time';
import type { RawRow } from './draft-graph';

/** The day a row's arrival is read against: its first departure day (Monday for Daily). */
export function firstDay(row: RawRow): Weekday {
  return row.days === 'Daily' ? 'Mon' : row.days[0] ?? 'Mon';
}

/** Literal minutes from departure to a stated arrival, before any week wrap: what the time checks judge. */
export function literalArrivalMinutes(row: RawRow, day: Weekday): number | null {
  if (row.dep === undefined || row.arr === undefined || row.arrDay === undefined) return null;
  return arrivalDayOffset(day, row.arrDay as ArrivalDay) * MINUTES_PER_DAY + row.arr - row.dep;
}
