/**
 * One JSON Schema per collection (generated/schemas/<collection>.json), for editors: each data file names its
 * schema on line 1, so yaml-language-server checks it as it is typed. Written for the *input* side of the zod
 * schemas, so a field with a default is optional — exactly what the pipeline accepts.
 */
import { z } from 'zod';
import { COLLECTIONS, type CollectionName } from '../schema/collections';

const SCHEMA_BANNER = 'generated from src/schema/collections.ts by `npm run data:check` — do not edit';

export function collectionJsonSchema(name: CollectionName): Record<string, unknown> {
  const schema = z.toJSONSchema(COLLECTIONS[name].schema as z.ZodType, {
    io: 'input',
    target: 'draft-2020-12',
    override: (ctx) => {
      const json = ctx.jsonSchema as Record<string, unknown>;
      // `ref('ports')` and `code` metadata are for the pipeline (dangling_reference, notice codes), not JSON Schema
      // keywords: an unknown keyword makes strict validators (ajv) refuse the schema. A ref becomes a hint instead.
      if (typeof json.ref === 'string') {
        json.description ??= `The id of an entry in ${COLLECTIONS[json.ref as CollectionName]?.path ?? json.ref}.`;
        delete json.ref;
      }
      delete json.code;
    },
  }) as Record<string, unknown>;
  return { $comment: SCHEMA_BANNER, title: `${name} (${COLLECTIONS[name].path})`, ...schema };
}
