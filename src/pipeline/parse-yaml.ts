/**
 * One YAML text → its plain value and its YAML-level problems, as plain data. YAML 1.2 core, so 12:30 stays a
 * string; duplicate keys, a %YAML 1.1 directive and alias bombs are problems.
 * The document tree is dropped once the value is read: keeping a large data set's nodes alive for positions
 * makes every later stage pay in garbage collection. Positions are recomputed only for files with notices
 * (parseWithPositions, used by locate.ts).
 */
import { Composer, isAlias, LineCounter, parseDocument, visit, YAMLParseError, type CST, type Document } from 'yaml';
import { cstTokens, lexicalPrescan, prescanYaml, type Prescan } from './input/yaml-prescan';

/** Far above what the data needs (a few anchors at most) and far below what a "billion laughs" file expands to. */
export const MAX_ALIAS_COUNT = 100;

const PARSE_OPTIONS = {
  version: '1.2', schema: 'core', uniqueKeys: true, strict: true, prettyErrors: false,
} as const;

interface YamlProblem {
  kind: 'error' | 'warning';
  /** The yaml library's code: DUPLICATE_KEY, BAD_INDENT, TAG_RESOLVE_FAILED, … */
  code: string;
  message: string;
  offset: number;
}

export interface ParsedYaml {
  /** undefined when the text could not be read into a value (errors, alias bomb). */
  value: unknown;
  problems: YamlProblem[];
  /** Offset of a `%YAML 1.1` directive, or null. */
  yaml11At: number | null;
  /** Offset of the first alias when the aliases expand too far, or null. */
  aliasBombAt: number | null;
  /** The text has no document content (empty, or comments only). */
  empty: boolean;
  /** What the look at the syntax tree found (src/pipeline/input/yaml-prescan.ts). */
  prescan: Prescan;
}

export function parseYaml(text: string): ParsedYaml {
  const early = lexicalPrescan(text);
  if (early.tooDeepAt !== null || early.tooManyValuesAt !== null) {
    // Even the syntax tree would cost too much: the file is reported from the token stream alone.
    return { value: undefined, problems: [], yaml11At: null, aliasBombAt: null, empty: false, prescan: early };
  }
  const tokens = cstTokens(text);
  const prescan = prescanYaml(tokens);
  if (prescan.tooDeepAt !== null || prescan.tooManyValuesAt !== null) {
    // Composing would recurse too deep or cost too much: the file is reported from the prescan alone.
    return { value: undefined, problems: [], yaml11At: null, aliasBombAt: null, empty: false, prescan };
  }
  const doc = composeOne(tokens, text.length);
  const problems: YamlProblem[] = [
    ...doc.errors.map((e) => ({ kind: 'error' as const, code: e.code, message: e.message, offset: e.pos[0] })),
    ...doc.warnings.map((w) => ({ kind: 'warning' as const, code: w.code, message: w.message, offset: w.pos[0] })),
  ];
  const yaml11At = doc.directives?.yaml.explicit && doc.directives.yaml.version === '1.1'
    ? Math.max(0, text.indexOf('%YAML')) : null;
  let value: unknown;
  let aliasBombAt: number | null = null;
  if (doc.errors.length === 0) {
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    } catch (error) {
      if (!(error instanceof ReferenceError) || !/alias/i.test(error.message)) throw error;
      aliasBombAt = firstAliasOffset(doc);
    }
  }
  return { value, problems, yaml11At, aliasBombAt, empty: doc.errors.length === 0 && doc.contents === null, prescan };
}

/** What parseDocument does, from tokens already parsed: one document, a second one is an error. */
function composeOne(tokens: readonly CST.Token[], length: number): Document {
  let doc: Document | null = null;
  for (const next of new Composer(PARSE_OPTIONS).compose(tokens, true, length)) {
    if (!doc) doc = next as Document;
    else {
      doc.errors.push(new YAMLParseError([next.range[0], next.range[1]], 'MULTIPLE_DOCS',
        'Source contains multiple documents; please use YAML.parseAllDocuments()'));
      break;
    }
  }
  // compose(…, forceDoc = true) always yields at least one document.
  return doc!;
}

/** The document with positions, for locating notices in one file. Same options as parseYaml. */
export function parseWithPositions(text: string): { doc: Document; lineCounter: LineCounter } {
  const lineCounter = new LineCounter();
  return { doc: parseDocument(text, { ...PARSE_OPTIONS, lineCounter }), lineCounter };
}

function firstAliasOffset(doc: Document): number {
  let offset = 0;
  visit(doc, {
    Alias(_, node) {
      if (isAlias(node) && node.range) offset = node.range[0];
      return visit.BREAK;
    },
  });
  return offset;
}
