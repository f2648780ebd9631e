/**
 * Hostile-data build gate (npm test): builds the site from a copy of data/ in which every free-text value carries
 * script-looking text and string-replacement patterns (`US$$ 5`, `$&`, `$'`, `` $` ``), then checks what a visitor's
 * browser would get:
 *   - docs/testing.md's promise: data that passes `data:check --strict` builds, and every page the graph names
 *     (src/vocabulary/pages.ts) is there, whole — one root element, one <title>, one <main>;
 *   - the hostile text reads as written wherever it shows (text, attributes, JSON-LD and island data): no `$`
 *     pattern was expanded on the way (vite-react-ssg's template insertion, patched: docs/dependency-patches.md);
 *   - the CSP trusts exactly the page's real inline scripts: script hashes in `_headers` == the distinct inline
 *     scripts an HTML parser finds across all pages (none of the hostile text became a hashed "script");
 *   - the hostile text never becomes markup: no executable script (as the parser sees the page) carries it —
 *     breaking out of an attribute, a comment or a JSON-LD block would create one.
 * Which values are free text is found by trying: every string value gets the text, and a value the data check
 * then objects to (an id, a time, a URL, a figure a decision matches on) gets its original back, until the data
 * passes `data:check --strict`. The project's own dist/ and generated/ are never touched.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { EXTRA_SSG_PATHS, pagePaths } from '../src/vocabulary/pages';
import { manilaDate } from '../src/time';
import { runPipeline } from '../src/pipeline/run';
import { buildInstant } from '../src/time/build-instant';
import { copyProject } from './lib/copy-project';
import { filesUnder } from './lib/files';
import { failingNotices, poisonValues, settlePoison, type Failing } from './lib/poison-data';
import { sha256Base64 } from './postbuild/html';
import { GRAPH_PATH, readGraph } from '../src/graph/graph-file.server';

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];

const MARK = 'alert(document.domain)';
/** What String.prototype.replace would expand: `$$` → `$`, `$&` → the match, `` $` `` / `$'` → the text around it. */
const DOLLARS = "US$$ 5, the $& mark, $' and $` and $1 $<x>";
const HOSTILE = ` ${DOLLARS} <script>${MARK}</script></script><!-- "' --> `;
/** How every copy of the hostile text that reaches a page must read, up to the mark (a clipped one may end early). */
const INTACT = `${DOLLARS} <script>${MARK}`;
/**
 * Keys of prose: text a maintainer writes and the site shows as such. Names and titles stay as they are: the data
 * cross-checks them (route cards, decisions' facts), and a poisoned copy would only measure those checks.
 */
const PROSE = /^(description|body|answer|question|intro|summary|text|tagline|excerpt|note|notes|caption|alt|subtitle|lead|content|message|brand|paragraphs|details|tip|tips)$/i;

const work = mkdtempSync(join(tmpdir(), 'hostile-build-'));
const project = join(work, 'project');

/** Prose of every data file but decisions.yaml (its facts and reasons are the decisions' own). */
const select = (keys: readonly string[], file: string) => PROSE.test(keys.at(-1) ?? '') && !file.endsWith('decisions.yaml');

/** Every notice that fails a strict data check (errors, and warnings no decision covers). */
function failing(): Failing[] {
  // In-process: the same pipeline `npm run data:check` runs, without a process per round.
  return failingNotices(runPipeline({ dataDir: join(project, 'data'), buildDate: manilaDate(buildInstant()) }).notices);
}

/**
 * Every string a reader or a machine gets from the page: text outside scripts, attribute values, and the string
 * values of its JSON blocks (JSON-LD, island data), as the parser and JSON.parse read them; and the scripts the
 * browser would run, found by the HTML parser here rather than by the postbuild code under test, so a postbuild that
 * hashes the wrong things cannot also count the wrong things.
 */
function readPage(html: string): { strings: string[]; scripts: string[]; roots: number; titles: number; mains: number } {
  const strings: string[] = [];
  const scripts: string[] = [];
  let roots = 0;
  let titles = 0;
  let mains = 0;
  const jsonStrings = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(jsonStrings);
    else if (value && typeof value === 'object') Object.values(value).forEach(jsonStrings);
  };
  const walk = (node: Node) => {
    if ('tagName' in node) {
      for (const a of node.attrs) strings.push(a.value);
      if (node.attrs.some((a) => a.name === 'id' && a.value === 'root')) roots += 1;
      if (node.tagName === 'title') titles += 1;
      if (node.tagName === 'main') mains += 1;
      if (node.tagName === 'script') {
        const text = node.childNodes.map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterMap['textNode']).value : '')).join('');
        const attr = (name: string) => node.attrs.find((a) => a.name === name)?.value;
        if (/json/.test(attr('type') ?? '')) jsonStrings(JSON.parse(text));
        const type = (attr('type') ?? '').trim().toLowerCase();
        if (attr('src') === undefined && ['', 'module', 'text/javascript', 'application/javascript'].includes(type)) scripts.push(text);
        return;
      }
    }
    if (node.nodeName === '#text') strings.push((node as DefaultTreeAdapterMap['textNode']).value);
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parse(html));
  return { strings, scripts, roots, titles, mains };
}

/** The checks of the built site (see the top); the problems found, in one list. */
function checkSite(poisoned: number): string[] {
  const dist = join(project, 'dist');
  const problems: string[] = [];
  const inlineScripts = new Set<string>();
  const pages = filesUnder(dist).filter((file) => file.endsWith('.html'));
  const graph = readGraph(join(project, GRAPH_PATH));
  const built = new Set(pages.map((page) => `/${relative(dist, page).replace(/(index)?\.html$/, '')}`.replace(/(.)\/$/, '$1')));
  for (const path of [...pagePaths(graph), ...EXTRA_SSG_PATHS]) if (!built.has(path)) problems.push(`${path}: the build made no page for it`);
  let carriers = 0;
  let spelled = 0;
  let intact = 0;
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const { strings, scripts, roots, titles, mains } = readPage(html);
    if (roots !== 1 || titles !== 1 || mains !== 1) problems.push(`${relative(dist, page)}: ${roots} root elements, ${titles} <title>, ${mains} <main> (one each)`);
    for (const text of strings.filter((t) => t.includes(MARK))) {
      if (text.includes(INTACT)) intact += 1;
      else problems.push(`${relative(dist, page)}: the hostile text does not read as written: ${JSON.stringify(text.slice(0, 160))}`);
    }
    scripts.forEach((script) => inlineScripts.add(sha256Base64(script)));
    if (scripts.some((script) => script.includes(MARK))) problems.push(`${relative(dist, page)}: an executable script carries the hostile text`);
    // Inside a quoted attribute `<` is plain text (helmet's meta tags keep it), so the raw spelling is no
    // harm by itself: it is what a regex-based CSP hasher mistook for scripts. Counted to show the difference.
    spelled += html.split(`<script>${MARK}</script>`).length - 1;
    if (html.includes(MARK)) carriers += 1;
  }
  const csp = /Content-Security-Policy:[^\n]*/.exec(readFileSync(join(dist, '_headers'), 'utf8'))?.[0] ?? '';
  const hashes: string[] = /script-src([^;]*)/.exec(csp)?.[1]?.match(/'sha256-[^']+'/g) ?? [];
  if (hashes.length !== inlineScripts.size) problems.push(`CSP script-src has ${hashes.length} hashes for ${inlineScripts.size} real inline scripts`);
  for (const hash of inlineScripts) if (!hashes.includes(`'sha256-${hash}'`)) problems.push(`inline script sha256-${hash} is not in the CSP`);
  if (carriers === 0 || intact === 0) problems.push('no page shows the hostile text at all: the data poisoning did not reach the site');
  console.log(`Hostile build: ${poisoned} free-text values poisoned, ${carriers}/${pages.length} pages show the text (escaped), `
    + `${intact} copies of it read as written ($ patterns included), `
    + `${spelled} "<script>" spellings in the HTML text a regex would take for scripts, `
    + `${inlineScripts.size} real inline scripts (HTML parser), ${hashes.length} script hashes in the CSP`);
  return problems;
}

try {
  copyProject(project);
  const poisoned = settlePoison(poisonValues(join(project, 'data'), select, () => HOSTILE), select, failing).length;
  // The data passes --strict now: write its generated/ with the real command, then build without checking again.
  execFileSync('npm', ['run', '-s', 'data:check', '--', '--strict'], { cwd: project, stdio: ['ignore', 'ignore', 'inherit'] });
  const build = spawnSync('npm', ['run', '-s', 'build', '--', '--checked'], { cwd: project, stdio: ['ignore', 'ignore', 'inherit'] });
  const problems = build.status === 0 ? checkSite(poisoned)
    : ['the build failed (above) on data that passes data:check --strict, which docs/testing.md promises builds'];
  if (problems.length > 0) {
    console.error([...problems.slice(0, 30), ...(problems.length > 30 ? [`… and ${problems.length - 30} more`] : [])].join('\n'));
    process.exitCode = 1;
  }
} finally {
  if (!process.env.KEEP_HOSTILE) rmSync(work, { recursive: true, force: true });
}
