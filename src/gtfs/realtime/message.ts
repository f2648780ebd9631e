/**
 * What every GTFS-Realtime feed of the site shares — the service alerts (alerts.ts) and the trip updates
 * (trip-updates.ts): the FULL_DATASET header stamped with one instant, instants as POSIX seconds, the encoding
 * checked against the schema, and the JSON twin (the bytes decoded again).
 */
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import type { transit_realtime as Rt } from 'gtfs-realtime-bindings';

// A CommonJS module: its namespace object is the default export when imported from ESM. The feeds' builders share it.
export const { transit_realtime: rt } = GtfsRealtimeBindings;

const GTFS_REALTIME_VERSION = '2.0';

/**
 * POSIX seconds of an instant the data writes with an explicit +08:00 offset (so Date.parse is zone-safe). The
 * fields are uint64: an instant before 1970 would wrap around to the far future, so it is refused here (the data
 * check refuses such a date first, src/schema/dates.ts).
 */
export function posixSeconds(instant: string | Date): number {
  const seconds = Math.floor((typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) / 1000);
  if (!Number.isSafeInteger(seconds) || seconds < 0) {
    throw new RangeError(`GTFS-Realtime cannot carry the instant ${typeof instant === 'string' ? instant : instant.getTime()} (${seconds} s since 1970)`);
  }
  return seconds;
}

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 } as const;

/**
 * A delay in seconds as GTFS-Realtime carries it: int32, which protobuf wraps silently past ±2^31 s (68 years) — a
 * 2099 departure of a 2026 sailing came out 63 years early. Refused here; the data check bounds delays far inside it
 * (status_delay_too_long), so this throws only on a bug.
 */
export function int32Seconds(seconds: number): number {
  if (!Number.isInteger(seconds) || seconds < INT32.min || seconds > INT32.max) {
    throw new RangeError(`GTFS-Realtime cannot carry the delay ${seconds} s (int32)`);
  }
  return seconds;
}

/** A FULL_DATASET message of `entity` as of `now`: a consumer replaces everything it had. */
export function fullDataset(entity: Rt.IFeedEntity[], now: Date): Rt.IFeedMessage {
  return {
    header: { gtfsRealtimeVersion: GTFS_REALTIME_VERSION, incrementality: rt.FeedHeader.Incrementality.FULL_DATASET, timestamp: posixSeconds(now) },
    entity,
  };
}

/** The protobuf bytes. Throws on a message the schema refuses (a bug in its builder, not a data problem). */
export function encodeFeed(message: Rt.IFeedMessage, what: string): Uint8Array {
  const problem = rt.FeedMessage.verify(message);
  if (problem) throw new Error(`GTFS-Realtime ${what} message is invalid: ${problem}`);
  return new Uint8Array(rt.FeedMessage.encode(message).finish());
}

/**
 * The debugging twin (alerts.json, trip-updates.json): the bytes decoded again and written in protobuf's JSON mapping
 * (camelCase fields, enum names, 64-bit numbers as strings), so it shows exactly what the .pb holds.
 */
export function feedJson(bytes: Uint8Array): string {
  return `${JSON.stringify(rt.FeedMessage.decode(bytes).toJSON(), null, 2)}\n`;
}
