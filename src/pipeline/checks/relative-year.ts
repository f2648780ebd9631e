/**
 * "this year", "next year", "last year" in any sentence of the copy (./prose.ts relativeYearPhrases): the site is read
 * long after the text was written — a news item dated May 2025 says "This Year" on a site built in November 2026 —
 * so the words name the wrong year. A news item's year is its date's; elsewhere no year is known, and the fix is the
 * same: write the year.
 */
import { defineNotices, notice } from '../notices/define';
import { COLLECTION_NAMES } from '../dataset';
import { proseStrings, relativeYearPhrases } from './prose';
import { defineCheck } from './define';
import { textName } from './shared';

const notices = defineNotices({
  relative_year: notice<{ statement: string; figures: string; phrase: string }>({
    severity: 'warning',
    facts: ['statement', 'figures'],
    meaning: 'A sentence says "this year", "next year" or "last year": the site is read long after it was written (a news item dated 2025 on a site built in 2026), so it names the wrong year.',
    fix: 'Write the year itself (a news item: the year of its date).',
  }),
});

export const relativeYear = defineCheck('relative-year', notices, (ctx, report) => {
  for (const collection of COLLECTION_NAMES) {
    if (collection === 'decisions') continue;
    for (const { file, value } of ctx.data[collection] as { file: string; value: unknown }[]) {
      for (const { text, path } of proseStrings(value)) {
        for (const { phrase } of relativeYearPhrases(text)) {
          // A news item: the year of its date.
          const item = collection === 'news' && path[0] === 'items' ? (value as { items: { slug: string; date: string }[] }).items[path[1] as number] : undefined;
          const year = item?.date.slice(0, 4);
          report(notices.relative_year, { file, path, quote: phrase },
            `"${phrase}"${item ? ` in the news item ${item.slug}, dated ${item.date},` : ''} names another year once the site is read later — write ${year ? `"${year}"` : 'the year'} instead`,
            { phrase, statement: textName(collection, path, item?.slug), figures: `"${phrase}" vs ${year ?? 'no year'}` });
        }
      }
    }
  }
});
