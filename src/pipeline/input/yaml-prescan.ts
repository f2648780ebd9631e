/**
 * A look at a YAML text's concrete syntax tree before it is composed into a document. The yaml library's lexer
 * and parser keep their own stack, but its composer recurses once per level, so ~2,000 levels of `kN:` overflow
 * the call stack; and a file of 500,000 one-character values costs hundreds of MB as a document. Walking the CST
 * with an explicit stack finds both cheaply — plus the things plain data never needs:
 *   - explicit tags (`!!binary`, `!foo`): the data is plain YAML; a tag only changes what a value means;
 *   - the keys `__proto__`, `constructor`, `prototype`: in JavaScript they reach an object's prototype, and a
 *     `__proto__` key is otherwise dropped without a word on its way to the schema.
 */
import { CST, Lexer, Parser } from 'yaml';
import { LIMITS } from './limits';

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** At most this many tag and key notices per file: the first ones show the problem. */
const MAX_REPORTED = 20;

export interface Prescan {
  /** Offset of the first collection nested deeper than LIMITS.depth, or null. */
  tooDeepAt: number | null;
  /** Scalars (keys and values) counted, up to one past the limit. */
  values: number;
  /** Offset of the scalar past LIMITS.valuesPerFile, or of a mapping with more than LIMITS.mappingEntries, or null. */
  tooManyValuesAt: number | null;
  /** Which limit tooManyValuesAt names. */
  tooMany?: 'valuesPerFile' | 'mappingEntries';
  tags: { offset: number; tag: string }[];
  forbiddenKeys: { offset: number; key: string }[];
}

const COLLECTIONS = new Set(['block-map', 'block-seq', 'flow-collection']);
const SCALARS = new Set(['scalar', 'single-quoted-scalar', 'double-quoted-scalar', 'block-scalar', 'alias']);

/** Lexer tokens that mark a token's kind but are not text of the file (so they take no place in it). */
const MARKERS = new Set(['doc-mode', 'scalar', 'flow-error-end']);

/**
 * Before any tree is built: the flow nesting depth and the number of scalars, from the lexer's token stream, which
 * holds one token at a time. Building the syntax tree of a 1 MiB file of a million nested `[` took about 1 GB, and
 * of 500,000 one-character values about 550 MB; this pass takes the file's own size. Block nesting is bounded by
 * the file size (each level costs its indentation) and is judged on the tree (prescanYaml).
 */
export function lexicalPrescan(text: string): Prescan {
  const result: Prescan = { tooDeepAt: null, values: 0, tooManyValuesAt: null, tags: [], forbiddenKeys: [] };
  let offset = 0;
  let depth = 0;
  for (const token of new Lexer().lex(text)) {
    const type = CST.tokenType(token);
    if (type === 'flow-seq-start' || type === 'flow-map-start') {
      depth++;
      if (depth > LIMITS.depth) return { ...result, tooDeepAt: offset };
    } else if (type === 'flow-seq-end' || type === 'flow-map-end') {
      depth = Math.max(0, depth - 1);
    } else if (type === 'scalar' || type === 'single-quoted-scalar' || type === 'double-quoted-scalar' || type === 'block-scalar-header') {
      result.values++;
      if (result.values > LIMITS.valuesPerFile) return { ...result, tooManyValuesAt: offset, tooMany: 'valuesPerFile' };
    }
    if (!MARKERS.has(type ?? '')) offset += token.length;
  }
  return result;
}

/** The CST of a text: the parser's tokens, which the composer can then turn into a document without lexing again. */
export function cstTokens(text: string): CST.Token[] {
  return Array.from(new Parser().parse(text));
}

export function prescanYaml(tokens: readonly CST.Token[]): Prescan {
  const result: Prescan = { tooDeepAt: null, values: 0, tooManyValuesAt: null, tags: [], forbiddenKeys: [] };
  const stack: [unknown, number][] = [];
  for (let i = tokens.length - 1; i >= 0; i--) stack.push([tokens[i], 0]);
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], depth]);
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    const token = node as { type?: string; offset?: number; source?: string; key?: unknown };
    let level = depth;
    if (typeof token.type === 'string') {
      if (COLLECTIONS.has(token.type)) {
        level = depth + 1;
        if (level > LIMITS.depth) {
          result.tooDeepAt = token.offset ?? 0;
          return result;
        }
        const items = (token as { items?: unknown[] }).items ?? [];
        // A list may be long (trip rows); a mapping's keys are compared pairwise by the composer.
        const isMap = token.type === 'block-map' || (token.type === 'flow-collection' && token.source === undefined
          && (token as { start?: { source?: string } }).start?.source === '{');
        if (isMap && items.length > LIMITS.mappingEntries) {
          result.tooManyValuesAt = token.offset ?? 0;
          result.tooMany = 'mappingEntries';
          return result;
        }
      } else if (SCALARS.has(token.type)) {
        result.values++;
        if (result.values > LIMITS.valuesPerFile) {
          result.tooManyValuesAt = token.offset ?? 0;
          result.tooMany = 'valuesPerFile';
          return result;
        }
      } else if (token.type === 'tag' && result.tags.length < MAX_REPORTED) {
        result.tags.push({ offset: token.offset ?? 0, tag: String(token.source) });
      }
    }
    // A collection item ({ start, key, sep, value }): its key is where a forbidden name would be.
    if (token.type === undefined && token.key && typeof token.key === 'object' && result.forbiddenKeys.length < MAX_REPORTED) {
      const key = keyText(token.key as CST.Token);
      if (key !== null && FORBIDDEN_KEYS.has(key)) {
        result.forbiddenKeys.push({ offset: (token.key as { offset: number }).offset, key });
      }
    }
    // Children in reverse, so the first problem in the text is the one found first.
    const keys = Object.keys(node);
    for (let i = keys.length - 1; i >= 0; i--) {
      const child = (node as Record<string, unknown>)[keys[i]!];
      if (child !== null && typeof child === 'object') stack.push([child, level]);
    }
  }
  return result;
}

function keyText(token: CST.Token): string | null {
  if (!SCALARS.has(token.type) || token.type === 'alias') return null;
  const resolved = CST.resolveAsScalar(token as CST.FlowScalar | CST.BlockScalar, false, () => undefined);
  return resolved ? resolved.value : null;
}
