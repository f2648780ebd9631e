/**
 * data/status.yaml as a GTFS-Realtime FeedMessage of trip updates (/gtfs-rt/trip-updates.pb),
 * encoded with MobilityData's gtfs-realtime-bindings. Pure and deterministic: `now` is the build's or the
 * publisher's instant, entities follow the graph's status order (date, departure, route), and the same graph and
 * instant give the same bytes.
 *
 * - FULL_DATASET: the file always holds the status of every dated sailing that has not ended at `now` (its new or
 *   timetabled departure plus its longest travel time); a consumer replaces what it had.
 * - The trip is named as in /gtfs.zip: trip_id and route_id from feed.ts (feedTripsOf, ids.ts), start_date the
 *   Manila date and start_time the timetabled departure (GTFS times of a departure are under 24:00:00).
 * - cancelled → the trip's schedule_relationship CANCELED; delayed → SCHEDULED with the delay (seconds) on the
 *   departure and the arrival, each with its new time; on time → SCHEDULED, delay 0; extra → ADDED, a trip_id of
 *   its own on the route's route_id with both stop times. TripUpdate.timestamp: when the status was stated.
 * - Left out (the data check reports each, feed_status_left_out): a sailing gtfs.zip does not carry (a road leg, a
 *   sailing without a time or not confirmed, an extra sailing on a route the zip does not publish), and a
 *   timetabled sailing dated outside the feed's validity window (no service that day for a consumer to update).
 */
import type { transit_realtime as Rt } from 'gtfs-realtime-bindings';
import { departureMinute, timetabledInstant } from '../../graph/dated-sailing';
import { manilaDayStartMs, MS_PER_MINUTE } from '../../time';
import type { SailingStatus } from '../../graph/types';
import { formatGtfsTime, toGtfsDate } from '../gtfs-time';
import { routeIdOf, stopIdOf } from '../ids';
import { encodeFeed, fullDataset, int32Seconds, posixSeconds, rt } from './message';
import { tripUpdateTargets, type LeftOutStatus, type TripUpdateSource } from './trip-update-targets';

export type { TripUpdateSource };

const { ScheduleRelationship } = rt.TripDescriptor;

export interface TripUpdatesFeed {
  message: Rt.IFeedMessage;
  /** Entity ids published, in order ("batangas-caticlan.2026-11-27.2330"). */
  published: string[];
  leftOut: LeftOutStatus[];
}

/**
 * The entity id of a dated sailing: route, date and timetabled departure.
 * @internal Exported for tests: tests/pipeline/hostile-outputs.test.ts finds each status's trip update by it.
 */
export const entityIdOf = (status: Pick<SailingStatus, 'route' | 'date' | 'dep'>): string =>
  `${status.route}.${status.date}.${(status.dep ?? 'day').replace(':', '')}`;

/** A stop time event at `minute` after the service day's midnight (Manila), `delay` seconds late. */
function event(date: string, minute: number, delaySeconds: number | null): Rt.TripUpdate.IStopTimeEvent {
  const time = manilaDayStartMs(date) + minute * MS_PER_MINUTE + (delaySeconds ?? 0) * 1000;
  return { ...(delaySeconds === null ? {} : { delay: delaySeconds }), time: posixSeconds(new Date(time)) };
}

export function buildTripUpdatesFeed(graph: TripUpdateSource, now: Date): TripUpdatesFeed {
  const { targets, leftOut } = tripUpdateTargets(graph, graph.status, now);
  const entity: Rt.IFeedEntity[] = targets.map(({ status, tripId, arrivalMinute }) => {
    const depMinute = departureMinute(status.date, status.dep);
    const trip: Rt.ITripDescriptor = {
      tripId, routeId: routeIdOf(status.route), startDate: toGtfsDate(status.date), startTime: formatGtfsTime(depMinute),
      scheduleRelationship: {
        cancelled: ScheduleRelationship.CANCELED, delayed: ScheduleRelationship.SCHEDULED,
        'on-time': ScheduleRelationship.SCHEDULED, extra: ScheduleRelationship.ADDED,
      }[status.state],
    };
    const delay = status.state === 'delayed'
      ? int32Seconds(Math.round((Date.parse(status.departs!) - Date.parse(timetabledInstant(status.date, status.dep))) / 1000))
      : status.state === 'on-time' ? 0 : null;
    const stops: Rt.TripUpdate.IStopTimeUpdate[] = status.state === 'cancelled' ? [] : [
      { stopSequence: 1, stopId: stopIdOf(status.from), departure: event(status.date, depMinute, delay) },
      ...(arrivalMinute === null ? [] : [{ stopSequence: 2, stopId: stopIdOf(status.to), arrival: event(status.date, arrivalMinute, delay) }]),
    ];
    return {
      id: entityIdOf(status),
      tripUpdate: {
        trip,
        ...(stops.length > 0 ? { stopTimeUpdate: stops } : {}),
        timestamp: posixSeconds(status.statedAt),
        ...(delay === null ? {} : { delay }),
      },
    };
  });
  return { message: fullDataset(entity, now), published: entity.map((e) => e.id!), leftOut };
}

/** The protobuf bytes of trip-updates.pb. Throws on a message the schema refuses (a bug here, not a data problem). */
export function encodeTripUpdates(message: Rt.IFeedMessage): Uint8Array {
  return encodeFeed(message, 'trip updates');
}
