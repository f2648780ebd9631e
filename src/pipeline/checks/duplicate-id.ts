/**
 * Ids and slugs must be unique within their collection (timetable ids and destination slugs across all files of
 * their folder): pages, links and references would otherwise pick one at random.
 */
import { defineNotices, notice } from '../notices/define';
import type { CheckContext, Loc } from '../types';
import { defineCheck } from './define';

const notices = defineNotices({
  duplicate_id: notice<{ id: string; kind: string }>({
    severity: 'error',
    meaning: 'Two entries share an id or slug, so pages and links would pick one at random.',
    fix: 'Give one of them another id, or merge them.',
  }),
});

interface Keyed { id: string; at: Loc }

/** Every id-like field, as [label, entries]. */
function idSites(ctx: CheckContext): [string, Keyed[]][] {
  const listed = <T>(files: { file: string; value: T }[], key: string, items: (v: T) => readonly unknown[], field: string) =>
    files.flatMap(({ file, value }) => items(value).map((item, i) => ({
      id: String((item as Record<string, unknown>)[field]), at: { file, path: [key, i, field] },
    })));
  return [
    ['port id', listed(ctx.data.ports, 'ports', (v) => v.ports, 'id')],
    ['timetable id', listed(ctx.data.timetables, 'timetables', (v) => v.timetables, 'id')],
    ['destination slug', ctx.data.destinations.map(({ file, value }) => ({ id: value.slug, at: { file, path: ['slug'] } }))],
    ['news slug', listed(ctx.data.news, 'items', (v) => v.items, 'slug')],
    ['policy id', listed(ctx.data.policies, 'policies', (v) => v.policies, 'id')],
    ['cabin id', listed(ctx.data.cabins, 'cabins', (v) => v.cabins, 'id')],
    ['advisory id', listed(ctx.data.advisories, 'advisories', (v) => v.advisories, 'id')],
    ['place name', listed(ctx.data.places, 'places', (v) => v.places, 'name')],
    ['destination order entry', ctx.data.pages.flatMap(({ file, value }) => value.destinations.order.map((slug, i) => ({
      id: slug, at: { file, path: ['destinations', 'order', i] },
    })))],
  ];
}

export const duplicateId = defineCheck('duplicate-id', notices, (ctx, report) => {
  for (const [label, entries] of idSites(ctx)) {
    const first = new Map<string, Loc>();
    for (const { id, at } of entries) {
      const earlier = first.get(id);
      if (!earlier) {
        first.set(id, at);
        continue;
      }
      report(notices.duplicate_id, at,
        `${label} "${id}" is already used${earlier.file === at.file ? ' earlier in this file' : ` in ${earlier.file}`} — ${fixOf(label)}`,
        { id, kind: label }, [earlier]);
    }
  }
});

function fixOf(label: string): string {
  // A list of slugs, not entries: the second mention only needs deleting.
  if (label === 'destination order entry') return 'list each destination once';
  return `give one of them another ${label.split(' ')[1]} or merge them`;
}
