/**
 * Data text in generated Markdown (generated/decisions.md, docs/data-notices.md), inline: in a table cell or after a
 * list marker. GitHub renders Markdown and the raw HTML inside it, so data text must not end its cell (`|`), start
 * a new line (a line break, CR included, could begin a heading or a table row of its own), open a link or an image
 * (`[`, `]`), emphasis or code (`*`, `_`, `` ` ``, `~`), an HTML tag (`<img onerror>`) or an entity (`&`). Those are
 * backslash-escaped (`&` as `&amp;`), line breaks become spaces, and other invisible characters are shown as escapes.
 */
import { LINE_BREAK, showInvisible } from './characters';

const SYNTAX = /[\\`*_~[\]<>|]/g;

export function markdownText(text: string): string {
  return showInvisible(text.replace(LINE_BREAK, ' '))
    .replace(SYNTAX, (c) => `\\${c}`)
    .replace(/&/g, '&amp;');
}

/**
 * Trusted text (the notices' meanings and fixes) whose `…` spans are meant as code: the text between them is escaped as data
 * text, the spans are kept, with only `|` escaped inside them (a GitHub table cell ends at any unescaped `|`).
 */
export function markdownWithCode(text: string): string {
  return text.split(/(`[^`]*`)/).map((part, i) => (i % 2 === 1 ? part.replace(/\|/g, '\\|') : markdownText(part))).join('');
}

/** A link whose text is data text and whose target is a relative path: the target is percent-encoded. */
export function markdownLink(text: string, target: string): string {
  const href = encodeURI(target).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `[${markdownText(text)}](${href})`;
}
