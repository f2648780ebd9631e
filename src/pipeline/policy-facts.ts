/**
 * Policy figures as facts. Two statements of one topic may give one figure differently (the FAQ's infants under 2
 * travel free, the travel tips' children below 3). A resolved decision has already given both the winner's value
 * (decisions/resolvers.ts); what still differs was accepted as published, so every text that states the figure
 * reads every published value in the same words — "2 or 3" — and the pages add one line saying the sources differ.
 * (policy_conflict warns about the difference; `--strict` fails until it is decided.)
 *
 * A text may also name a figure of its topic that it does not give itself (the site's one wording of the family
 * fares, the travel tips' discount that states no percentage): it reads what the topic's statements publish, so a
 * rule is worded once and its figure typed once.
 */
import type { Policy } from '../graph/types';
import type { PoliciesData } from '../schema/collections';
import { formatValue, placeholdersOf, policyParts } from './policy-text';

type RawPolicy = PoliciesData['policies'][number];
type Value = number | string;

export function policyFacts(policies: readonly RawPolicy[]): Policy[] {
  // topic → key → values in statement order, distinct.
  const published = new Map<string, Map<string, Value[]>>();
  for (const p of policies) {
    const keys = published.get(p.topic) ?? published.set(p.topic, new Map()).get(p.topic)!;
    for (const [key, value] of Object.entries(p.values)) {
      const values = keys.get(key) ?? keys.set(key, []).get(key)!;
      if (!values.some((v) => String(v) === String(value))) values.push(value);
    }
  }
  return policies.map((p) => {
    const topic = published.get(p.topic);
    // Its own figures, and the topic's figures its text names without giving them.
    const named = [...new Set([...Object.keys(p.values), ...placeholdersOf(p.text).filter((key) => topic?.has(key))])];
    const disputed = named.filter((key) => (topic?.get(key)?.length ?? 0) > 1).sort();
    const values: Record<string, Value> = { ...p.values };
    for (const key of named) if (!(key in values)) values[key] = topic!.get(key)![0]!;
    for (const key of disputed) values[key] = disputedText(key, topic!.get(key)!);
    const parts = policyParts(p.text, values);
    return { ...p, text: parts.map((part) => ('figure' in part ? part.figure : part.text)).join(''), parts, disputed };
  });
}

/** "2 or 3", lowest first, each value in its usual words. */
function disputedText(key: string, values: readonly Value[]): string {
  const sorted = [...values].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en')));
  return sorted.map((v) => formatValue(key, v)).join(' or ');
}
