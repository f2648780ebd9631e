/**
 * Reads the facts a built page shows, as a visitor without JavaScript sees them: every element marked
 * `data-fact="<kind>:<id>"` (src/site/components/Fact.tsx) with its visible text — screen-reader-only copies
 * (`sr-only`) are skipped, so "₱2,479–₱2,908" is read once, as shown — and whether it stands in a table row; and
 * every Book Tickets link with the places it carries (`linksShown`).
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface Shown {
  fact: string;
  /** The visible text, whitespace collapsed. */
  figure: string;
  /** Marked as a disputed figure (data-disputed). */
  disputed: boolean;
  /** Inside a table row (a timetable's or an overview's): a row pairs days, time and duration of one sailing. */
  inRow: boolean;
}

/** A Book Tickets link: its address and, when it books a route, the route (`data-route`). */
export interface LinkShown { href: string; route: string | null }

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function visibleText(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (!isElement(node) && node.nodeName !== '#document-fragment') return '';
  if (isElement(node) && /(^|\s)sr-only(\s|$)/.test(attr(node, 'class') ?? '')) return '';
  const children = (node as Element).childNodes ?? [];
  const content = node.nodeName === 'template' ? [] : children;
  return content.map(visibleText).join('');
}

/** Every element of a page in document order, and whether it stands in a table row. */
function elements(html: string): { element: Element; inRow: boolean }[] {
  const out: { element: Element; inRow: boolean }[] = [];
  const walk = (node: Node, inRow: boolean) => {
    const row = inRow || node.nodeName === 'tr';
    if (isElement(node)) out.push({ element: node, inRow: row });
    for (const child of (node as Element).childNodes ?? []) walk(child, row);
  };
  walk(parse(html) as unknown as Node, false);
  return out;
}

export function factsShown(html: string): Shown[] {
  return elements(html).flatMap(({ element, inRow }) => {
    const fact = attr(element, 'data-fact');
    return fact === undefined ? []
      : [{ fact, figure: visibleText(element).replace(/\s+/g, ' ').trim(), disputed: attr(element, 'data-disputed') !== undefined, inRow }];
  });
}

export function linksShown(html: string): LinkShown[] {
  return elements(html).flatMap(({ element }) => {
    const href = element.tagName === 'a' ? attr(element, 'href') ?? '' : '';
    return /^\/book-tickets(\?|$)/.test(href) ? [{ href, route: attr(element, 'data-route') ?? null }] : [];
  });
}
