/**
 * Does the built site agree with itself? One fact, one figure: every page that shows a fact shows the same text,
 * and a disputed fact is marked disputed everywhere (the same "A or B" form). Relations across facts: a "from ₱N"
 * summarising a route's fare is the lowest amount that fare shows (one rule for "from"); a route's frequency badge
 * and the "N times a week" of a sentence count the days its day list shows. The forms:
 * - a sailing at one of several times (`departure:<route>#<row>`) is one figure, "A or B", marked unconfirmed;
 * - a table row pairs one source's days with its times: a disputed day list ("Tue or Mon, Thu, Sat") never stands in
 *   a row, where it would be read against a time by position;
 * - a Book Tickets link names its places in words, never a port id, and a route's links (`data-route`) name both
 *   places, the same on every page.
 */
import type { LinkShown, Shown } from './read';
import { daysPerWeek } from '../../src/vocabulary';

export interface Occurrence extends Shown { page: string }
export interface LinkOccurrence extends LinkShown { page: string }

interface FactRow {
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
function dayCount(text: string): number | null {
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

/** A sentence's days a week: "once a week" → [1]; "3 or 4 times a week" → [3, 4]; "daily" → [7]. */
function weeklyCounts(text: string): (number | null)[] {
  const words: Record<string, number> = { 'once a week': 1, 'twice a week': 2, daily: 7 };
  const many = /^(\d(?: or \d)*) times a week$/.exec(text);
  if (many) return many[1]!.split(' or ').map(Number);
  return text.split(' or ').map((w) => words[w] ?? (/^(\d) times a week$/.exec(w) ? Number(w[0]) : null));
}

/** A port id where a place name belongs ("ozamiz"): lower case and hyphens only. */
const ID_LIKE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function judgeLinks(links: readonly LinkOccurrence[], problems: string[]): void {
  const byRoute = new Map<string, Map<string, Set<string>>>();
  for (const link of links) {
    const params = new URLSearchParams(link.href.slice(link.href.indexOf('?') + 1));
    const [from, to] = [params.get('from'), params.get('to')];
    for (const name of [from, to]) {
      if (name !== null && ID_LIKE.test(name)) problems.push(`a Book Tickets link on ${link.page} names a place by an id, "${name}" (${link.href}): the search panel shows it as typed`);
    }
    if (link.route === null) continue;
    if (from === null || to === null) problems.push(`the Book Tickets link of route ${link.route} on ${link.page} names ${from === null ? 'no From' : 'no To'} (${link.href})`);
    const places = `from=${from ?? ''}&to=${to ?? ''}`;
    const seen = byRoute.get(link.route) ?? byRoute.set(link.route, new Map()).get(link.route)!;
    (seen.get(places) ?? seen.set(places, new Set()).get(places)!).add(link.page);
  }
  for (const [route, seen] of byRoute) {
    if (seen.size > 1) problems.push(`the Book Tickets links of route ${route} name its places ${seen.size} ways: ${[...seen].map(([p, pages]) => `${p} on ${[...pages].sort().join(', ')}`).join('; ')}`);
  }
}

export function judge(occurrences: readonly Occurrence[], links: readonly LinkOccurrence[] = []): Judgement {
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
  for (const o of occurrences) {
    const kind = o.fact.slice(0, o.fact.indexOf(':'));
    if (kind === 'days' && o.disputed && o.inRow) {
      problems.push(`${o.fact} on ${o.page} lists each source's days ("${o.figure}") in a table row, apart from their times: a row must pair one source's days, times and travel time`);
    }
    if (kind === 'departure' && (!o.disputed || !o.figure.includes(' or '))) {
      problems.push(`${o.fact} on ${o.page} shows "${o.figure}"${o.disputed ? '' : ', not marked unconfirmed'}: a sailing at one of several times reads as one figure, "A or B", marked unconfirmed`);
    }
  }
  judgeLinks(links, problems);
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
    if (kind === 'frequency' || kind === 'weekly') {
      const days = one.get(`days:${id}`);
      if (!days) continue;
      const counts = days.figure.split(' or ').map(dayCount);
      const said = kind === 'frequency' ? shown.figure.split(' or ').map((badge) => daysPerWeek(badge)) : weeklyCounts(shown.figure);
      if (counts.join() !== said.join()) problems.push(`${fact} says ${shown.figure} on ${shown.pages.join(', ')}, but days:${id} shows ${days.figure} (${where(days)})`);
    }
  }
  return { rows, problems };
}
