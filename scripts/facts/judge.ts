/**
 * Does the built site agree with itself? One fact, one figure: every page that shows a fact shows the same text,
 * and a disputed fact is marked disputed everywhere (the same "A or B" form). Two relations are checked across facts:
 * a "from ₱N" summarising a route's fare is the lowest amount that fare shows (one rule for "from"), and a route's
 * frequency badge counts the days its day list shows.
 */
import type { Shown } from './read';

export interface Occurrence extends Shown { page: string }

export interface FactRow {
  fact: string;
  /** Distinct figures shown, each with the pages that show it (one entry when the site agrees with itself). */
  figures: { figure: string; disputed: boolean; pages: string[] }[];
}

export interface Judgement {
  rows: FactRow[];
  problems: string[];
}

const amounts = (text: string) => [...text.matchAll(/₱\s?([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** "Mon, Wed–Fri" → 4; "Daily" → 7; null when the text is not a day list. */
export function dayCount(text: string): number | null {
  if (text === 'Daily') return 7;
  let n = 0;
  for (const part of text.split(/,\s*/)) {
    const [a, b] = part.split('–');
    const i = DAYS.indexOf(a!);
    const j = b === undefined ? i : DAYS.indexOf(b);
    if (i < 0 || j < 0 || j < i) return null;
    n += j - i + 1;
  }
  return n;
}

/** "Daily" → 7, "6x/week" → 6, "Weekly" → 1. */
function badgeCount(text: string): number | null {
  if (text === 'Daily') return 7;
  if (text === 'Weekly') return 1;
  const m = /^(\d)x\/week$/.exec(text);
  return m ? Number(m[1]) : null;
}

export function judge(occurrences: readonly Occurrence[]): Judgement {
  const byFact = new Map<string, Map<string, { disputed: boolean; pages: Set<string> }>>();
  for (const o of occurrences) {
    const figures = byFact.get(o.fact) ?? byFact.set(o.fact, new Map()).get(o.fact)!;
    const key = `${o.disputed ? 'disputed' : 'one'}|${o.figure}`;
    const entry = figures.get(key) ?? figures.set(key, { disputed: o.disputed, pages: new Set() }).get(key)!;
    entry.pages.add(o.page);
  }
  const rows: FactRow[] = [...byFact].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([fact, figures]) => ({
    fact,
    figures: [...figures].map(([key, v]) => ({ figure: key.slice(key.indexOf('|') + 1), disputed: v.disputed, pages: [...v.pages].sort() })),
  }));

  const problems: string[] = [];
  const where = (f: FactRow['figures'][number]) => `"${f.figure}"${f.disputed ? ' (disputed)' : ''} on ${f.pages.join(', ')}`;
  for (const row of rows) {
    if (row.figures.length > 1) problems.push(`${row.fact} shows ${row.figures.length} figures: ${row.figures.map(where).join('; ')}`);
  }
  const one = new Map(rows.filter((r) => r.figures.length === 1).map((r) => [r.fact, r.figures[0]!]));
  for (const [fact, shown] of one) {
    const [kind, id] = [fact.slice(0, fact.indexOf(':')), fact.slice(fact.indexOf(':') + 1)];
    if (kind === 'from' && !id.startsWith('destination/')) {
      const fare = one.get(`fare:${id}`);
      if (!fare) continue;
      const lowest = Math.min(...amounts(fare.figure));
      const [amount] = amounts(shown.figure);
      if (amount !== lowest) problems.push(`${fact} says ${shown.figure} on ${shown.pages.join(', ')}, but the lowest fare of fare:${id} is ₱${lowest.toLocaleString('en-US')} (${where(fare)})`);
      if (fare.disputed !== shown.disputed) problems.push(`${fact} is ${shown.disputed ? '' : 'not '}marked disputed, but fare:${id} is ${fare.disputed ? '' : 'not '}(${where(fare)})`);
    }
    if (kind === 'frequency') {
      const days = one.get(`days:${id}`);
      if (!days) continue;
      const counts = days.figure.split(' or ').map(dayCount);
      const badges = shown.figure.split(' or ').map(badgeCount);
      if (counts.join() !== badges.join()) problems.push(`${fact} says ${shown.figure} on ${shown.pages.join(', ')}, but days:${id} shows ${days.figure} (${where(days)})`);
    }
  }
  return { rows, problems };
}
