/**
 * Counts that sentences state, against what the data holds:
 * - "Nineteen ferry destinations", "the six main ports", "28 routes" anywhere in the copy (pages, site, news, FAQ,
 *   tips, destination pages, route cards, port cards) against the destination pages, the /ports cards and the
 *   /routes cards — the things the site itself shows under those names;
 * - a cabin description's capacity ("for two", "up to eight passengers", "six berths") against the cabin's
 *   capacity, which /tickets shows beside it ("Up to 8 passengers").
 * Figures are read only next to the noun they count (./prose.ts), so "3,003 steps" or "1756" are never claims.
 */
import { defineNotices, notice } from '../notices/define';
import type { CollectionName } from '../../schema/collections';
import type { CheckContext, Loc } from '../types';
import { capacityPhrases, countPhrases, proseStrings } from './prose';
import { defineCheck, type Report } from './define';
import { textName } from './shared';

const notices = defineNotices({
  count_claim_contradicted: notice<{ noun: string; stated: number; actual: number; statement: string; figures: string }>({
    severity: 'warning',
    facts: ['statement', 'figures'],
    meaning: 'A count in the copy ("19 destinations", "six ports", a cabin "for up to eight passengers") disagrees with what the data holds (destination pages, /ports cards, /routes cards, the cabin\'s capacity).',
    fix: 'Make the text say the count the data has, or complete the data.',
  }),
});

/** The collections whose copy is read for counts. */
const COPY: readonly CollectionName[] = ['pages', 'site', 'news', 'faq', 'travelTips', 'destinations', 'routes', 'ports'];

interface Counted {
  actual: number;
  what: string;
  at: Loc | null;
}

function counts(ctx: CheckContext): Record<string, Counted> {
  const portsFile = ctx.data.ports[0];
  const routesFile = ctx.data.routes[0];
  const destinationsFile = ctx.data.destinations[0];
  return {
    destinations: {
      actual: ctx.data.destinations.length,
      what: `destination pages (${destinationsFile ? destinationsFile.file.slice(0, destinationsFile.file.lastIndexOf('/') + 1) : 'destinations/'})`,
      at: destinationsFile ? { file: destinationsFile.file, path: [] } : null,
    },
    ports: {
      actual: portsFile?.value.ports.filter((p) => p.page).length ?? 0,
      what: 'ports with a /ports card (page: in ports.yaml)', at: portsFile ? { file: portsFile.file, path: ['ports'] } : null,
    },
    routes: {
      actual: routesFile?.value.groups.reduce((n, g) => n + g.cards.length, 0) ?? 0,
      what: 'route cards on /routes', at: routesFile ? { file: routesFile.file, path: ['groups'] } : null,
    },
  };
}

function copyCounts(ctx: CheckContext, report: Report): void {
  const counted = counts(ctx);
  for (const collection of COPY) {
    for (const { file, value } of ctx.data[collection]) {
      // A destination's sentences are named by its slug: its file holds that one page.
      const owner = collection === 'destinations' ? String((value as { slug?: unknown }).slug) : undefined;
      for (const { text, path } of proseStrings(value)) {
        for (const claim of countPhrases(text, ['destinations', 'ports', 'routes'])) {
          const truth = counted[claim.noun]!;
          // A collection that failed to load would make every count look wrong.
          const complete = claim.noun === 'destinations' ? ctx.complete.destinations : claim.noun === 'ports' ? ctx.complete.ports : ctx.complete.routes;
          if (!complete || !truth.at || claim.value === truth.actual) continue;
          report(notices.count_claim_contradicted, { file, path, quote: claim.phrase },
            `"${claim.phrase}" says ${claim.value} ${claim.noun}, but the data has ${truth.actual} ${truth.what} — make the text say ${truth.actual} or complete the data`,
            { noun: claim.noun, stated: claim.value, actual: truth.actual, statement: textName(collection, path, owner),
              figures: `${claim.value} vs ${truth.actual} ${claim.noun}` }, [truth.at]);
        }
      }
    }
  }
}

function cabinCapacities(ctx: CheckContext, report: Report): void {
  for (const { file, value } of ctx.data.cabins) {
    value.cabins.forEach((cabin, i) => {
      const seen = new Set<number>();
      for (const claim of capacityPhrases(cabin.description)) {
        if (claim.value === cabin.capacity || seen.has(claim.value)) continue;
        seen.add(claim.value);
        report(notices.count_claim_contradicted, { file, path: ['cabins', i, 'description'], quote: claim.phrase },
          `the ${cabin.name} description says "${claim.phrase}" (${claim.value} people), but its capacity is ${cabin.capacity}, which /tickets shows beside it — make the two agree`,
          { noun: 'passengers', stated: claim.value, actual: cabin.capacity, statement: textName('cabins', ['description'], cabin.id),
            figures: `${claim.value} vs ${cabin.capacity} passengers` }, [{ file, path: ['cabins', i, 'capacity'] }]);
      }
    });
  }
}

export const countClaims = defineCheck('count-claims', notices, (ctx, report) => {
  copyCounts(ctx, report);
  cabinCapacities(ctx, report);
});
