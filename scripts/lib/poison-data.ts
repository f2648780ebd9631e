/**
 * Hostile text in a copy of the data folder, for the gates that build from it: the hostile-data build
 * (scripts/check-hostile-build.ts) and the hostile-outputs property test (tests/pipeline/hostile-outputs.test.ts).
 *
 * A poison is text appended to one string value of a YAML file (the value is then written double-quoted, so it stays
 * one line whatever the text holds). Which values are free text is found by trying: the data check objects to a
 * poisoned id, time, URL or a name another file cross-checks, and `settlePoison` takes the text back out of every
 * value a failing notice points at, until the check passes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isPair, isScalar, parseDocument, visit, type Scalar } from 'yaml';
import type { Notice } from '../../src/pipeline/types';
import { filesUnder } from './files';

export interface Poison {
  /** Absolute path of the YAML file. */
  file: string;
  /** Which of the file's selected string values, in document order. */
  index: number;
  original: string;
  /** Appended to the original value. */
  text: string;
  /** 1-based line and column of the value as last written (a flow mapping puts several values on one line). */
  line: number;
  col: number;
}

/**
 * Which values to poison: by the keys a value is under, outermost first (`['policies', 'values', 'economyFromPesos']`;
 * a list item is under its list's key), and its file.
 */
export type Select = (keys: readonly string[], file: string) => boolean;

/** The string values of a document that `select` accepts, in document order. */
function selectedValues(file: string, select: Select) {
  const doc = parseDocument(readFileSync(file, 'utf8'));
  const nodes: Scalar<string>[] = [];
  visit(doc, {
    Scalar(key, node, path) {
      if (key === 'key' || typeof node.value !== 'string') return;
      const keys = path.filter(isPair).map((pair) => (isScalar(pair.key) ? String(pair.key.value) : ''));
      if (select(keys, file)) nodes.push(node as Scalar<string>);
    },
  });
  return { doc, nodes };
}

/** One poison per selected string value of the YAML files under `dataDir`, with the text `textFor` gives it. */
export function poisonValues(dataDir: string, select: Select, textFor: (n: number) => string): Poison[] {
  let n = 0;
  return filesUnder(dataDir).filter((file) => /\.ya?ml$/.test(file)).sort().flatMap((file) =>
    selectedValues(file, select).nodes.map((node, index) => ({ file, index, original: node.value, text: textFor(n++), line: 0, col: 0 })));
}

/** Writes every file of `poisons` with its poisons applied (values of other files are left as they are). */
function writePoisons(poisons: readonly Poison[], select: Select): void {
  const byFile = new Map<string, Poison[]>();
  for (const p of poisons) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
  for (const [file, list] of byFile) {
    const { doc, nodes } = selectedValues(file, select);
    for (const p of list) {
      const node = nodes[p.index]!;
      node.value = p.original + p.text;
      node.type = 'QUOTE_DOUBLE';
    }
    const text = doc.toString({ lineWidth: 0 });
    writeFileSync(file, text);
    // The lines as written: what the data check's notices will name.
    const written = selectedValues(file, select).nodes;
    for (const p of list) {
      const before = text.slice(0, written[p.index]!.range?.[0] ?? 0);
      p.line = before.split('\n').length;
      p.col = before.length - before.lastIndexOf('\n');
    }
  }
}

/** A notice that fails the check, where it points (its own place and its related ones) and what it says. */
export interface Failing {
  file: string;
  line: number;
  col: number;
  message: string;
  error: boolean;
}

/**
 * Writes the poisons, then takes the text back out of every poisoned value a failing notice points at (`failing`:
 * each error and open warning, at its place and its related places), round after round, until the check passes;
 * returns the poisons still in place. A notice located where no value is poisoned (a cross-check: a slug that no
 * longer follows its poisoned name) takes back the poisoned values its message quotes, else every poison of its file.
 * Errors first: while a poisoned id or time breaks a file, its warnings (decisions matching nothing) are noise.
 */
export function settlePoison(poisons: readonly Poison[], select: Select, failing: () => readonly Failing[], rounds = 8): Poison[] {
  let live = [...poisons];
  writePoisons(live, select);
  for (let round = 0; round < rounds; round += 1) {
    const all = failing();
    if (all.length === 0) return live;
    const notices = all.some((n) => n.error) ? all.filter((n) => n.error) : all;
    const taken = new Set<Poison>();
    for (const notice of notices) {
      const at = live.filter((p) => p.file === notice.file && p.line === notice.line);
      const here = at.filter((p) => p.col === notice.col).length > 0 ? at.filter((p) => p.col === notice.col) : at;
      const quoted = here.length > 0 ? here : live.filter((p) => notice.message.includes((p.original + p.text).slice(0, 40)));
      for (const p of quoted.length > 0 ? quoted : live.filter((q) => q.file === notice.file)) taken.add(p);
    }
    if (taken.size === 0) throw new Error(`poisoned data: the failing notices point at no poisoned value: ${notices.map((n) => `${n.file}:${n.line}`).join(', ')}`);
    const touched = [...new Set([...taken].map((p) => p.file))];
    live = live.filter((p) => !taken.has(p));
    // Rewrite each touched file from its originals, then with the poisons it keeps.
    for (const file of touched) restore(file, select, poisons.filter((p) => p.file === file));
    writePoisons(live.filter((p) => touched.includes(p.file)), select);
  }
  throw new Error(`poisoned data: the data check still objects after ${rounds} rounds`);
}

/** The notices of a data check that fail `--strict` (errors, warnings no decision covers), at every place they name. */
export function failingNotices(notices: readonly Notice[]): Failing[] {
  return notices
    .filter((n) => n.severity === 'error' || (n.severity === 'warning' && n.decision?.state === 'open'))
    .flatMap((n) => [n, ...(n.related ?? [])].map((at) => ({ file: at.file, line: at.line, col: at.col, message: n.message, error: n.severity === 'error' })));
}

function restore(file: string, select: Select, poisons: readonly Poison[]): void {
  const { doc, nodes } = selectedValues(file, select);
  for (const p of poisons) nodes[p.index]!.value = p.original;
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
}
