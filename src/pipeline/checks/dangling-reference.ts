/**
 * Every reference (the fields marked `ref('…')` in the schemas) must name an existing entry. The reference sites
 * are read from the schemas themselves, so a new `ref()` field is checked without touching this file.
 */
import type { z } from 'zod';
import { COLLECTIONS, type CollectionName } from '../../schema/collections';
import { COLLECTION_NAMES } from '../dataset';
import { defineNotices, notice } from '../notices/define';
import { nearest } from '../nearest';
import { refPaths } from '../schema-walk';
import type { CheckContext, Path } from '../types';
import { defineCheck } from './define';

const notices = defineNotices({
  dangling_reference: notice<{ id: string; collection: string; suggestion?: string }>({
    severity: 'error',
    meaning: 'A reference (a port, timetable, policy, …) names an id that does not exist.',
    fix: 'Correct the id (the message suggests the nearest one) or add the missing entry.',
  }),
});

/** What a `ref('x')` points at: the collection that defines the ids, and how to read them. */
const TARGETS: Record<string, { collection: CollectionName; label: string; ids: (ctx: CheckContext) => Iterable<string> }> = {
  ports: { collection: 'ports', label: 'port', ids: (ctx) => ctx.index.ports.keys() },
  timetables: { collection: 'timetables', label: 'timetable', ids: (ctx) => ctx.index.timetables.keys() },
  // A route by its id or by the id of a timetable that states it.
  routes: { collection: 'timetables', label: 'route', ids: (ctx) => [...ctx.index.routes.keys(), ...ctx.index.timetables.keys()] },
  destinations: { collection: 'destinations', label: 'destination', ids: (ctx) => ctx.index.destinations.keys() },
  policies: { collection: 'policies', label: 'policy', ids: (ctx) => ctx.index.policies.keys() },
  news: { collection: 'news', label: 'news item', ids: (ctx) => ctx.graph.news.map((n) => n.slug) },
  cabins: { collection: 'cabins', label: 'cabin class', ids: (ctx) => ctx.graph.cabins.map((c) => c.id) },
};

const REF_PATHS = new Map(COLLECTION_NAMES.map((name) => [name, refPaths(COLLECTIONS[name].schema as z.ZodType)]));

export const danglingReference = defineCheck('dangling-reference', notices, (ctx, report) => {
  const idSets = new Map<string, Set<string>>();
  const idsOf = (target: string) => {
    if (!idSets.has(target)) idSets.set(target, new Set(TARGETS[target]!.ids(ctx)));
    return idSets.get(target)!;
  };
  for (const name of COLLECTION_NAMES) {
    for (const { path: pattern, collection: target } of REF_PATHS.get(name) ?? []) {
      const spec = TARGETS[target];
      // A collection that failed to load would make every reference to it dangle: its own notices say why.
      if (!spec || !ctx.complete[spec.collection]) continue;
      const ids = idsOf(target);
      for (const file of ctx.data[name]) {
        for (const { value, path } of matches(file.value, pattern)) {
          if (typeof value !== 'string' || ids.has(value)) continue;
          const guess = nearest(value, ids);
          const where = COLLECTIONS[spec.collection].path;
          report(notices.dangling_reference, { file: file.file, path },
            `there is no ${spec.label} "${value}"${guess ? `; did you mean "${guess}"?` : ''} — correct the id or add the ${spec.label} to ${where}`,
            { id: value, collection: spec.collection, ...(guess ? { suggestion: guess } : {}) });
        }
      }
    }
  }
});

/** Values at a path pattern (`*` = every array item or mapping value). */
function matches(root: unknown, pattern: readonly (string | '*')[]): { value: unknown; path: Path }[] {
  const out: { value: unknown; path: Path }[] = [];
  const walk = (value: unknown, i: number, path: (string | number)[]) => {
    if (i === pattern.length) {
      if (value !== undefined) out.push({ value, path });
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const part = pattern[i]!;
    if (part === '*') {
      if (Array.isArray(value)) value.forEach((v, k) => walk(v, i + 1, [...path, k]));
      else for (const [k, v] of Object.entries(value)) walk(v, i + 1, [...path, k]);
    } else if (!Array.isArray(value)) {
      walk((value as Record<string, unknown>)[part], i + 1, [...path, part]);
    }
  };
  walk(root, 0, []);
  return out;
}
