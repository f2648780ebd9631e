/**
 * Hostile-data build gate (npm test): builds the site from a copy of data/ in which every free-text value carries
 * script-looking text, then checks what a visitor's browser would get:
 *   - the CSP trusts exactly the page's real inline scripts: script hashes in `_headers` == the distinct inline
 *     scripts an HTML parser finds across all pages (none of the hostile text became a hashed "script");
 *   - the hostile text never becomes markup: no executable script (as the parser sees the page) carries it —
 *     breaking out of an attribute, a comment or a JSON-LD block would create one.
 * Which values are free text is found by trying: every string value gets the text, and a value the data check
 * then objects to (an id, a time, a URL, a figure a decision matches on) gets its original back, until the data
 * passes `data:check --strict`. The project's own dist/ and generated/ are never touched.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { manilaDate } from '../src/graph/time';
import { runPipeline } from '../src/pipeline/run';
import { buildInstant } from '../src/site/data/build-time';
import { copyProject } from './lib/copy-project';
import { failingNotices, poisonValues, settlePoison, type Failing } from './lib/poison-data';
import { sha256Base64 } from './postbuild/html';

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];

/**
 * Scripts the browser would run, found by the HTML parser here rather than by the postbuild code under test, so a
 * postbuild that hashes the wrong things cannot also count the wrong things.
 */
function executableScripts(html: string): string[] {
  const found: string[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node && node.tagName === 'script') {
      const attr = (name: string) => node.attrs.find((a) => a.name === name)?.value;
      const type = (attr('type') ?? '').trim().toLowerCase();
      if (attr('src') === undefined && ['', 'module', 'text/javascript', 'application/javascript'].includes(type)) {
        found.push(node.childNodes.map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterMap['textNode']).value : '')).join(''));
      }
    }
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parse(html));
  return found;
}

const MARK = 'alert(document.domain)';
const HOSTILE = ` <script>${MARK}</script></script><!-- "' --> `;
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

function htmlPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

try {
  copyProject(project);
  const poisoned = settlePoison(poisonValues(join(project, 'data'), select, () => HOSTILE), select, failing).length;
  // The data passes --strict now: write its generated/ with the real command, then build without checking again.
  execFileSync('npm', ['run', '-s', 'data:check', '--', '--strict'], { cwd: project, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('npm', ['run', '-s', 'build', '--', '--checked'], { cwd: project, stdio: ['ignore', 'ignore', 'inherit'] });
  const dist = join(project, 'dist');
  const problems: string[] = [];
  const inlineScripts = new Set<string>();
  const pages = htmlPages(dist);
  let carriers = 0;
  let spelled = 0;
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const scripts = executableScripts(html);
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
  if (carriers === 0) problems.push('no page shows the hostile text at all: the data poisoning did not reach the site');
  console.log(`Hostile build: ${poisoned} free-text values poisoned, ${carriers}/${pages.length} pages show the text (escaped), `
    + `${spelled} "<script>" spellings in the HTML text a regex would take for scripts, `
    + `${inlineScripts.size} real inline scripts (HTML parser), ${hashes.length} script hashes in the CSP`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
} finally {
  if (!process.env.KEEP_HOSTILE) rmSync(work, { recursive: true, force: true });
}
