/**
 * Peso amounts as travellers read them: "₱2,479", and ranges "₱2,479–₱2,908" (en dash, no spaces).
 * Grouping is done by hand, not Intl, so the build (Node's ICU) and the browser cannot disagree at hydration.
 */
import type { PesoRange } from './types';

const PESO_SIGN = '₱';

/** 2479 → "2,479". Whole pesos only (the schema stores integers). */
function groupThousands(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(amount)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 2479 → "₱2,479". */
export function formatPeso(amount: number): string {
  return `${PESO_SIGN}${groupThousands(amount)}`;
}

/** { 2479, 2908 } → "₱2,479–₱2,908"; a range with min = max reads as one amount. */
export function formatPesoRange(range: PesoRange): string {
  if (range.min === range.max) return formatPeso(range.min);
  return `${formatPeso(range.min)}–${formatPeso(range.max)}`;
}

/** The words a screen reader should hear for a range: "₱2,479 to ₱2,908" (an en dash is often read as nothing). */
export function spokenPesoRange(range: PesoRange): string {
  if (range.min === range.max) return formatPeso(range.min);
  return `${formatPeso(range.min)} to ${formatPeso(range.max)}`;
}

/** The smallest and largest amount over several ranges, or null when there are none. */
export function spanOfRanges(ranges: readonly (PesoRange | null | undefined)[]): PesoRange | null {
  let min = Infinity;
  let max = -Infinity;
  for (const r of ranges) {
    if (!r) continue;
    min = Math.min(min, r.min);
    max = Math.max(max, r.max);
  }
  return min === Infinity ? null : { min, max };
}
