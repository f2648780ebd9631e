/**
 * Per trip: at least two stop times, times present at both ends, never going back in time, and a straight-line
 * speed between consecutive stops that a ferry can make (MAX_FERRY_KMH).
 */
import { haversineKm, MAX_FERRY_KMH } from '../geo';
import { parseGtfsTime } from '../gtfs-time';
import { problem, rowsOf, type FeedProblem, type TableRow, type Tables } from './tables';

const FILE = 'stop_times.txt';

export function checkStopTimes(tables: Tables): FeedProblem[] {
  const problems: FeedProblem[] = [];
  // An empty coordinate is NaN, not 0 (Number('') is 0): the missing value is reported once, by fields.ts.
  const coordinate = (text: string | undefined) => (text === undefined || text.trim() === '' ? NaN : Number(text));
  const stops = new Map(rowsOf(tables, 'stops.txt').map((row) => [row.values.stop_id, {
    lat: coordinate(row.values.stop_lat), lng: coordinate(row.values.stop_lon),
  }]));
  const byTrip = new Map<string, TableRow[]>();
  for (const row of rowsOf(tables, FILE)) {
    const trip = row.values.trip_id ?? '';
    byTrip.set(trip, [...(byTrip.get(trip) ?? []), row]);
  }
  for (const trip of rowsOf(tables, 'trips.txt')) {
    const count = byTrip.get(trip.values.trip_id ?? '')?.length ?? 0;
    if (count === 1) problems.push(problem('unusable_trip', 'warning', 'trips.txt', trip.line, 'trip_id', `Trip "${trip.values.trip_id}" has one stop time; a trip needs at least two.`));
  }

  for (const [tripId, rows] of byTrip) {
    const ordered = [...rows].sort((a, b) => Number(a.values.stop_sequence) - Number(b.values.stop_sequence));
    const first = ordered[0]!;
    const last = ordered[ordered.length - 1]!;
    if (!first.values.departure_time) problems.push(problem('missing_trip_edge', 'error', FILE, first.line, 'departure_time', `The first stop of trip "${tripId}" has no departure time.`));
    if (!last.values.arrival_time) problems.push(problem('missing_trip_edge', 'error', FILE, last.line, 'arrival_time', `The last stop of trip "${tripId}" has no arrival time.`));

    let previous: { row: TableRow; departure: number } | null = null;
    for (const row of ordered) {
      const arrival = parseGtfsTime(row.values.arrival_time ?? '');
      const departure = parseGtfsTime(row.values.departure_time ?? '');
      if (arrival !== null && departure !== null && departure < arrival) {
        problems.push(problem('stop_time_with_departure_before_arrival_time', 'error', FILE, row.line, 'departure_time', `Trip "${tripId}" leaves stop ${row.values.stop_id} (${row.values.departure_time}) before it arrives (${row.values.arrival_time}).`));
      }
      if (previous && arrival !== null) {
        const elapsed = arrival - previous.departure;
        if (elapsed < 0) {
          problems.push(problem('stop_time_with_arrival_before_previous_departure_time', 'error', FILE, row.line, 'arrival_time', `Trip "${tripId}" arrives at ${row.values.stop_id} at ${row.values.arrival_time}, before it left ${previous.row.values.stop_id} at ${previous.row.values.departure_time}.`));
        }
        const from = stops.get(previous.row.values.stop_id);
        const to = stops.get(row.values.stop_id);
        if (elapsed >= 0 && from && to && Number.isFinite(from.lat + from.lng + to.lat + to.lng)) {
          const km = haversineKm(from, to);
          const kmh = elapsed === 0 ? Infinity : km / (elapsed / 3600);
          if (km > 0 && kmh > MAX_FERRY_KMH) {
            problems.push(problem('fast_travel_between_consecutive_stops', 'warning', FILE, row.line, 'arrival_time', `Trip "${tripId}" covers ${km.toFixed(0)} km from ${previous.row.values.stop_id} to ${row.values.stop_id} in ${(elapsed / 3600).toFixed(1)} h (${kmh.toFixed(0)} km/h in a straight line); a ferry does at most ${MAX_FERRY_KMH} km/h.`));
          }
        }
      }
      const leaves = departure ?? arrival;
      if (leaves !== null) previous = { row, departure: leaves };
    }
  }
  return problems;
}
