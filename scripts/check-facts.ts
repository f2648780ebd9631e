/**
 * npm run check:facts [-- <words>] [--dir dist] [--json] [--quiet]
 *
 * Does the built site agree with itself? Reads every page of dist/ as a visitor without JavaScript sees it, lists
 * each fact (a route's fare, days, travel time, a "from" fare, a count, a policy figure) with the figure every page
 * shows and the pages that show it, and fails (exit 1) when one fact shows two figures, when a disputed fact is not
 * shown in the same disputed form everywhere, or when a "from ₱…", a frequency badge or a sentence's "N times a week"
 * disagrees with the fact it summarises, a sailing at one of several times is not one figure "A or B", a table row
 * lists a disputed day list apart from its times, or a Book Tickets link names a place by an id or a route's places
 * two ways (scripts/facts/judge.ts). `npm test` runs it.
 *
 * It is also the answer to "where is this figure shown?": `npm run check:facts -- manila-cebu` lists only the facts
 * whose id contains the words.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { factsShown, linksShown } from './facts/read';
import { judge, type LinkOccurrence, type Occurrence } from './facts/judge';
import { filesUnder } from './lib/files';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const dir = option('--dir') ?? 'dist';
const json = args.includes('--json');
// --quiet (npm test): the table only when something is wrong.
const quiet = args.includes('--quiet');
const filter = args.filter((a) => !a.startsWith('--')).join(' ');

/** "dist/destinations/cebu.html" → "/destinations/cebu". */
function pagePath(file: string): string {
  const path = `/${relative(dir, file).replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path;
}

const pages = filesUnder(dir).filter((file) => file.endsWith('.html')).map((file) => ({ html: readFileSync(file, 'utf8'), page: pagePath(file) }));
const occurrences: Occurrence[] = pages.flatMap(({ html, page }) => factsShown(html).map((shown) => ({ ...shown, page })));
const links: LinkOccurrence[] = pages.flatMap(({ html, page }) => linksShown(html).map((link) => ({ ...link, page })));
const { rows, problems } = judge(occurrences, links);
const shown = filter ? rows.filter((r) => r.fact.includes(filter)) : rows;

if (quiet && problems.length === 0) {
  // nothing to list
} else if (json) {
  console.log(JSON.stringify({ facts: shown, problems }, null, 2));
} else {
  const width = Math.min(40, Math.max(...shown.map((r) => r.fact.length), 4));
  for (const row of shown) {
    row.figures.forEach((f, i) => {
      const name = i === 0 ? row.fact.padEnd(width) : ' '.repeat(width);
      console.log(`${name}  ${f.figure}${f.disputed ? '  [disputed]' : ''}  — ${f.pages.length} page${f.pages.length === 1 ? '' : 's'}: ${f.pages.join(', ')}`);
    });
  }
  const pageCount = new Set(occurrences.map((o) => o.page)).size;
  console.log(`\n${shown.length} facts${filter ? ` matching "${filter}"` : ''} (of ${rows.length}) shown ${occurrences.length} times on ${pageCount} pages`);
  for (const p of problems) console.error(`problem: ${p}`);
}
if (problems.length > 0) {
  console.error(`check:facts: ${problems.length} problem${problems.length === 1 ? '' : 's'} — the site shows two figures for one fact`);
  process.exit(1);
}
if (!json) console.log('check:facts: every fact shows one figure on every page (or the same disputed form)');
