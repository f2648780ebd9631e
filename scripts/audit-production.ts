/**
 * `npm run audit:prod`, which CI runs after `npm ci` (.ci/run): npm audit of the production tree only
 * (`--omit=dev`: the packages the browser runs, package.json › dependencies, kept so by
 * tests/architecture/dependencies.test.ts), recorded in the CI log as one summary line and one line per finding.
 * It records, it does not gate: advisories change without our code changing, and a finding is a maintainer's call
 * (upgrade, or replace the package). Where the registry's audit endpoint cannot be reached, it says so and exits 0
 * — never "0 vulnerabilities" for an audit that did not run.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface AuditReport {
  vulnerabilities?: Record<string, { severity: string; range?: string; fixAvailable?: unknown }>;
  metadata?: { vulnerabilities?: Record<string, number>; dependencies?: { prod?: number } };
  message?: string;
  error?: { summary?: string };
}

export interface AuditOutcome {
  kind: 'clean' | 'vulnerable' | 'unreachable';
  lines: string[];
}

const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'] as const;

/** The CI log's lines for `npm audit --omit=dev --json`'s output. */
export function readAudit(json: string): AuditOutcome {
  let report: AuditReport;
  try {
    report = JSON.parse(json) as AuditReport;
  } catch {
    return { kind: 'unreachable', lines: ['npm audit --omit=dev printed no report: not recorded — run it where the registry answers'] };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const why = report.message ?? report.error?.summary ?? 'no report';
    return { kind: 'unreachable', lines: [`npm audit --omit=dev could not reach the registry's audit endpoint (${why}): not recorded — run it where the registry answers`] };
  }
  const packages = report.metadata?.dependencies?.prod;
  const total = SEVERITIES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  const where = `the production tree${packages === undefined ? '' : ` (${packages} packages)`}`;
  if (total === 0) return { kind: 'clean', lines: [`npm audit --omit=dev: no known vulnerability in ${where}`] };
  const bySeverity = SEVERITIES.filter((s) => counts[s]).map((s) => `${counts[s]} ${s}`).join(', ');
  const findings = Object.entries(report.vulnerabilities ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, v]) => `  ${name} ${v.range ?? ''}: ${v.severity}${v.fixAvailable ? ', a fix is available (npm audit fix --omit=dev)' : ', no fix yet'}`);
  return { kind: 'vulnerable', lines: [`npm audit --omit=dev: ${total} known vulnerabilit${total === 1 ? 'y' : 'ies'} in ${where}: ${bySeverity}`, ...findings] };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
  console.log(readAudit(run.stdout ?? '').lines.join('\n'));
}
