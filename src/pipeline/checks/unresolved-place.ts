/** A place in the search suggestions with no port: the booking hand-off still works, schedule answers cannot. */
import { defineNotices, notice } from '../notices/define';
import { defineCheck } from './define';

const notices = defineNotices({
  unresolved_place: notice<{ place: string }>({
    severity: 'info',
    meaning: 'A place name in the search list has no port, so schedule answers cannot use it.',
    fix: 'Add `port: <id>` if a port serves it; otherwise nothing to do.',
  }),
});

export const unresolvedPlace = defineCheck('unresolved-place', notices, (ctx, report) => {
  for (const { file, value } of ctx.data.places) {
    value.places.forEach((place, i) => {
      if (place.port !== undefined) return;
      report(notices.unresolved_place, { file, path: ['places', i, 'name'] },
        `"${place.name}" has no port, so schedule searches cannot use it — add port: <id> if a port in ports.yaml serves it`,
        { place: place.name });
    });
  }
});
