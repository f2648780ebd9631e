/**
 * data/decisions.yaml: what maintainers decided about the warnings the data check reports (docs/data.md › Recording a
 * decision). A decision names its notice by code and facts (never a line), and either
 *   - resolves it: `use` names the statement (or figure) that wins, and the graph is built with it; or
 *   - accepts it as published: both statements stay, with a `reviewBy` date after which it warns again.
 * Which codes, fact keys and `use` values exist is checked against the notice definitions by src/pipeline/decisions/settle.ts.
 */
import { z } from 'zod';
import { calendarDate } from './dates';
import { line, prose } from './text';

/** The schema-wide date rule: a real calendar day written yyyy-MM-dd. */
const day = calendarDate;

const decision = z.strictObject({
  /** The warning's code, as the report prints it. */
  code: z.string().regex(/^[a-z][a-z0-9_]*$/),
  /** The notice's decision facts (docs/data-notices.md lists them per code): every one given must equal the notice's. */
  facts: z.record(z.string(), line.min(1)).refine((facts) => Object.keys(facts).length > 0, {
    message: 'facts must name at least one fact of the notice',
  }),
  decision: z.enum(['resolved', 'accepted']),
  /** resolved only: which statement wins (one of the notice's statements, or a figure such as `minimum`). */
  use: line.min(1).optional(),
  /** Why: the evidence a later maintainer needs to trust the decision. */
  reason: prose.min(10),
  /** Where the evidence is (a spec section, an operator notice, a phone call). */
  source: line.min(3).optional(),
  /** accepted only: when to look again; past it, the check warns (decision_review_due). */
  reviewBy: day.optional(),
}).superRefine((d, ctx) => {
  if (d.decision === 'resolved' && d.use === undefined) {
    ctx.addIssue({ code: 'custom', path: [], message: 'a resolved decision must say which statement wins (use: …)' });
  }
  if (d.decision === 'resolved' && d.reviewBy !== undefined) {
    ctx.addIssue({ code: 'custom', path: [], message: 'reviewBy is for accepted decisions; a resolved one is settled — remove it' });
  }
  if (d.decision === 'accepted' && d.reviewBy === undefined) {
    ctx.addIssue({ code: 'custom', path: [], message: 'an accepted decision needs a reviewBy date (yyyy-MM-dd)' });
  }
  if (d.decision === 'accepted' && d.use !== undefined) {
    ctx.addIssue({ code: 'custom', path: [], message: 'use is for resolved decisions; an accepted one keeps both statements — remove it' });
  }
});

export const DecisionsSchema = z.strictObject({
  decisions: z.array(decision).default([]),
});

type DecisionsData = z.output<typeof DecisionsSchema>;
export type Decision = DecisionsData['decisions'][number];
