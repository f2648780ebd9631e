/**
 * The one trip codec: a trip set (index-trips.ts) packed for a page's loader data and unpacked in the browser into
 * the same Trip objects, in the same order, for indexTrips. A trip is nine numbers — eleven with stated hours, one
 * more per time of a sailing at one of several (its timetable's ports and mode are said once per timetable) — about
 * a tenth of the JSON of a Trip object.
 */
import { tripId } from '../graph/keys';
import { MINUTES_PER_DAY, weekdayAt, weekdayIndex } from '../time';
import type { TimetableRef, Trip } from '../graph/types';
import type { TripSet } from './index-trips';

/**
 * [timetable, row, weekday 0–6, departure minute or -1, duration min, duration max, flags (1: arrival stated,
 * 2: unconfirmed, 4: one of several times), fare min or -1, fare max], then, for an untimed trip with stated hours,
 * [first departure minute, last departure minute], or, for a sailing at one of several times, its later times.
 */
type PackedTrip = [number, number, number, number, number, number, number, number, number, ...number[]];

export interface PackedTrips { timetables: TimetableRef[]; trips: PackedTrip[] }

export function packTrips(set: TripSet): PackedTrips {
  const number = new Map(set.timetables.map((t, i) => [t.id, i]));
  return {
    timetables: set.timetables.map(({ id, from, to, mode, departsFrom, crossTown }) => ({
      id, from, to, mode, ...(departsFrom ? { departsFrom } : {}), ...(crossTown ? { crossTown } : {}),
    })),
    trips: set.trips.map((trip): PackedTrip => {
      const packed: PackedTrip = [
        number.get(trip.timetableId)!, trip.row, weekdayIndex(trip.depDay), trip.depMinute ?? -1,
        trip.durationMinutes.min, trip.durationMinutes.max,
        (trip.arrivalStated ? 1 : 0) | (trip.confirmed ? 0 : 2) | (trip.depOptions ? 4 : 0), trip.fare?.min ?? -1, trip.fare?.max ?? -1,
      ];
      if (trip.depOptions) return [...packed, ...trip.depOptions.slice(1)];
      return trip.window ? [...packed, trip.window.min, trip.window.max] : packed;
    }),
  };
}

export function unpackTrips(packed: PackedTrips): TripSet {
  const trips = packed.trips.map(([t, row, day, dep, min, max, flags, fareMin, fareMax, ...rest]): Trip => {
    const { id, from, to, mode } = packed.timetables[t]!;
    const depDay = weekdayAt(day);
    const options = (flags & 4) === 4;
    const [open, close] = options ? [] : rest;
    return {
      id: tripId(id, row, depDay), timetableId: id, row, from, to, mode, depDay,
      depMinute: dep < 0 ? null : dep,
      depMinuteOfWeek: dep < 0 ? null : day * MINUTES_PER_DAY + dep,
      depOptions: options ? [dep, ...rest] : null,
      durationMinutes: { min, max },
      arrivalStated: (flags & 1) === 1,
      confirmed: (flags & 2) === 0,
      fare: fareMin < 0 ? null : { min: fareMin, max: fareMax },
      window: open === undefined || close === undefined ? null : { min: open, max: close },
    };
  });
  return { timetables: packed.timetables, trips };
}
