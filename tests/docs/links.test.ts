/**
 * Every relative link of the README and the docs pages leads somewhere: the file exists, and a `#anchor` into a
 * Markdown page names one of its headings as GitHub slugs them (github-slugger, the slugger GitHub's renderer
 * follows: lower case, punctuation dropped, spaces to hyphens, a repeated heading gets -1, -2), or an explicit
 * `id`/`name` anchor. Links are read with marked's lexer, so a link inside a code block is not a link.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import GithubSlugger from 'github-slugger';
import { marked, type Token, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../scripts/lib/files';

/** The plain text of inline tokens, as GitHub's renderer has it when it slugs a heading. */
function plain(tokens: Token[] | undefined): string {
  return (tokens ?? []).map((token) => {
    if (token.type === 'html') return '';
    if ('tokens' in token && token.tokens) return plain(token.tokens);
    return 'text' in token ? String(token.text) : '';
  }).join('');
}

/** Every token of a document, nested ones included (list items, table cells, emphasis). */
function* walk(tokens: Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if (token.type === 'table') {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) yield* walk(cell.tokens);
    }
    if (token.type === 'list') for (const item of (token as Tokens.List).items) yield* walk(item.tokens);
    else if ('tokens' in token && token.tokens) yield* walk(token.tokens);
  }
}

export interface Page { anchors: Set<string>; links: string[] }

export function readPage(markdown: string): Page {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  const links: string[] = [];
  for (const token of walk(marked.lexer(markdown))) {
    if (token.type === 'heading') anchors.add(slugger.slug(plain((token as Tokens.Heading).tokens)));
    if (token.type === 'link' || token.type === 'image') links.push((token as Tokens.Link).href);
    if (token.type === 'html') for (const m of token.raw.matchAll(/\s(?:id|name)="([^"]+)"/g)) anchors.add(m[1]!);
  }
  return { anchors, links };
}

/** The files a check reads: the repository's, or a test's own. */
export interface Files { read(path: string): string; exists(path: string): boolean; isDirectory(path: string): boolean }

const REPOSITORY: Files = {
  read: (path) => readFileSync(path, 'utf8'),
  exists: existsSync,
  isDirectory: (path) => statSync(path).isDirectory(),
};

/** What is wrong with each relative link of `file` (a path from the repository root), one line each. */
export function brokenLinks(file: string, files: Files = REPOSITORY): string[] {
  const problems: string[] = [];
  for (const link of readPage(files.read(file)).links) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue; // https:, mailto:, tel:
    const [path = '', anchor] = decodeURI(link).split('#');
    const target = path === '' ? file : relative('.', resolve(dirname(file), path.split('?')[0]!));
    if (!files.exists(target)) {
      problems.push(`${file}: ${link} → ${target} does not exist`);
      continue;
    }
    if (anchor === undefined || anchor === '') continue;
    if (files.isDirectory(target)) problems.push(`${file}: ${link} → an anchor into a folder`);
    else if (!target.endsWith('.md')) {
      if (!/^L\d+(-L\d+)?$/.test(anchor)) problems.push(`${file}: ${link} → ${target} is not Markdown: no #${anchor}`);
    } else if (!readPage(files.read(target)).anchors.has(anchor)) {
      problems.push(`${file}: ${link} → ${target} has no heading #${anchor}`);
    }
  }
  return problems;
}

describe('links of the README and docs/', () => {
  const pages = ['README.md', ...filesUnder('docs').filter((file) => file.endsWith('.md'))];

  it.each(pages)('%s: every relative link and anchor resolves', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it('slugs headings as GitHub does, and finds a missing file, a missing heading and an anchor into a non-Markdown file', () => {
    const pages: Record<string, string> = {
      'docs/a.md': [
        '# Title', '## What travellers will see change: `npm run data:diff`', '## Notes', '## Notes',
        '[ok](b.md#one-fact-one-figure) [dup](#notes-1) [self](#what-travellers-will-see-change-npm-run-datadiff)',
        '| page |', '|---|', '| [in a table](b.md#one-fact-one-figure-1) |',
        '- [in a list](missing.md)',
        '[no heading](b.md#two-facts) [line](../package.json#L3) [bad](../package.json#scripts) [web](https://x.example/#y)',
        '```', '[in code](nowhere.md)', '```',
      ].join('\n\n'),
      'docs/b.md': '# B\n\n## One fact, one figure\n',
      'package.json': '{}',
    };
    const files: Files = { read: (path) => pages[path]!, exists: (path) => path in pages, isDirectory: () => false };
    expect(readPage(pages['docs/a.md']!).anchors)
      .toEqual(new Set(['title', 'what-travellers-will-see-change-npm-run-datadiff', 'notes', 'notes-1']));
    expect(brokenLinks('docs/a.md', files)).toEqual([
      'docs/a.md: b.md#one-fact-one-figure-1 → docs/b.md has no heading #one-fact-one-figure-1',
      'docs/a.md: missing.md → docs/missing.md does not exist',
      'docs/a.md: b.md#two-facts → docs/b.md has no heading #two-facts',
      'docs/a.md: ../package.json#scripts → package.json is not Markdown: no #scripts',
    ]);
  });
});
