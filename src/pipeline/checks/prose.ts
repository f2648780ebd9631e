/**
 * Reading figures out of sentences, for the checks that compare what prose says about the network with the data
 * (count-claims, frequency-claims, duration-claims). Deliberately narrow: a figure is read only in a phrase that
 * says what it counts ("19 destinations", "six days a week", "38 hours"), so ordinary numbers in the copy
 * ("3,003 steps", "built in 1756") are never mistaken for claims. A figure a sentence binds ({weekly:manila-cebu},
 * graph/prose-facts.ts) is the fact itself: readers skip it.
 */
import { blankBindings } from '../../graph/prose-facts';
import type { Path } from '../types';

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/**
 * A number written as digits ("19", "8,000") or English words up to ninety-nine ("Nineteen", "twenty-one").
 * @internal Exported for tests: tests/maintainer/maintainer.ts finds a claim's figure as the checks read it.
 */
export const NUMBER = String.raw`(?:\d[\d,]*|(?:${TENS.slice(2).join('|')})(?:[- ](?:${UNITS.slice(1, 10).join('|')}))?|${UNITS.slice().reverse().join('|')})`;

function parseNumber(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (/^\d[\d,]*$/.test(t)) return Number(t.replace(/,/g, ''));
  const unit = UNITS.indexOf(t);
  if (unit >= 0) return unit;
  const [tens, ones] = t.split(/[- ]/);
  const ten = TENS.indexOf(tens ?? '');
  if (ten < 2) return null;
  if (ones === undefined) return ten * 10;
  const one = UNITS.indexOf(ones);
  return one >= 1 && one <= 9 ? ten * 10 + one : null;
}

/** Each match of `pattern` in the text, bindings blanked, whose group `group` reads as a number, with that number. */
function numbered(text: string, pattern: RegExp, group = 1): { m: RegExpExecArray; value: number }[] {
  return [...blankBindings(text).matchAll(pattern)].flatMap((m) => {
    const value = parseNumber(m[group]!);
    return value === null ? [] : [{ m, value }];
  });
}

/** A figure in a sentence: the phrase as written, what it says, and where it starts. */
export interface ProseFigure {
  phrase: string;
  value: number;
  index: number;
}

/**
 * Sailings a week in a phrase: "daily", "every day" (7), "weekly", "once a week" (1), "twice a week" (2),
 * "six days a week", "three evening departures a week", "4 times per week".
 */
export function frequencyPhrases(text: string): ProseFigure[] {
  const counted = new RegExp(String.raw`\b(${NUMBER})\s+(?:[a-z-]+\s+){0,2}?(?:days?|times|departures|sailings|trips|crossings|voyages)\s+(?:a|per|each)\s+week\b`, 'gi');
  const out: ProseFigure[] = numbered(text, counted).map(({ m, value }) => ({ phrase: m[0], value, index: m.index }));
  text = blankBindings(text);
  // "twice weekly" before "weekly", so the one phrase is read once.
  const fixed: [RegExp, number][] = [
    [/\b(?:daily|every\s+day)\b/gi, 7],
    [/\btwice\s+(?:a|per|each)\s+week\b|\btwice\s+weekly\b/gi, 2],
    [/\b(?:weekly|once\s+(?:a|per|each)\s+week)\b/gi, 1],
  ];
  for (const [pattern, value] of fixed) {
    for (const m of text.matchAll(pattern)) {
      // "twice weekly" is one phrase, not "twice" and "weekly".
      if (value === 1 && out.some((f) => f.index <= m.index && m.index < f.index + f.phrase.length)) continue;
      out.push({ phrase: m[0], value, index: m.index });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Counts of a noun: "Nineteen ferry destinations", "the six main ports" → [{ value, noun }]. */
export function countPhrases(text: string, nouns: readonly string[]): (ProseFigure & { noun: string })[] {
  const pattern = new RegExp(String.raw`\b(${NUMBER})\s+(?:[a-z-]+\s+){0,2}?(${nouns.join('|')})\b`, 'gi');
  return numbered(text, pattern).map(({ m, value }) => ({ phrase: m[0], value, index: m.index, noun: m[2]!.toLowerCase() }));
}

/** Hours in a phrase: "38 hours", "2-3 hours", "1-1.5 hrs", "a 10-hour crossing" → the span in hours. */
export function hourPhrases(text: string): (ProseFigure & { max: number })[] {
  text = blankBindings(text);
  const out: (ProseFigure & { max: number })[] = [];
  const pattern = /\b(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?[\s-]*(?:hours?|hrs?|h)\b/gi;
  for (const m of text.matchAll(pattern)) {
    const min = Number(m[1]);
    out.push({ phrase: m[0], value: min, max: m[2] === undefined ? min : Number(m[2]), index: m.index });
  }
  return out;
}

/** Keys whose values are not sentences: ids, references, links, images, sources and search words. */
const NOT_PROSE = new Set([
  'id', 'slug', 'source', 'src', 'alt', 'image', 'to', 'href', 'tel', 'mapsQuery', 'aliases', 'icon', 'badgeColor',
  'date', 'from', 'until', 'topic', 'policy', 'port', 'timetables', 'tags', 'columns', 'layout', 'structuredDataType',
  'logo', 'baseUrl', 'bookingHost', 'feed', 'coordinates', 'values',
  // A timetable's rows hold times and days, never sentences (a large network has a hundred thousand of them).
  'trips',
]);

/** Every sentence-like string in a value, with its path (keys in NOT_PROSE are skipped with everything under them). */
export function proseStrings(value: unknown, path: Path = []): { text: string; path: Path }[] {
  if (typeof value === 'string') return [{ text: value, path }];
  if (Array.isArray(value)) return value.flatMap((v, i) => proseStrings(v, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => (NOT_PROSE.has(key) ? [] : proseStrings(v, [...path, key])));
  }
  return [];
}

/** How many people a cabin takes, as a description says it: "for two", "up to eight", "six berths", "60 passengers". */
export function capacityPhrases(text: string): ProseFigure[] {
  const patterns = [
    new RegExp(String.raw`\b(?:for|sleeps|by)\s+(?:up\s+to\s+)?(${NUMBER})\b(?!\s*(?:hours?|minutes?|days?|nights?|kg|%))`, 'gi'),
    new RegExp(String.raw`\bup\s+to\s+(${NUMBER})\b(?!\s*(?:hours?|minutes?|days?|nights?|kg|%))`, 'gi'),
    new RegExp(String.raw`\b(${NUMBER})\s+(?:berths|bunks|passengers|people|guests|persons)\b`, 'gi'),
  ];
  const out: ProseFigure[] = [];
  for (const pattern of patterns) {
    for (const { m, value } of numbered(text, pattern)) {
      const start = m.index + m[0].indexOf(m[1]!);
      // "for up to eight passengers" is one figure, however many patterns read it.
      if (!out.some((f) => f.index === start)) out.push({ phrase: m[0], value, index: start });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

const SAILING_WORD = /\b(?:sail\w*|departures?|crossings?|voyages?|ferr(?:y|ies)|ships?|boats?|trips?)\b/i;

/** Frequency phrases that are about sailings: a sailing word within a few words ("daily sailings", "sails weekly"). */
export function sailingFrequencyPhrases(text: string): ProseFigure[] {
  return frequencyPhrases(text).filter((f) => {
    const around = text.slice(Math.max(0, f.index - 20), f.index + f.phrase.length + 20);
    return SAILING_WORD.test(around);
  });
}

/** The parts of the day a sentence may give a departure by, as minutes of the day [from, to) (night wraps midnight). */
const DAYPARTS: Record<string, [number, number][]> = {
  'pre-dawn': [[0, 6 * 60]],
  'early-morning': [[0, 9 * 60]],
  morning: [[5 * 60, 12 * 60]],
  midday: [[11 * 60, 14 * 60]],
  noon: [[11 * 60, 14 * 60]],
  'late-afternoon': [[15 * 60, 19 * 60]],
  afternoon: [[12 * 60, 18 * 60]],
  evening: [[17 * 60, 23 * 60]],
  night: [[19 * 60, 24 * 60], [0, 5 * 60]],
};

/** Words that make a clause about ferries leaving (not tours, climbs or traffic). */
const DEPARTURE_NOUN = /\b(?:sail\w*|departures?|crossings?|ferr(?:y|ies)|ships?|boats?|voyages?)\b/i;

/** A time a sentence gives for departures: when, and whether it is the first or the last of the day. */
export interface ClockPhrase {
  phrase: string;
  index: number;
  /** The minutes of the day it allows, [from, to) ranges; one minute for a clock time. */
  ranges: [number, number][];
  which: 'first' | 'last' | 'any';
}

/**
 * Clock times ("at 5:00 PM", "5 pm", "midnight") and parts of the day ("evening departures", "leave in the
 * afternoon", "early-morning sailings") in clauses about ferries leaving, with "last" or "first" when the clause says
 * which departure it means. Read per clause (split at . ; ! ?), so a time in one clause is not taken for another's.
 */
export function clockPhrases(text: string): ClockPhrase[] {
  text = blankBindings(text);
  const out: ClockPhrase[] = [];
  // Clauses end at . ; ! ? followed by a space or the end ("5 p.m." and "1.5" stay whole).
  const clause = /(?:[^.;!?]|[.!?](?=\S))+/g;
  for (const c of text.matchAll(clause)) {
    const words = c[0];
    if (!DEPARTURE_NOUN.test(words)) continue;
    const which = /\blast\b|\blatest\b/i.test(words) ? 'last' : /\bfirst\b|\bearliest\b/i.test(words) ? 'first' : 'any';
    const times = /\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b\.?|\b(midnight)\b/gi;
    for (const m of words.matchAll(times)) {
      let minute: number;
      if (m[4]) minute = 0;
      else {
        const h = Number(m[1]) % 12 + (m[3]!.toLowerCase() === 'p' ? 12 : 0);
        minute = h * 60 + Number(m[2] ?? 0);
      }
      out.push({ phrase: m[0], index: c.index + m.index, ranges: [[minute, minute + 1]], which });
    }
    const parts = /\b(pre-dawn|early[- ]morning|late[- ]afternoon|morning|midday|noon|afternoon|evening|night)\b/gi;
    for (const m of words.matchAll(parts)) {
      out.push({ phrase: m[0], index: c.index + m.index, ranges: DAYPARTS[m[1]!.toLowerCase().replace(' ', '-')]!, which });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Peso figures ("from ₱1,200", "₱250–₱400") that are fares: fees and deposits are left alone. */
export function pesoPhrases(text: string): (ProseFigure & { max: number; from: boolean })[] {
  text = blankBindings(text);
  const out: (ProseFigure & { max: number; from: boolean })[] = [];
  const pattern = /(\bfrom\s+)?₱\s?(\d[\d,]*)(?:\s*(?:–|-|to)\s*₱?\s?(\d[\d,]*))?/gi;
  for (const m of text.matchAll(pattern)) {
    const around = text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 25);
    if (/\bfees?\b|\bdeposit\b|\bfine\b/i.test(around)) continue;
    const min = Number(m[2]!.replace(/,/g, ''));
    out.push({ phrase: m[0], value: min, max: m[3] ? Number(m[3].replace(/,/g, '')) : min, index: m.index, from: Boolean(m[1]) });
  }
  return out;
}

/** An age a passenger rule turns on: "children under 3", "infants below 2 years old", "minors under 18". */
export function agePhrases(text: string): (ProseFigure & { who: 'children' | 'minors' })[] {
  const pattern = new RegExp(String.raw`\b(children|child|kids|infants|babies|minors)\s+(?:aged\s+)?(?:under|below|younger\s+than)\s+(?:the\s+age\s+of\s+)?(${NUMBER})\b`, 'gi');
  return numbered(text, pattern, 2).map(({ m, value }) => ({ phrase: m[0], value, index: m.index, who: m[1]!.toLowerCase() === 'minors' ? 'minors' : 'children' }));
}

/** "this year", "next year", "last year" (and "This Year's"): a year that changes with the day it is read. */
export function relativeYearPhrases(text: string): { phrase: string; index: number }[] {
  text = blankBindings(text);
  return [...text.matchAll(/\b(?:this|next|last)\s+year\b/gi)].map((m) => ({ phrase: m[0], index: m.index }));
}
