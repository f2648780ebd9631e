/**
 * Shapes shared by the pipeline stages: where a statement sits in the YAML (Loc), what a check returns (Finding)
 * and what a maintainer reads (Notice). Checks only ever produce Findings with a path; line and column are
 * resolved once, at the end, from the YAML nodes — so checks stay cheap and testable without YAML.
 */
import type { CollectionName } from '../schema/collections';
import type { NoticeDef, Severity } from './notices/define';
import type { Dataset } from './dataset';
import type { DraftGraph, SourceIndex } from './draft-graph';
import type { Loc } from './location';

;
export type { Loc, Path } from './location';

/** What a check reports. Severity comes from the notice's definition, so a code never changes severity. */
export interface Finding {
  code: string;
  severity: Severity;
  at: Loc;
  message: string;
  /** The figures behind the message, for the JSON report and for tests. Deterministic, JSON-safe. */
  context: Record<string, unknown>;
  /** The other side of a conflict (or the first definition of a duplicate). */
  related?: Loc[];
  /** Warnings only, set by src/pipeline/decisions/settle.ts: whether a decision covers it. */
  decision?: DecisionState<Loc>;
}

/**
 * A warning's standing against data/decisions.yaml: `open` (no decision: --strict fails), `resolved` (a decision
 * chose the winning statement and the graph uses it) or `accepted` (both statements stay as published).
 */
export interface DecisionState<At = Position> {
  state: 'open' | 'resolved' | 'accepted';
  /** The decision that covers it; absent when open, or when another decision's resolution settled it too. */
  at?: At;
  reason?: string;
  use?: string;
  reviewBy?: string;
}

export interface Position {
  file: string;
  line: number;
  col: number;
  /** `timetables[0].trips[2].arr` — empty for the whole file. */
  path: string;
}

/** A located finding: what reports print and report.json stores. */
export interface Notice extends Position {
  code: string;
  severity: Severity;
  message: string;
  context: Record<string, unknown>;
  related?: Position[];
  decision?: DecisionState;
}

export interface CheckContext {
  /** The validated files of every collection (files that failed validation are absent). */
  data: Dataset;
  /**
   * The data as the files state it, when `data` is the copy with resolved decisions applied (a check about the
   * files' own text, not the figures pages show, reads this); absent when `data` is the published data.
   */
  published?: Dataset;
  /** The graph built from the valid files; singletons are null when their file failed. */
  graph: DraftGraph;
  index: SourceIndex;
  /** `yyyy-MM-dd` in Asia/Manila, passed in by the CLI: checks never read the clock. */
  buildDate: string;
  /**
   * The instant the checks judge against (epoch ms): the caller's clock reading when the build date is today, else
   * the end of the build date (pipelineClock). What has not happened yet ("stated at" tomorrow) is judged by it.
   */
  now: number;
  /** false when a file of that collection failed to load or validate: skip cross-checks that would cascade. */
  complete: Record<CollectionName, boolean>;
  /**
   * The files the site serves from public/ as site paths (`/images/logo.svg`), listed once by runPipeline; absent when
   * there is no public folder to judge against (a check of a lone data folder, a test's context).
   */
  siteFiles?: ReadonlySet<string>;
}

export interface Check {
  /** kebab-case, the module's file name: printed when the check crashes. */
  id: string;
  /** Every notice this check can report. */
  notices: readonly NoticeDef[];
  run(ctx: CheckContext): Finding[];
}
