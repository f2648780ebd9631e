/**
 * A policy's sentence (data/policies.yaml) with each figure it states marked as a fact, `policy:<topic>.<key>`, so
 * `npm run check:facts` proves the FAQ and the travel tips say the same figure. A figure the sources give
 * differently reads as every published value ("2 or 3"), marked Unconfirmed after its sentence (ProseText.tsx
 * `withMarks`), with the line that says why.
 */
import type { PolicyPart } from '../../graph/types';
import { DisputedNote, Fact } from './Fact';
import { withMarks } from './ProseText';

/** What a page needs of a policy to show it (its slice of the graph's Policy). */
export interface PolicyView { topic: string; parts: PolicyPart[]; disputed: string[] }

/** `link`: the disputed note's phone as a link (DisputedNote); false inside a form, before its submit button. */
export function PolicyText({ policy, link = true }: { policy: PolicyView; link?: boolean }) {
  return (
    <>
      {withMarks(policy.parts.map((part) => ('key' in part
        ? {
          node: <Fact id={`policy:${policy.topic}.${part.key}`} disputed={policy.disputed.includes(part.key)}>{part.figure}</Fact>,
          disputed: policy.disputed.includes(part.key),
        }
        : part)))}
      {policy.disputed.length > 0 ? <DisputedNote kinds={['figure']} className="mt-1" inline link={link} /> : null}
    </>
  );
}

/** The view a page's loader ships for a policy id (build time). */
export function policyView(policies: readonly { id: string; topic: string; parts: PolicyPart[]; disputed: string[] }[], id: string | null): PolicyView | null {
  const p = id === null ? undefined : policies.find((x) => x.id === id);
  return p ? { topic: p.topic, parts: p.parts, disputed: p.disputed } : null;
}
