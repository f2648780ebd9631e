/**
 * A policy's text and its values are one statement (../policy-text.ts): every `{key}` in the text must be a key of
 * its values or of another statement of its topic (../policy-facts.ts: it then reads the topic's figure), or the page
 * would show "{key}"; and every value must be named in the text (or the checks would compare a figure no traveller
 * reads, while the text could say another).
 */
import { defineNotices, notice } from '../notices/define';
import { nearest } from '../nearest';
import { placeholdersOf } from '../policy-text';
import { defineCheck } from './define';

const notices = defineNotices({
  policy_placeholder_unknown: notice<{ policy: string; key: string }>({
    severity: 'error',
    meaning: 'A policy\'s text names a {figure} that its values do not give; the page would show the braces.',
    fix: 'Add the key to the policy\'s values, or correct the name in the text (the message suggests the nearest key).',
  }),
  policy_value_unstated: notice<{ policy: string; key: string }>({
    severity: 'error',
    meaning: 'A policy gives a figure in values that its text does not show, so the checks compare a number travellers never read.',
    fix: 'Write {key} in the text where it states the figure (the page renders the value there).',
  }),
});

export const policyText = defineCheck('policy-text', notices, (ctx, report) => {
  for (const { file, value } of ctx.data.policies) {
    value.policies.forEach((policy, i) => {
      const keys = Object.keys(policy.values);
      const topicKeys = new Set(value.policies.filter((p) => p.topic === policy.topic).flatMap((p) => Object.keys(p.values)));
      const named = placeholdersOf(policy.text);
      for (const key of named) {
        if (topicKeys.has(key)) continue;
        const near = nearest(key, [...topicKeys]);
        report(notices.policy_placeholder_unknown, { file, path: ['policies', i, 'text'] },
          `the text of policy ${policy.id} names {${key}}, which neither its values nor its topic ${policy.topic} give${near ? ` (did you mean {${near}}?)` : ''} — the page would show "{${key}}"; add ${key} to values or correct the name`,
          { policy: policy.id, key });
      }
      for (const key of keys) {
        if (named.includes(key)) continue;
        report(notices.policy_value_unstated, { file, path: ['policies', i, 'values', key] },
          `policy ${policy.id} gives ${key} ${String(policy.values[key])}, but its text does not show it — write {${key}} where the text states the figure, so the page shows the value the checks compare`,
          { policy: policy.id, key }, [{ file, path: ['policies', i, 'text'] }]);
      }
    });
  }
});
