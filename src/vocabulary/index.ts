/**
 * The site's words for its own concepts, each defined once: how a route is travelled (its mode) and the frequency
 * badges of route cards. The schemas, the pipeline, the pages and the scripts import them from here. The pages and
 * the paths that address them are ./pages.ts. This is a base layer: it imports nothing of the project.
 */

/** How a route is travelled, in order of preference: a destination's travel time is its ferry's when it has one. */
export const MODES = ['ferry', 'bus-and-ferry', 'road'] as const;
export type Mode = (typeof MODES)[number];

/** A mode as a label ("Ferry: Batangas → Calapan", a calendar event's title, a planner leg's badge). */
export const MODE_LABEL: Record<Mode, string> = { ferry: 'Ferry', road: 'By road', 'bus-and-ferry': 'Bus and ferry' };

/** A mode after a travel time ("3 hours by road from Puerto Princesa"); a ferry, the rule, goes unsaid. */
export const MODE_MEANS: Record<Mode, string> = { ferry: '', road: ' by road', 'bus-and-ferry': ' by bus and ferry' };

/**
 * Route-card frequency badges. The spec lists "Daily, 6x/week, 4x/week, 3x/week, Weekly": the values its own route
 * cards happen to use, not a closed vocabulary. Two of its routes (Batangas → Puerto Princesa, Batangas → Coron)
 * sail on two days a week in the spec's own hub overview, and no badge of the five says that truthfully, so
 * 5x/week and 2x/week are a documented extension (docs/data.md, "Route cards"). Any badge must still agree with its
 * route's sailing days (route_card_frequency_mismatch); anything else is a schema error.
 */
export const FREQUENCIES = ['Daily', '6x/week', '5x/week', '4x/week', '3x/week', '2x/week', 'Weekly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** The badge for a number of sailing days a week: 7 → "Daily", 6 → "6x/week", 1 → "Weekly". */
export function frequencyLabel(days: number): string {
  if (days >= 7) return 'Daily';
  if (days === 1) return 'Weekly';
  return `${days}x/week`;
}

/** The sailing days a week a badge says ("Daily" → 7, "6x/week" → 6, "Weekly" → 1); null for text that is no badge. */
export function daysPerWeek(badge: Frequency): number;
export function daysPerWeek(badge: string): number | null;
export function daysPerWeek(badge: string): number | null {
  for (let days = 1; days <= 7; days++) if (frequencyLabel(days) === badge) return days;
  return null;
}
