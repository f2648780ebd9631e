import type { Notice } from '../types';

export interface ReportSummary {
  dataDir: string;
  buildDate: string;
  files: number;
  errors: number;
  /** Every warning, covered by a decision or not. */
  warnings: number;
  infos: number;
  strict: boolean;
  crashed: boolean;
  /** Warnings a decision in data/decisions.yaml covers (resolved + accepted). */
  covered?: number;
  resolved?: number;
  accepted?: number;
  /** Warnings no decision covers: what --strict fails on. */
  open?: number;
}

/** A warning without a decision state (a notice built outside the pipeline) counts as open. */
export function isCovered(n: Notice): boolean {
  return n.severity === 'warning' && (n.decision?.state === 'resolved' || n.decision?.state === 'accepted');
}

export function summarise(notices: readonly Notice[], base: Omit<ReportSummary, 'errors' | 'warnings' | 'infos'>): ReportSummary {
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  let resolved = 0;
  let accepted = 0;
  for (const n of notices) {
    if (n.severity === 'error') errors++;
    else if (n.severity === 'warning') {
      warnings++;
      if (n.decision?.state === 'resolved') resolved++;
      if (n.decision?.state === 'accepted') accepted++;
    } else infos++;
  }
  return { ...base, errors, warnings, infos, covered: resolved + accepted, resolved, accepted, open: warnings - resolved - accepted };
}

/** Warnings that fail --strict. */
export function openWarnings(s: ReportSummary): number {
  return s.open ?? s.warnings;
}
