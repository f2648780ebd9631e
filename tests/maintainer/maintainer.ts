/**
 * What a maintainer does to a data folder, as code, for the recipes test: YAML edits that keep the files' comments
 * (the `yaml` library's documents), the data check as the CLI runs it, and the settling of warnings
 * docs/recipes.md › Settle a warning describes. Which route a recipe works on is chosen from the graph of the data it is
 * given, never named, so the test holds whatever the real data says.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isSeq, parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import type { Graph, Route } from '../../src/graph/types';
import { NUMBER } from '../../src/pipeline/checks/prose';
import { dataCheck } from '../../src/pipeline/cli';
import { renderTemplate } from '../../src/pipeline/decisions/template';
import { runPipeline, type PipelineResult } from '../../src/pipeline/run';
import type { Notice } from '../../src/pipeline/types';

export interface Copy {
  dir: string;
  buildDate: string;
}

// ─── files ────────────────────────────────────────────────────────────────────────────────────────────────
/** Edits one file as a YAML document (its comments kept); a file the edit leaves as it was is not rewritten. */
export function editYaml(copy: Copy, rel: string, edit: (doc: Document) => void): void {
  const file = rel.startsWith(copy.dir) ? rel : join(copy.dir, rel);
  const doc = parseDocument(readFileSync(file, 'utf8'));
  const before = JSON.stringify(doc.toJS());
  edit(doc);
  if (JSON.stringify(doc.toJS()) !== before) writeFileSync(file, doc.toString({ lineWidth: 0 }));
}

export function seq(doc: Document, path: (string | number)[]): YAMLSeq {
  const node = doc.getIn(path, true);
  if (!isSeq(node)) throw new Error(`${path.join('.')} is not a list`);
  return node;
}

/** The index of the item of a list of mappings whose `key` is `value`. */
export function indexOf(list: YAMLSeq, key: string, value: unknown): number {
  return list.items.findIndex((item) => isMap(item) && (item as YAMLMap).get(key) === value);
}

/** `home.popularRoutes[0].fromFare` → ['home', 'popularRoutes', 0, 'fromFare'] (a notice's path). */
export function pathOf(text: string): (string | number)[] {
  return [...text.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}

/** The file of the data folder a source timetable is in (its provenance names it as file:line). */
export function fileOfTimetable(route: Route, source: string): string {
  const at = route.provenance.find((p) => p.statement === `timetable:${source}`)?.at;
  if (!at) throw new Error(`no provenance for timetable ${source} of ${route.id}`);
  return at.replace(/:\d+$/, '');
}

// ─── the data check ───────────────────────────────────────────────────────────────────────────────────────
export function check(copy: Copy, buildDate = copy.buildDate): PipelineResult {
  return runPipeline({ dataDir: copy.dir, buildDate });
}

export function graphOf(copy: Copy): Graph {
  const result = check(copy);
  if (!result.graph) throw new Error(`the data has errors:\n${lines(result.notices.filter((n) => n.severity === 'error'))}`);
  return result.graph;
}

/** `npm run data:check -- --strict` in-process (writing nothing): its exit code and report. */
export function strict(copy: Copy): { code: number; report: string } {
  let report = '';
  const code = dataCheck(['--data', copy.dir, '--strict', '--no-write'], {
    stdout: (t) => { report += t; }, stderr: (t) => { report += t; }, color: false, today: copy.buildDate, debug: false,
  });
  return { code, report };
}

const lines = (notices: readonly Notice[]) => notices.map((n) => `${n.file}:${n.line}:${n.col}  ${n.severity}  ${n.code}  ${n.message}`).join('\n');

const openWarnings = (result: PipelineResult) =>
  result.notices.filter((n) => n.severity === 'warning' && n.decision?.state === 'open' && n.code !== 'stale_decision');
const staleDecisions = (result: PipelineResult) => result.notices.filter((n) => n.code === 'stale_decision');

// ─── docs/recipes.md › Settle a warning, one step each ────────────────────────────────────────────────────
/** Step 1: a stale decision whose conflict is still there with other figures → the figures its notice gives. */
export function refigureDecisions(copy: Copy, result = check(copy)): number {
  const changes = staleDecisions(result).flatMap((stale) =>
    (typeof stale.context.figures === 'string' ? [{ index: pathOf(stale.path)[1] as number, figures: stale.context.figures }] : []));
  editYaml(copy, 'decisions.yaml', (doc) => {
    for (const { index, figures } of changes) doc.setIn(['decisions', index, 'facts', 'figures'], figures);
  });
  return changes.length;
}

/** Step 2: a stale decision whose conflict is gone (its notice says to delete it) → deleted. */
export function deleteStaleDecisions(copy: Copy, result = check(copy)): number {
  const gone = staleDecisions(result).filter((s) => s.context.figures === undefined).map((s) => pathOf(s.path)[1] as number);
  editYaml(copy, 'decisions.yaml', (doc) => {
    for (const index of [...gone].sort((a, b) => b - a)) seq(doc, ['decisions']).delete(index);
  });
  return gone.length;
}

/** Step 3: a sentence whose count no longer holds → it says the data's count, in words if it used words. */
export function correctCounts(copy: Copy, result = check(copy)): number {
  const claims = openWarnings(result).filter((n) => n.code === 'count_claim_contradicted');
  for (const claim of claims) {
    const phrase = /^"([^"]+)"/.exec(claim.message)![1]!;
    const { actual } = claim.context as { actual: number };
    const corrected = phrase.replace(new RegExp(`\\b${NUMBER}\\b`, 'i'), (word) => numberLike(word, actual));
    editYaml(copy, claim.file, (doc) => {
      const path = pathOf(claim.path);
      const text = String(doc.getIn(path));
      if (!text.includes(phrase)) throw new Error(`${claim.file}: "${phrase}" is not at ${claim.path}`);
      doc.setIn(path, text.replace(phrase, corrected));
    });
  }
  return claims.length;
}

/** Step 4: any other open warning → the --decisions-template stub, filled in and pasted into decisions.yaml. */
export function acceptOpenWarnings(copy: Copy, reason: string): number {
  const open = openWarnings(check(copy));
  if (open.length === 0) return 0;
  const reviewBy = `${Number(copy.buildDate.slice(0, 4)) + 1}${copy.buildDate.slice(4)}`;
  const stubs = renderTemplate(open, copy.dir)
    .replace(/TODO: the evidence for this decision/g, reason).replace(/TODO yyyy-MM-dd/g, reviewBy);
  const file = join(copy.dir, 'decisions.yaml');
  const text = readFileSync(file, 'utf8').replace(/^decisions: \[\]\s*$/m, 'decisions:');
  writeFileSync(file, `${text.trimEnd()}\n${stubs}`);
  return open.length;
}

/**
 * "Settle what it reports": steps 1–4 until nothing is open. Steps 1–3 act on one check's report (each edits what
 * the others leave alone: decisions' figures, other decisions, sentences), step 4 on the report after them.
 */
export function settle(copy: Copy, reason = 'Checked with the operator.'): void {
  for (let round = 0; round < 5; round++) {
    const result = check(copy);
    if (openWarnings(result).length === 0 && staleDecisions(result).length === 0) return;
    refigureDecisions(copy, result);
    deleteStaleDecisions(copy, result);
    correctCounts(copy, result);
    acceptOpenWarnings(copy, reason);
  }
}

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** `actual` written as `word` wrote its number: digits, or words with the same capital. */
function numberLike(word: string, actual: number): string {
  if (/^\d/.test(word)) return String(actual);
  if (actual >= 100) throw new Error(`${actual} in words is beyond this test's helper`);
  const words = actual < 20 ? UNITS[actual]! : `${TENS[Math.floor(actual / 10)]}${actual % 10 ? `-${UNITS[actual % 10]}` : ''}`;
  return /^[A-Z]/.test(word) ? words[0]!.toUpperCase() + words.slice(1) : words;
}
