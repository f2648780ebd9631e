/**
 * Which decision covers which notice. A decision matches a notice when the code is the same and every fact it
 * names equals the notice's fact of that key (compared as text). Facts are context values the check put there
 * (./names.ts); `file` falls back to the notice's file relative to the data folder, for the load warnings.
 */
import { factsOf } from '../checks';
import type { Finding } from '../types';
import type { Decision } from '../../schema/decisions';

function factValue(f: Finding, key: string, displayDir: string): string | undefined {
  const value = f.context[key];
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (key === 'file') return f.at.file.startsWith(`${displayDir}/`) ? f.at.file.slice(displayDir.length + 1) : f.at.file;
  return undefined;
}

/**
 * A decision that follows the data (`use: data`: the data's figure wins whatever it is) pins no figures: its
 * `figures`, if written, are not compared, so a new count or fare never makes it stale.
 */
export function matches(decision: Decision, f: Finding, displayDir: string): boolean {
  if (decision.code !== f.code) return false;
  return Object.entries(decision.facts).every(([key, value]) =>
    (key === 'figures' && decision.use === 'data') || factValue(f, key, displayDir) === value);
}

/** Whether the decision names the finding's fact, whatever figures each gives (a stale decision's successor). */
export function sameFact(decision: Pick<Decision, 'code' | 'facts'>, f: Finding, displayDir: string): boolean {
  if (decision.code !== f.code || !('figures' in decision.facts)) return false;
  return Object.entries(decision.facts).every(([key, value]) => key === 'figures' || factValue(f, key, displayDir) === value);
}

/** A notice's facts as a decision would name them (every fact its code declares that it carries). */
function factsOfFinding(f: Finding, displayDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of factsOf(f.code)) {
    const value = factValue(f, key, displayDir);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The same notice in two runs (before and after resolving): its code and facts, or its place and message. */
export function identity(f: Finding, displayDir: string): string {
  const facts = factsOfFinding(f, displayDir);
  const named = Object.keys(facts).length > 0 ? JSON.stringify(facts) : `${f.at.file}|${f.at.path.join('.')}|${f.message}`;
  return `${f.code}|${named}`;
}
