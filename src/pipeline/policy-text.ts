/**
 * A policy's text names its figures instead of typing them: "Economy fares start from about ₱{economyFromPesos}"
 * with `values: { economyFromPesos: 800 }`. The pipeline renders the text from the values, so the figure a
 * traveller reads is the figure the checks compare with the data — and a resolved decision that changes the value
 * (data/decisions.yaml) changes the sentence too. Numbers are written with thousands separators; a range typed
 * "2-3" with the en dash every page uses ("2–3"); a few claim keys have words of their own (FORMATS).
 */
import { enDash, timesAWeek } from '../graph/sailing-days';

type Values = Readonly<Record<string, number | string>>;

/** `{name}`: letters and digits, starting with a letter — the shape of a values key. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The keys a text names, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}


/** Claim keys whose figure reads as words rather than a bare number. */
const FORMATS: Readonly<Record<string, (value: number | string) => string>> = {
  mostRoutesTimesPerWeek: timesAWeek,
};

export function formatValue(key: string, value: number | string): string {
  const format = FORMATS[key];
  if (format) return format(value);
  return typeof value === 'number' ? value.toLocaleString('en-US') : enDash(value);
}

/**
 * The text with every `{key}` of its values filled in, in parts, each filled-in figure apart, so a page can mark it
 * as the fact it states. An unknown key stays as written (policy-text reports it).
 */
export function policyParts(text: string, values: Values): ({ text: string } | { key: string; figure: string })[] {
  const parts: ({ text: string } | { key: string; figure: string })[] = [];
  let at = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    const key = m[1]!;
    if (!Object.prototype.hasOwnProperty.call(values, key)) continue;
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ key, figure: formatValue(key, values[key]!) });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
