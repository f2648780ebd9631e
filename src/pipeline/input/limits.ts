/**
 * The documented limits of the data folder (docs/data.md › Input contract). CI runs the data check on whatever a
 * pull request contains, so every limit is checked as early as it can be — sizes and counts before a file is read,
 * nesting and value counts before the YAML is composed — and each one is a located `limit_exceeded` (or
 * `too_deep`) error. Together they keep data:check under 512 MB and a few seconds on any input
 * (`npm run bench:limits` measures it). The shipped data uses a small fraction of each.
 */
import { defineNotices, notice } from '../notices/define';
import { finding } from '../notices/finding';
import type { Finding, Loc } from '../types';

/** The limits a `limit_exceeded` notice names (nesting is `too_deep`'s). */
type Limit = Exclude<LimitName, 'depth'>;

export const notices = defineNotices({
  limit_exceeded: notice<{ limit: Limit; max: number; bytes?: number; length?: number }>({
    severity: 'error',
    meaning: 'The data goes past a documented limit (file size, total size, files per folder, values per file, text length, trip rows; docs/data.md › Input contract).',
    fix: 'Split or shorten the data; if the limit is really too small, raise it in src/pipeline/input/limits.ts and docs/data.md together.',
  }),
});

const DEFAULT_LIMITS = {
  /** Bytes of one file. The largest shipped file is about 40 KB. */
  fileBytes: 1024 * 1024,
  /** Bytes of all files read together. */
  totalBytes: 8 * 1024 * 1024,
  /** Entries in one folder (data/, data/timetables/, data/destinations/), whatever they are. */
  folderEntries: 500,
  /** Nesting of mappings and lists; the data needs 7. Checked before the YAML parser recurses. */
  depth: 64,
  /** Scalars (keys and values) in one file. */
  valuesPerFile: 50_000,
  /**
   * Entries of one mapping. The YAML parser checks each new key against every earlier one (quadratic), so a file
   * of 25,000 repeated keys takes 18 s; the largest mapping in the data has about 20 keys.
   */
  mappingEntries: 1_000,
  /** Scalars in all files together. */
  valuesTotal: 400_000,
  /** Characters of one text value or key. */
  stringChars: 10_000,
  /** Trip rows in one timetable file. */
  tripRowsPerFile: 4_000,
  /** Trip rows in all timetable files. */
  tripRowsTotal: 20_000,
} as const;

export type LimitName = keyof typeof DEFAULT_LIMITS;

/** The limits in force: the defaults above, unless a benchmark raised them (raiseLimitsForBenchmark). */
export const LIMITS: { readonly [K in LimitName]: number } = { ...DEFAULT_LIMITS };

/**
 * Only for `npm run bench:data`, which measures the pipeline on a synthetic national network (100,000 trips) far
 * past what the data folder may hold: raises the given limits for the rest of the process.
 */
export function raiseLimitsForBenchmark(overrides: Partial<Record<LimitName, number>>): void {
  Object.assign(LIMITS, overrides);
}

/** The limit_exceeded finding of `limit`, with what went past it (a file's bytes, a text's length) when known. */
export function limitFinding(at: Loc, limit: Limit, message: string, found: { bytes?: number; length?: number } = {}): Finding {
  return finding(notices.limit_exceeded, at, message, { limit, max: LIMITS[limit], ...found });
}

/** "1 MiB", "10,000" — how a limit reads in a message. */
export function limitText(name: LimitName): string {
  const value = LIMITS[name];
  if (name === 'fileBytes' || name === 'totalBytes') return `${value / (1024 * 1024)} MiB`;
  return value.toLocaleString('en-US');
}
