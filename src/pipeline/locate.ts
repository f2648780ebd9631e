/**
 * Turns a Loc (file + path, or file + offset) into line:col by walking the YAML nodes. Only called for findings
 * that are reported, and a file is parsed with positions only when it has one: a clean run never pays for it.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, Scalar, type Document, type Node } from 'yaml';
import { formatPath } from './notices/finding';
import type { LoadedFile } from './loaded-file';
import { parseWithPositions } from './parse-yaml';
import type { Finding, Loc, Notice, Path, Position } from './types';

export class Locator {
  private readonly byFile = new Map<string, LoadedFile>();
  /** Parsed with positions on first use: files without notices are never parsed twice. */
  private readonly parsed = new Map<string, ReturnType<typeof parseWithPositions>>();

  constructor(files: readonly LoadedFile[]) {
    for (const f of files) this.byFile.set(f.file, f);
  }

  position(at: Loc): Position {
    const file = this.byFile.get(at.file);
    const path = formatPath(at.path);
    if (at.line !== undefined) return { file: at.file, line: at.line, col: at.col ?? 1, path };
    if (!file) return { file: at.file, line: 1, col: 1, path };
    let parsed = this.parsed.get(at.file);
    if (!parsed) {
      parsed = parseWithPositions(file.text);
      this.parsed.set(at.file, parsed);
    }
    const offset = at.offset
      ?? (at.key ? null : offsetInText(parsed.doc, file.text, at.path, at.quote))
      ?? offsetOf(parsed.doc, at.path, at.key === true)
      ?? firstContentOffset(file.text);
    const { line, col } = parsed.lineCounter.linePos(offset);
    return { file: at.file, line, col, path };
  }

  notice(f: Finding): Notice {
    const notice: Notice = {
      ...this.position(f.at), code: f.code, severity: f.severity, message: f.message, context: f.context,
    };
    if (f.related) notice.related = f.related.map((r) => this.position(r));
    if (f.decision) {
      const { at, ...rest } = f.decision;
      notice.decision = at ? { ...rest, at: this.position(at) } : rest;
    }
    return notice;
  }
}

/**
 * Offset of the node at `path`: the value, or its key when `key` is set or the value is empty. A path that
 * leaves the document (a missing field) stops at the deepest node that exists — the mapping that lacks it.
 */
function offsetOf(doc: Document, path: Path, key: boolean): number | null {
  let node: unknown = doc.contents;
  let keyNode: Node | null = null;
  for (let i = 0; i < path.length; i++) {
    node = resolveAlias(doc, node);
    const part = path[i]!;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(part));
      if (!pair) return rangeStart(node);
      keyNode = pair.key as Node;
      if (i === path.length - 1 && key) return rangeStart(keyNode);
      node = pair.value ?? null;
      if (node === null || (isScalar(node) && node.range && node.range[0] === node.range[1])) return rangeStart(keyNode);
    } else if (isSeq(node) && typeof part === 'number') {
      const item = node.items[part];
      if (item === undefined) return rangeStart(node);
      keyNode = null;
      node = item;
    } else {
      return rangeStart(node) ?? (keyNode ? rangeStart(keyNode) : null);
    }
  }
  return rangeStart(node) ?? (keyNode ? rangeStart(keyNode) : null);
}

/**
 * Inside a text value: where the words `quote` begin (a folded or literal block, or a plain or quoted text over
 * several lines, may wrap them: any run of spaces and line breaks matches), else, for a `>-` or `|` block, its
 * first line of text. Without this a notice about the third line of a description pointed at `description: >-`,
 * a line with no words on it. null when the path is not a text value, or the words are not found as written
 * (escapes in a double-quoted text): the caller then points at the value's start.
 */
function offsetInText(doc: Document, text: string, path: Path, quote: string | undefined): number | null {
  const node = doc.getIn(path, true);
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return null;
  let [start] = node.range;
  const end = node.range[1];
  const block = node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL;
  if (block) {
    // The header line holds the indicator (and maybe a comment); the text starts on the next line.
    const headerEnd = text.indexOf('\n', start);
    if (headerEnd === -1 || headerEnd >= end) return null;
    const firstWord = /\S/.exec(text.slice(headerEnd + 1, end));
    if (!firstWord) return null;
    start = headerEnd + 1 + firstWord.index;
  }
  const words = quote?.trim().split(/\s+/).filter(Boolean);
  if (words?.length) {
    const found = new RegExp(words.map(escapeRegExp).join('\\s+')).exec(text.slice(start, end));
    if (found) return start + found.index;
  }
  return block ? start : null;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function resolveAlias(doc: Document, node: unknown): unknown {
  return isAlias(node) ? node.resolve(doc) ?? node : node;
}

function rangeStart(node: unknown): number | null {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range ? range[0] : null;
}

/** Line 1 is often the schema comment: point a whole-file notice at the first line with data instead. */
function firstContentOffset(text: string): number {
  const match = /^[^#\s]/m.exec(text);
  return match ? match.index : 0;
}
