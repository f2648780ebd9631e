/**
 * The whole data check without side effects: load → validate → normalise → checks → located notices.
 * Writing generated/ is the CLI's job (and only when there are no errors).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import type { CollectionName } from '../schema/collections';
import type { Graph } from '../graph/types';
import { addDays, manilaDate, manilaStartOfDay } from '../time';
import { CHECKS } from './checks';
import { COLLECTION_NAMES, emptyDataset, type Dataset } from './dataset';
import { severityRank } from './notices/define';
import { finding } from './notices/finding';
import { loadDataDir } from './load';
import { Locator } from './locate';
import { settle, type CheckRun } from './decisions/settle';
import type { Decision } from '../schema/decisions';
import { completeGraph, normalise } from './normalise';
import type { DraftGraph } from './draft-graph';
import type { Check, Finding, Notice, Position } from './types';
import { validateFile } from './validate';
import { notices as crashNotices } from './checks/define';

export interface PipelineOptions {
  /** The data folder as the user named it (relative to the working directory, or absolute). */
  dataDir: string;
  /** yyyy-MM-dd in Asia/Manila: the date checks judge "years of service" against. */
  buildDate: string;
  /** The caller's clock reading (epoch ms), used when it falls on the build date: see pipelineClock. */
  now?: number;
  /** Defaults to the registry; tests pass their own. */
  checks?: readonly Check[];
  /** Show the stack of a crashing check in its notice (DEBUG). */
  debug?: boolean;
  /** The folder of files the site serves as they are (images); default `public`. Not checked when it is absent. */
  publicDir?: string;
}

export interface PipelineResult {
  notices: Notice[];
  /** The complete graph, or null when a collection is missing or invalid. */
  graph: Graph | null;
  draft: DraftGraph;
  fileCount: number;
  counts: { error: number; warning: number; info: number };
  /** A check threw: the checker itself failed (exit code 2). */
  crashed: boolean;
  /** Each usable decision of data/decisions.yaml with the warnings of the published data it covers. */
  decisions: { decision: Decision; at: Position; covers: Notice[] }[];
}

export function runPipeline(options: PipelineOptions): PipelineResult {
  const displayDir = displayPath(options.dataDir);
  const loaded = loadDataDir(options.dataDir, displayDir);
  const findings: Finding[] = [...loaded.findings];

  const data: Dataset = emptyDataset();
  const complete = Object.fromEntries(COLLECTION_NAMES.map((n) => [n, !loaded.broken.has(n)])) as Record<CollectionName, boolean>;
  for (const file of loaded.files) {
    if (file.value === undefined) continue;
    const result = validateFile(file);
    if (result.ok) {
      (data[file.collection] as { file: string; value: unknown }[]).push({ file: file.file, value: result.value });
    } else {
      findings.push(...result.findings);
      complete[file.collection] = false;
    }
  }

  const siteFiles = listSiteFiles(options.publicDir ?? 'public');
  const settled = settle({
    data, buildDate: options.buildDate, displayDir,
    check: (d) => runChecks(d, data, complete, options, displayDir, siteFiles),
  });
  findings.push(...settled.findings);

  const locator = new Locator(loaded.files);
  const notices = findings.map((f) => locator.notice(f)).sort(compareNotices);
  const counts = { error: 0, warning: 0, info: 0 };
  for (const n of notices) counts[n.severity]++;
  const graph = counts.error === 0 ? completeGraph(settled.graph) : null;
  // Provenance gets its file and line only in the graph that is written: checking never parses for positions.
  for (const [p, loc] of graph ? settled.index.provenance : []) {
    const { file, line } = locator.position(loc);
    p.at = `${file}:${line}`;
  }
  return {
    notices,
    graph,
    draft: settled.graph,
    fileCount: loaded.files.length,
    counts,
    crashed: settled.crashed,
    decisions: settled.coverage.map((c) => ({
      decision: c.decision, at: locator.position(c.at), covers: c.covers.map((f) => locator.notice(f)).sort(compareNotices),
    })),
  };
}

/** Every check on one data set (the published data, or the copy with resolved decisions applied). */
function runChecks(
  data: Dataset, published: Dataset, complete: Record<CollectionName, boolean>, options: PipelineOptions, displayDir: string,
  siteFiles: ReadonlySet<string> | null,
): CheckRun {
  const { graph, index } = normalise(data);
  const ctx = {
    data, ...(data === published ? {} : { published }), graph, index, buildDate: options.buildDate,
    now: pipelineClock(options.buildDate, options.now), complete, ...(siteFiles ? { siteFiles } : {}),
  };
  const findings: Finding[] = [];
  let crashed = false;
  for (const check of options.checks ?? CHECKS) {
    try {
      findings.push(...check.run(ctx));
    } catch (error) {
      crashed = true;
      findings.push(crashFinding(check, error, displayDir, options.debug === true));
    }
  }
  return { findings, graph, index, crashed };
}

/**
 * The instant the checks judge against: the clock reading given, when it is on the build date (a check of today's
 * data); else — a check as of another date, or no reading (a test, the dev loop) — the end of the build date, so the
 * result depends on the date alone.
 */
export function pipelineClock(buildDate: string, now?: number): number {
  if (now !== undefined && manilaDate(new Date(now)) === buildDate) return now;
  return Date.parse(manilaStartOfDay(addDays(buildDate, 1)));
}

function crashFinding(check: Check, error: unknown, displayDir: string, debug: boolean): Finding {
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = debug && error instanceof Error && error.stack ? error.stack : undefined;
  return finding(crashNotices.check_crashed, { file: displayDir, path: [] },
    `the ${check.id} check crashed (${what}); the other checks still ran — this is a bug in the checker: report it${debug ? '' : ' (DEBUG=1 shows the stack)'}`,
    { check: check.id, error: what, ...(stack ? { stack } : {}) });
}

/** Every file under `dir` as the site path it is served at (`/images/x.svg`); null when there is no such folder. */
function listSiteFiles(dir: string): Set<string> | null {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return null;
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Set(files.map((e) => `/${relative(dir, join(e.parentPath, e.name)).split(sep).join('/')}`));
}

/** By file, line, column, then severity and code: the order a maintainer fixes things in. */
function compareNotices(a: Notice, b: Notice): number {
  return cmp(a.file, b.file) || a.line - b.line || a.col - b.col
    || severityRank(a.severity) - severityRank(b.severity) || cmp(a.code, b.code) || cmp(a.message, b.message);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `./data/` → `data`; backslashes → slashes, so notices read the same on every machine. */
export function displayPath(dir: string): string {
  const normalised = posix.normalize(dir.replace(/\\/g, '/'));
  return normalised.length > 1 ? normalised.replace(/\/$/, '') : normalised;
}
