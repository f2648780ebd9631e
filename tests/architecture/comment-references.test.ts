/**
 * Comments and docs say what the code is, in words that stay true:
 * - every repository path a comment or a doc names exists, so a reader who follows one finds the file, and a file
 *   moved or deleted without its mentions fails here, naming each mention;
 * - comments in the code, its tests and its configuration carry no history (issue numbers, "stop N" labels) and
 *   point at no section number of the product spec, a file outside the repository: the reason or the spec's rule is
 *   written out, or a record in docs/decisions/ holds the evidence. History belongs in commit messages.
 * Docs may tell history; tests/fixtures/ mirrors data/, whose `source` fields and notes cite the spec's pages.
 *
 * Comments are read with Babel's parser (strings, template literals, regular expressions and JSX text are not
 * comments), `#` comments from shell, YAML and CI files, `/* *\/` from CSS; Markdown is read whole. About two seconds
 * of CPU.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, type ParserPlugin } from '@babel/parser';

const ROOT = join(__dirname, '..', '..');
/** Folders whose comments are read. */
const COMMENTED = ['src', 'scripts', 'e2e', 'tests', '.ci', '.github'];
/** Root files whose comments are read. */
const ROOT_FILES = ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'README.md'];
/** Never walked: installed, built or scratch trees. */
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', '.vite', '.tmp', 'test-results', 'playwright-report']);

/**
 * A repository path: it starts at one of the repository's top-level folders (not after `/`, `.` or a word, so URLs,
 * `../src/x.ts` and `node_modules/pkg/src/x.js` are not read as one) and ends in a file extension; under data/ only
 * YAML counts (`data/fetch-policy.ts` in src/site/ is a relative path). A glob (`tests/**\/*.test.ts`) or a
 * template (`data/destinations/{slug}.yaml`, `pages/<Name>Page.tsx`) is not a path.
 */
const REPO_PATH =
  /(?<![\w./@<>*{}$-])((?:(?:src|scripts|e2e|tests|docs|patches|public|\.ci|\.github)(?:\/[\w.-]+)+\.[a-z]{1,5})|(?:data(?:\/[\w.-]+)+\.ya?ml))(?![\w/*{}$<>-])/g;
/** A path relative to a folder of the code (`islands/props.ts`): some source file's path ends with it. */
const RELATIVE_SOURCE = /(?<![\w./@<>*{}$-])((?:[\w-]+\/)+[\w.-]+\.tsx?)(?![\w/*{}$<>-])/g;
/** A root-level document (`<NAME>.md`, upper case), which must be a file of this repository when a comment names it. */
const ROOT_DOC = /(?<![\w./<>-])([A-Z][A-Z0-9_-]*\.md)\b/g;
/** A component file named bare (`<Name>.tsx`): some .tsx file of src/ has that name. */
const COMPONENT_FILE = /(?<![\w./<>-])([A-Z][A-Za-z0-9]*\.tsx)\b/g;
/** Paths named as examples of files a maintainer would add, or as the loader names a test's in-memory data. */
const EXAMPLES = new Set([
  'data/x.yaml',
  'data/timetables/test.yaml',
  'data/timetables/siquijor.yaml',
  'public/images/news/x.svg',
]);

const HISTORY: { pattern: RegExp; what: string }[] = [
  { pattern: /\bissues? #?\d+/gi, what: 'an issue reference' },
  { pattern: /\bstop \d+\b/gi, what: 'a "stop N" label' },
  { pattern: /SPEC\s*§/g, what: 'a "SPEC §" reference (write out the rule instead)' },
];

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (entry.isFile()) out.push(relative(ROOT, path).split(sep).join('/'));
  }
  return out;
}

const exists = (path: string) => {
  try {
    statSync(join(ROOT, path));
    return true;
  } catch {
    return false;
  }
};

interface Comment { line: number; text: string }

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** Every comment of a TypeScript or JavaScript file, as Babel's parser finds them. */
function scriptComments(path: string, text: string): Comment[] {
  const plugins: ParserPlugin[] = path.endsWith('.tsx') ? ['typescript', 'jsx'] : /\.m?ts$/.test(path) ? ['typescript'] : [];
  let comments;
  try {
    comments = parse(text, { sourceType: 'module', plugins, errorRecovery: true }).comments ?? [];
  } catch (error) {
    throw new Error(`${path}: cannot be parsed for its comments: ${String(error)}`);
  }
  return comments.map((c) => ({ line: c.loc!.start.line, text: text.slice(c.start!, c.end!) }));
}

/** `#` comments of shell, YAML and CI files: a `#` at the start of a line or after a blank. */
function hashComments(text: string): Comment[] {
  return text.split('\n').flatMap((line, i) => {
    const at = line.search(/(^|\s)#(?![!{])/);
    return at < 0 ? [] : [{ line: i + 1, text: line.slice(at) }];
  });
}

function cssComments(text: string): Comment[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ line: lineAt(text, m.index), text: m[0] }));
}

/** The commented text of a file, in pieces that know their first line; Markdown is all text. */
function commentsOf(path: string): Comment[] {
  const text = readFileSync(join(ROOT, path), 'utf8');
  if (/\.(ts|tsx|mts|js|mjs|cjs)$/.test(path)) return scriptComments(path, text);
  if (/\.(sh|ya?ml)$/.test(path) || !/\.\w+$/.test(path.split('/').pop()!)) return hashComments(text);
  if (path.endsWith('.css')) return cssComments(text);
  if (path.endsWith('.md')) return [{ line: 1, text }];
  return [];
}

/** Each match of `pattern` (a global RegExp) in the comments of `path`: the path (its first group, if any) and where. */
function find(path: string, comments: Comment[], pattern: RegExp): { match: string; at: string }[] {
  return comments.flatMap((c) =>
    [...c.text.matchAll(pattern)].map((m) => ({ match: m[1] ?? m[0], at: `${path}:${c.line + lineAt(c.text, m.index) - 1}` })),
  );
}

const files = [
  ...COMMENTED.flatMap((dir) => (exists(dir) ? walk(join(ROOT, dir), []) : [])),
  ...(exists('docs') ? walk(join(ROOT, 'docs'), []).filter((p) => p.endsWith('.md')) : []),
  ...ROOT_FILES.filter(exists),
].filter((p) => !p.startsWith('tests/fixtures/') || /\.(ya?ml|md)$/.test(p));
const components = new Set(walk(join(ROOT, 'src'), []).filter((p) => p.endsWith('.tsx')).map((p) => p.split('/').pop()));
const sources = files.filter((p) => /\.tsx?$/.test(p));
const REPO_PATH_START = /^(src|scripts|e2e|tests|docs|patches|public|data)\//;
const comments = new Map(files.map((p) => [p, commentsOf(p)]));

describe('comments and docs', () => {
  it('reads the comments of the source, scripts, tests and docs', () => {
    // A reader that found nothing would pass everything: it must see this file's own comment and a doc's text.
    expect(comments.get('tests/architecture/comment-references.test.ts')?.[0]?.text).toMatch(/Comments and docs say/);
    expect(comments.get('README.md')?.[0]?.text.length ?? 0).toBeGreaterThan(100);
    expect(files.filter((p) => p.startsWith('src/')).length).toBeGreaterThan(50);
  });

  it('name only repository paths that exist', () => {
    const dangling: string[] = [];
    for (const [path, cs] of comments) {
      for (const hit of find(path, cs, REPO_PATH)) {
        if (!exists(hit.match) && !EXAMPLES.has(hit.match)) dangling.push(`${hit.at}: ${hit.match}`);
      }
      for (const hit of find(path, cs, RELATIVE_SOURCE)) {
        if (!REPO_PATH_START.test(hit.match) && !sources.some((p) => p.endsWith(`/${hit.match}`))) {
          dangling.push(`${hit.at}: ${hit.match} (no source file ends so)`);
        }
      }
      for (const hit of find(path, cs, ROOT_DOC)) if (!exists(hit.match)) dangling.push(`${hit.at}: ${hit.match}`);
      for (const hit of find(path, cs, COMPONENT_FILE)) {
        if (!components.has(hit.match)) dangling.push(`${hit.at}: ${hit.match} (no such file in src/)`);
      }
    }
    expect(dangling, `comments or docs name files that do not exist:\n${dangling.join('\n')}\n`).toEqual([]);
  });

  it('in the code and its tests tell no history and point at no spec section', () => {
    const found: string[] = [];
    for (const [path, cs] of comments) {
      if (!/\.(ts|tsx|mts|js|mjs|cjs|css|sh|ya?ml)$|^\.ci\//.test(path) || path.startsWith('tests/fixtures/')) continue;
      for (const { pattern, what } of HISTORY) {
        for (const hit of find(path, cs, pattern)) {
          found.push(`${hit.at}: ${what}: "${hit.match}"`);
        }
      }
    }
    expect(found, `comments carry history or spec pointers:\n${found.join('\n')}\n`).toEqual([]);
  });
});
