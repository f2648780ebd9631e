/**
 * destination_not_ordered: the order of the destinations is data (data/pages.yaml › destinations.order), so a
 * destination it leaves out has no place chosen for it. Pages still list it — last, by slug, never dropped — and
 * this says where to give it one. (A slug in the order with no destination is a dangling_reference; one listed
 * twice, duplicate_id.)
 */
import { defineNotices, notice } from '../notices/define';
import { defineCheck } from './define';

const notices = defineNotices({
  destination_not_ordered: notice<{ slug: string }>({
    severity: 'warning',
    facts: ['slug'],
    meaning: 'A destination page is not in the order of the destination list (data/pages.yaml › destinations.order), so every list of destinations shows it last.',
    fix: 'Add its slug (its file name in data/destinations/) to destinations.order where it belongs.',
  }),
});

export const destinationListing = defineCheck('destination-listing', notices, (ctx, report) => {
  const pages = ctx.data.pages[0];
  if (!pages || !ctx.complete.pages) return;
  const ordered = new Set(pages.value.destinations.order);
  for (const { file, value } of ctx.data.destinations) {
    if (ordered.has(value.slug)) continue;
    report(notices.destination_not_ordered, { file, path: ['slug'] },
      `destination "${value.slug}" is not in the order of the destination list (${pages.file} › destinations.order), so every page lists it last — add "${value.slug}" where it belongs`,
      { slug: value.slug }, [{ file: pages.file, path: ['destinations', 'order'] }]);
  }
});
