/**
 * The spec's rule: a destination's slug is its name lower-cased, spaces turned to hyphens and parentheses removed
 * ("Boracay via Caticlan" → boracay-via-caticlan). A slug that breaks the rule gives a page address the site's
 * links (and other sites' links) do not expect.
 */
import { defineNotices, notice } from '../notices/define';
import { defineCheck } from './define';

const notices = defineNotices({
  slug_rule: notice<{ slug: string; name: string; expected: string }>({
    severity: 'error',
    meaning: 'A destination\'s slug is not its name lower-cased with spaces turned to hyphens and parentheses removed.',
    fix: 'Use the slug the message gives, or correct the name.',
  }),
});

function slugFromName(name: string): string {
  return name.toLowerCase().replace(/[()]/g, '').trim().replace(/\s+/g, '-');
}

export const slugRule = defineCheck('slug-rule', notices, (ctx, report) => {
  for (const { file, value } of ctx.data.destinations) {
    const expected = slugFromName(value.name);
    if (value.slug === expected) continue;
    report(notices.slug_rule, { file, path: ['slug'] },
      `slug "${value.slug}" does not follow the slug rule for the name "${value.name}" (lower case, spaces → hyphens, no parentheses): use "${expected}", or correct the name`,
      { slug: value.slug, name: value.name, expected });
  }
});
