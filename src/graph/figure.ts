/**
 * Reading a fact's figure (./types.ts Figure): its values, its lowest amount, whether it is disputed. Pages format
 * it (src/site/components/FactFigure.tsx); the pipeline and the GTFS feed read the same values.
 */
import type { Figure, PesoRange } from './types';

/** Every value the figure publishes: the one value, or each option in its fixed order. */
export function figureValues<T>(figure: Figure<T>): T[] {
  return figure.disputed ? figure.options.map((o) => o.value) : [figure.value];
}

/** The one value, or null when the sources dispute it. */
export function settledValue<T>(figure: Figure<T> | null): T | null {
  return figure && !figure.disputed ? figure.value : null;
}

/** Every statement behind the figure. */
export function figureStatements(figure: Figure<unknown>): string[] {
  return figure.disputed ? figure.options.flatMap((o) => o.statements) : figure.statements;
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
