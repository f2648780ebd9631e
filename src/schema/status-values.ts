/**
 * The values a sailing status may take (data/status.yaml), without zod: the schema (collections.ts), the data check
 * (pipeline/checks/sailing-status.ts) and the browser (src/status/entries.ts, which checks each entry of
 * /status.json as it arrives) read the same lists and bounds, and the browser never loads zod.
 */
export const SAILING_STATES = ['cancelled', 'delayed', 'on-time', 'extra'] as const;
/** Why, as the site words it (src/status/words.ts); a Tropical Cyclone Wind Signal goes with `weather`. */
export const STATUS_REASONS = ['weather', 'maintenance', 'technical', 'strike', 'demand', 'other'] as const;

/**
 * The longest delay a status may announce. A sailing held longer is not "delayed" to a traveller: the operator
 * cancels it and schedules another (state: extra). The bound also keeps each delay far inside GTFS-Realtime's int32
 * seconds (a 2099 departure on a 2026 sailing wrapped to 63 years early there).
 */
export const MAX_DELAY_DAYS = 7;
