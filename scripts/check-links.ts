/**
 * Link gate over the built site: every internal href/src resolves to a file the static host serves
 * (same rules as scripts/serve.ts: /x → x.html, /x/ → x/index.html), every same-page #fragment has a target,
 * and every link that leaves the site opens in a new tab with rel="noopener noreferrer" and says so. The build made
 * exactly the pages src/vocabulary/pages.ts lists for the graph (and the not-found page), and the feed files it names:
 * data:check judges the data's links against that list.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { candidateFiles } from '../src/offline/host';
import { FEED_PATHS, pagePaths } from '../src/vocabulary/pages';
import { readGraph } from '../src/graph/graph-file.server';
import { filesUnder } from './lib/files';

const dist = process.argv[2] ?? 'dist';
const NEW_TAB_HINT = /opens in a new tab/i;

/** Whether a path of the site is a file the host serves, as scripts/serve.ts finds it (src/offline/host.ts). */
function resolvesTo(pathname: string): boolean {
  const files = candidateFiles(decodeURIComponent(pathname.split(/[?#]/)[0]!)).map((file) => join(dist, file));
  return files.some((file) => existsSync(file) && statSync(file).isFile());
}

const problems: string[] = [];
let internal = 0;
let external = 0;
const htmlFiles = filesUnder(dist).filter((f) => f.endsWith('.html'));
for (const file of htmlFiles) {
  const html = readFileSync(file, 'utf8');
  const page = `/${relative(dist, file)}`;
  for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const url = m[1]!.replaceAll('&amp;', '&');
    if (url.startsWith('#') && url.length > 1 && !html.includes(`id="${url.slice(1)}"`)) {
      problems.push(`${page}: fragment ${url} has no target on the page`);
    }
    if (url.startsWith('/') && !url.startsWith('//')) {
      internal++;
      if (!resolvesTo(url)) problems.push(`${page}: internal link ${url} does not resolve`);
    }
  }
  for (const m of html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)) {
    const attrs = m[1]!;
    const href = /href="([^"]*)"/.exec(attrs)?.[1] ?? '';
    if (!/^https?:\/\//.test(href)) continue;
    external++;
    const rel = (/rel="([^"]*)"/.exec(attrs)?.[1] ?? '').split(/\s+/);
    if (!/target="_blank"/.test(attrs)) problems.push(`${page}: external link ${href} does not open in a new tab`);
    if (!rel.includes('noopener') || !rel.includes('noreferrer')) problems.push(`${page}: external link ${href} lacks rel="noopener noreferrer"`);
    const label = `${m[2]} ${/aria-label="([^"]*)"/.exec(attrs)?.[1] ?? ''} ${/title="([^"]*)"/.exec(attrs)?.[1] ?? ''}`;
    if (!NEW_TAB_HINT.test(label)) problems.push(`${page}: external link ${href} does not say it opens in a new tab`);
  }
}
const graph = readGraph();
const built = htmlFiles.map((f) => `/${relative(dist, f).replace(/(index)?\.html$/, '')}`).filter((p) => p !== '/404').sort();
const listed = pagePaths(graph).sort();
for (const path of built.filter((p) => !listed.includes(p))) problems.push(`${path}: built, but src/vocabulary/pages.ts does not list it (data:check would call a link to it missing)`);
for (const path of listed.filter((p) => !built.includes(p))) problems.push(`${path}: src/vocabulary/pages.ts lists it, but the build made no such page`);
for (const path of FEED_PATHS.filter((p) => !resolvesTo(p))) problems.push(`${path}: src/vocabulary/pages.ts names this feed file, but the build wrote none`);
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\nLink check: ${problems.length} problems`);
  process.exit(1);
}
console.log(`Link check: ${htmlFiles.length} pages, ${internal} internal links resolve, ${external} external links open safely in a new tab`);
