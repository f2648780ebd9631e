/**
 * The GTFS files this feed publishes and, per file, the fields in header order with their GTFS type and whether
 * our feed promises them. One table drives both sides: the writer takes its header order from here and the
 * validator checks every value against it, so the two cannot drift apart.
 * Reference: https://gtfs.org/documentation/schedule/reference/ (field types as named there).
 */
type FieldType =
  | 'id' | 'text' | 'url' | 'timezone' | 'language' | 'phone' | 'latitude' | 'longitude' | 'time' | 'date'
  | 'enum' | 'price' | 'currency' | 'integer';

export interface FieldSpec {
  name: string;
  type: FieldType;
  /** Required by GTFS, or conditionally required and always written by this feed. */
  required: boolean;
  /** Allowed values of an `enum` field. */
  values?: readonly number[];
}

const f = (name: string, type: FieldType, required = true, values?: readonly number[]): FieldSpec =>
  (values ? { name, type, required, values } : { name, type, required });
const BOOL = [0, 1] as const;
const PICKUP = [0, 1, 2, 3] as const;
/** Basic route types (GTFS reference) — this feed writes 4 (ferry) only; the validator accepts the spec's set. */
const ROUTE_TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 11, 12] as const;

export const FEED_FILES = {
  'agency.txt': [
    f('agency_id', 'id'), f('agency_name', 'text'), f('agency_url', 'url'), f('agency_timezone', 'timezone'),
    f('agency_lang', 'language', false), f('agency_phone', 'phone', false),
  ],
  'stops.txt': [
    f('stop_id', 'id'), f('stop_name', 'text'), f('stop_desc', 'text', false), f('stop_lat', 'latitude'),
    f('stop_lon', 'longitude'), f('stop_url', 'url', false),
  ],
  'routes.txt': [
    f('route_id', 'id'), f('agency_id', 'id'), f('route_short_name', 'text', false), f('route_long_name', 'text'),
    f('route_desc', 'text', false), f('route_type', 'enum', true, ROUTE_TYPES), f('route_url', 'url', false),
  ],
  'trips.txt': [
    f('route_id', 'id'), f('service_id', 'id'), f('trip_id', 'id'), f('trip_headsign', 'text', false),
  ],
  'stop_times.txt': [
    f('trip_id', 'id'), f('arrival_time', 'time'), f('departure_time', 'time'), f('stop_id', 'id'),
    f('stop_sequence', 'integer'), f('pickup_type', 'enum', false, PICKUP), f('drop_off_type', 'enum', false, PICKUP),
    f('timepoint', 'enum', false, BOOL),
  ],
  'calendar.txt': [
    f('service_id', 'id'), f('monday', 'enum', true, BOOL), f('tuesday', 'enum', true, BOOL),
    f('wednesday', 'enum', true, BOOL), f('thursday', 'enum', true, BOOL), f('friday', 'enum', true, BOOL),
    f('saturday', 'enum', true, BOOL), f('sunday', 'enum', true, BOOL), f('start_date', 'date'), f('end_date', 'date'),
  ],
  'fare_attributes.txt': [
    f('fare_id', 'id'), f('price', 'price'), f('currency_type', 'currency'), f('payment_method', 'enum', true, BOOL),
    f('transfers', 'enum', true, [0, 1, 2]), f('agency_id', 'id'),
  ],
  'fare_rules.txt': [f('fare_id', 'id'), f('route_id', 'id')],
  'feed_info.txt': [
    f('feed_publisher_name', 'text'), f('feed_publisher_url', 'url'), f('feed_lang', 'language'),
    f('feed_start_date', 'date'), f('feed_end_date', 'date'), f('feed_version', 'text'),
  ],
} as const satisfies Record<string, readonly FieldSpec[]>;

export type FeedFileName = keyof typeof FEED_FILES;

/** Files every feed of ours has; the two fare files appear only when the data has fares (and then together). */
export const REQUIRED_FILES: readonly FeedFileName[] = [
  'agency.txt', 'calendar.txt', 'feed_info.txt', 'routes.txt', 'stop_times.txt', 'stops.txt', 'trips.txt',
];

/** Columns whose values must be unique together (GTFS primary keys). */
export const PRIMARY_KEYS: Record<FeedFileName, readonly string[]> = {
  'agency.txt': ['agency_id'],
  'stops.txt': ['stop_id'],
  'routes.txt': ['route_id'],
  'trips.txt': ['trip_id'],
  'stop_times.txt': ['trip_id', 'stop_sequence'],
  'calendar.txt': ['service_id'],
  'fare_attributes.txt': ['fare_id'],
  'fare_rules.txt': ['fare_id', 'route_id'],
  'feed_info.txt': [],
};

/** A value in `file.field` must name an existing row of `target.targetField`. */
export const FOREIGN_KEYS: readonly { file: FeedFileName; field: string; target: FeedFileName; targetField: string }[] = [
  { file: 'routes.txt', field: 'agency_id', target: 'agency.txt', targetField: 'agency_id' },
  { file: 'trips.txt', field: 'route_id', target: 'routes.txt', targetField: 'route_id' },
  { file: 'trips.txt', field: 'service_id', target: 'calendar.txt', targetField: 'service_id' },
  { file: 'stop_times.txt', field: 'trip_id', target: 'trips.txt', targetField: 'trip_id' },
  { file: 'stop_times.txt', field: 'stop_id', target: 'stops.txt', targetField: 'stop_id' },
  { file: 'fare_attributes.txt', field: 'agency_id', target: 'agency.txt', targetField: 'agency_id' },
  { file: 'fare_rules.txt', field: 'fare_id', target: 'fare_attributes.txt', targetField: 'fare_id' },
  { file: 'fare_rules.txt', field: 'route_id', target: 'routes.txt', targetField: 'route_id' },
];
