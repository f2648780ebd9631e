/**
 * A sentence that binds a figure (`{time:manila-cebu}`, graph/prose-facts.ts) must name a fact the data has, and
 * stand where pages render bindings (BOUND_TEXT): anywhere else, or naming nothing, the braces would reach travellers
 * as typed.
 */
import { BOUND_TEXT, bindingsOf, boundFigure } from '../../graph/prose-facts';
import { COLLECTION_NAMES } from '../dataset';
import { defineNotices, notice } from '../notices/define';
import { formatPath } from '../notices/finding';
import type { Path } from '../types';
import { proseStrings } from './prose';
import { defineCheck } from './define';

const notices = defineNotices({
  prose_binding_unknown: notice<{ fact: string }>({
    severity: 'error',
    meaning: 'A sentence binds a figure in braces ({time:manila-cebu}, docs/figures.md › Binding a figure) that names no fact the data has, or stands in a field where pages show text as typed; travellers would read the braces.',
    fix: 'Name a fact the data has (a route id with time, weekly, days, fare or from; count:sea-routes, count:destinations, booking:lead-days), or type the figure in a field that does not bind.',
  }),
});

const bound = (collection: string, path: Path): boolean =>
  ((BOUND_TEXT as Record<string, readonly (readonly string[])[]>)[collection] ?? [])
    .some((pattern) => pattern.length === path.length && pattern.every((key, i) => key === '*' ? typeof path[i] === 'number' : key === path[i]));

export const proseBinding = defineCheck('prose-binding', notices, (ctx, report) => {
  for (const collection of COLLECTION_NAMES) {
    for (const { file, value } of ctx.data[collection] as { file: string; value: unknown }[]) {
      for (const { text, path } of proseStrings(value)) {
        for (const fact of bindingsOf(text)) {
          const here = bound(collection, path);
          if (here && boundFigure(fact, ctx.graph)) continue;
          report(notices.prose_binding_unknown, { file, path, quote: `{${fact}}` }, here
            ? `{${fact}} names no fact the data has — use a route id (data/schedules.yaml lists them) with time, weekly, days, fare or from, or count:sea-routes, count:destinations, booking:lead-days`
            : `{${fact}} is in ${formatPath(path) || 'a text'}, where pages show text as typed — bind figures only in the sentences docs/figures.md › Binding a figure lists, or type the figure`,
          { fact });
        }
      }
    }
  }
});
