/**
 * The values a sailing status may take (data/status.yaml), without zod: the schema (collections.ts) and the browser
 * (src/status/file.ts, which checks /status.json as it arrives) read the same lists, and the browser never loads zod.
 */
export const SAILING_STATES = ['cancelled', 'delayed', 'on-time', 'extra'] as const;
/** Why, as the site words it (src/status/words.ts); a Tropical Cyclone Wind Signal goes with `weather`. */
export const STATUS_REASONS = ['weather', 'maintenance', 'technical', 'strike', 'demand', 'other'] as const;
export type SailingState = (typeof SAILING_STATES)[number];
export type StatusReason = (typeof STATUS_REASONS)[number];
