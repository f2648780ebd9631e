/**
 * The notices about data/decisions.yaml itself, reported by settle.ts. They live apart from settle.ts because settle
 * reads the registry (checks/index.ts) that collects them.
 */
import { defineNotices, notice } from '../notices/define';

export const notices = defineNotices({
  decision_unknown_code: notice<{ code: string }>({
    severity: 'error',
    meaning: 'A decision names a code that does not exist, or one that is not a warning (only warnings can be decided).',
    fix: 'Use the code of the warning as the report prints it (docs/data-notices.md lists them).',
  }),
  decision_unknown_fact: notice<{ code: string; fact: string; allowed: string[] }>({
    severity: 'error',
    meaning: 'A decision\'s `facts` names a key that the code does not identify its notices by.',
    fix: 'Use only the fact keys the message lists (`--decisions-template` prints them filled in).',
  }),
  decision_invalid_use: notice<{ code?: string; use?: string; allowed?: string[] }>({
    severity: 'error',
    meaning: 'A resolved decision says a statement wins that the notice does not have, or the code cannot be resolved automatically.',
    fix: 'Use one of the values the message lists, or record the decision as accepted (or correct the data itself).',
  }),
  /**
   * `figures`: the conflict the decision names is still there with these figures (the open warning at `related`):
   * the replacement for the decision's own; absent when the conflict is gone.
   */
  stale_decision: notice<{ code: string; facts: Record<string, string>; figures?: string }>({
    severity: 'warning',
    meaning: 'A decision matches no notice: the conflict it names has other figures now, or is gone (like an unused eslint-disable).',
    fix: 'Still in conflict with other figures: when the decision still holds, write the figures the message gives (--decisions-template prints them). Gone: delete the decision (or correct its facts if its notice is reported under other facts).',
  }),
  decision_review_due: notice<{ code: string; reviewBy: string; buildDate: string }>({
    severity: 'warning',
    meaning: 'An accepted decision\'s reviewBy date is before the build date.',
    fix: 'Check the statements again with the operator, then move reviewBy forward (or resolve the conflict).',
  }),
});
