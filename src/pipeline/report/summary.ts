import type { Notice } from '../types';

export interface ReportSummary {
  dataDir: string;
  buildDate: string;
  files: number;
  errors: number;
  warnings: number;
  infos: number;
  strict: boolean;
  crashed: boolean;
}

export function summarise(notices: readonly Notice[], base: Omit<ReportSummary, 'errors' | 'warnings' | 'infos'>): ReportSummary {
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  for (const n of notices) {
    if (n.severity === 'error') errors++;
    else if (n.severity === 'warning') warnings++;
    else infos++;
  }
  return { ...base, errors, warnings, infos };
}
