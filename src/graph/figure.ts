/**
 * Reading a fact's figure (./types.ts Figure): its values, its lowest amount, whether it is disputed. Pages format
 * it (src/site/components/Fact.tsx); the pipeline and the GTFS feed read the same values.
 */
import type { Figure, Graph, PesoRange } from './types';

/** Every value the figure publishes: the one value, or each option in its fixed order. */
export function figureValues<T>(figure: Figure<T>): T[] {
  return figure.disputed ? figure.options.map((o) => o.value) : [figure.value];
}

/** The lowest fare a fare figure names: what a "from ₱…" summarising it says (one rule for "from"). */
export function lowestFare(figure: Figure<PesoRange>): number {
  return Math.min(...figureValues(figure).map((r) => r.min));
}

/** The smallest and the largest amount over every option: what a single span (structured data) can say. */
export function fareEnvelope(figure: Figure<PesoRange>): PesoRange {
  const values = figureValues(figure);
  return { min: Math.min(...values.map((r) => r.min)), max: Math.max(...values.map((r) => r.max)) };
}

/**
 * A home-page headline figure as the page prints it: a count the data gives is the data's ("Routes Served" is the
 * ferry routes the site publishes, the count /routes states too), every other figure as typed.
 */
export function headlineFigure(stat: Graph['site']['stats'][number], counts: Graph['counts']): string {
  return stat.measures === 'routes_served' ? String(counts.seaRoutes) : stat.display;
}
