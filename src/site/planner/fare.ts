/**
 * What each planner option costs. A leg shows its own fare (its timetable row's, else its route's), its route's
 * disputed fare in the disputed form every page uses, or that none is published. An option adds its legs' ranges
 * when every leg has one; otherwise it says "from" the sum of the lowest fares known, and each leg shows its own.
 */
import { lowestFare } from '../../graph/figure';
import type { Figure, PesoRange } from '../../graph/types';

export type LegFare = { range: PesoRange } | { route: string; disputed: Figure<PesoRange> } | null;

/** A leg's fare: `fare` is the trip's (null when none is stated or its route's is disputed); `disputed` the page's disputed route fares. */
export function legFare(fare: PesoRange | null, route: string, disputed: Readonly<Record<string, Figure<PesoRange>>>): LegFare {
  if (fare) return { range: fare };
  const figure = disputed[route];
  return figure ? { route, disputed: figure } : null;
}

export type OptionFare = { total: PesoRange } | { from: number } | null;

/** The option's fare: the sum of the legs' ranges, "from" the lowest fares known, or null when no leg's is known. */
export function optionFare(legs: readonly LegFare[]): OptionFare {
  if (legs.every((l) => l !== null && 'range' in l)) {
    return { total: legs.reduce((sum, l) => ({ min: sum.min + l!.range.min, max: sum.max + l!.range.max }), { min: 0, max: 0 }) };
  }
  if (legs.every((l) => l === null)) return null;
  return { from: legs.reduce((sum, l) => sum + (l === null ? 0 : 'range' in l ? l.range.min : lowestFare(l.disputed)), 0) };
}
