import { severityOf, type Code } from './codes';
import type { Finding, Loc, Path } from './types';

/** Builds a Finding; the severity always comes from the code table. */
export function finding(code: Code, at: Loc, message: string, context: Record<string, unknown>, related?: Loc[]): Finding {
  const result: Finding = { code, severity: severityOf(code), at, message, context };
  if (related && related.length > 0) result.related = related;
  return result;
}

/** `timetables[0].trips[2].arr` */
export function formatPath(path: Path): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out;
}

/** "₱2,479" */
export function pesos(amount: number): string {
  return `₱${amount.toLocaleString('en-US')}`;
}

export function pesoRangeText(range: { min: number; max: number }): string {
  return range.min === range.max ? pesos(range.min) : `${pesos(range.min)}–${pesos(range.max)}`;
}

/** 1230 minutes → "20.5 h"; a range → "20–22 h". */
export function hoursText(minutes: { min: number; max: number } | number): string {
  const h = (m: number) => String(Math.round((m / 60) * 10) / 10);
  if (typeof minutes === 'number') return `${h(minutes)} h`;
  return minutes.min === minutes.max ? `${h(minutes.min)} h` : `${h(minutes.min)}–${h(minutes.max)} h`;
}

/** The closest candidate by edit distance, when it is close enough to be a plausible typo. */
export function nearest(word: string, candidates: Iterable<string>): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance || (d === bestDistance && best !== null && candidate < best)) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : null;
}

export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
