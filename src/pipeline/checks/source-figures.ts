/**
 * source_figure_outdated: a `source` that quotes the page it comes from ("from ₱2,479", "29 hours", "48+ routes")
 * beside the value taken from it (`amount`, `hours`, `value`) must quote that value. A maintainer who changes the
 * value and leaves the quote — the fare went up, the quote still says the old one — leaves a record that
 * contradicts the data; the next reader cannot tell which is right. Only a source's figures of the same kind as
 * the value beside it are compared: pesos with an amount, hours with hours, a count with a value.
 */
import { formatPeso } from '../../graph/money';
import { defineNotices, notice } from '../notices/define';
import { defineCheck } from './define';
import { forEachObject } from './shared';

const notices = defineNotices({
  /** `key`: the value beside the source (amount, hours, value); `quoted`: the figure as the source writes it. */
  source_figure_outdated: notice<{ key: string; quoted: string; figures: string }>({
    severity: 'warning',
    facts: ['file', 'key', 'figures'],
    meaning: 'A source quotes a figure ("from ₱2,479", "29 hours", "48+ routes") that differs from the value beside it (amount, hours, value): the value was changed and the quote kept, so the record contradicts the data.',
    fix: 'Update the quote to what the source says now, or correct the value if the quote is right.',
  }),
});

/** A figure the source quotes: its text as written, and the value or span it says. */
interface Quoted { text: string; min: number; max: number }

const number = (text: string) => Number(text.replace(/,/g, ''));
// Each pattern: `text` the figure as written, `a` its value (`b` the end of a span).
const PESOS = /(?<text>₱\s?(?<a>\d[\d,]*(?:\.\d+)?))/g;
const HOURS = /(?<text>(?<a>\d+(?:\.\d+)?)(?:\s*[-–]\s*(?<b>\d+(?:\.\d+)?))?\s*(?:hours?|hrs?)\b)/gi;
/** A count inside a quote: "48+ routes" (digits, an optional +, then a word). */
const COUNT = /"[^"]*?\b(?<text>(?<a>\d+)\+?\s+[a-z]+)/gi;

function quoted(source: string, pattern: RegExp): Quoted[] {
  return [...source.matchAll(pattern)].map(({ groups }) => ({ text: groups!.text!, min: number(groups!.a!), max: number(groups!.b ?? groups!.a!) }));
}

/** The value beside the source, as a span: a number, or { min, max }. */
function span(value: unknown): { min: number; max: number } | null {
  if (typeof value === 'number') return { min: value, max: value };
  if (value && typeof value === 'object' && typeof (value as { min?: unknown }).min === 'number' && typeof (value as { max?: unknown }).max === 'number') {
    return { min: (value as { min: number }).min, max: (value as { max: number }).max };
  }
  return null;
}

const KINDS = [
  { key: 'amount', pattern: PESOS, words: (v: { min: number }) => formatPeso(v.min) },
  { key: 'hours', pattern: HOURS, words: (v: { min: number; max: number }) => (v.min === v.max ? `${v.min} hours` : `${v.min}–${v.max} hours`) },
  { key: 'value', pattern: COUNT, words: (v: { min: number }) => String(v.min) },
] as const;

export const sourceFigures = defineCheck('source-figures', notices, (ctx, report) => {
  // The files as written: a resolved decision changes a value in the checks' copy, never the quote beside it.
  forEachObject({ ...ctx, data: ctx.published ?? ctx.data }, (file, object, path) => {
    const { source } = object;
    // A decision's source quotes what the decision is about, not a value beside it.
    if (typeof source !== 'string' || path[0] === 'decisions') return;
    for (const kind of KINDS) {
      const value = span(object[kind.key]);
      if (!value) continue;
      const wrong = quoted(source, kind.pattern).find((q) => q.min !== value.min || q.max !== value.max);
      if (!wrong) continue;
      report(notices.source_figure_outdated, { file, path: [...path, 'source'] },
        `the source quotes "${wrong.text}", but the ${kind.key} beside it is ${kind.words(value)} — update the quote if the source now says so, or correct the ${kind.key}`,
        { key: kind.key, quoted: wrong.text, figures: `${wrong.text} vs ${kind.words(value)}` });
    }
  });
});
