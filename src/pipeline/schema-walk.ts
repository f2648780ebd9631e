/**
 * Walks a zod schema alongside the data, to find the field schema at a path (for notice codes, messages and the
 * allowed keys of an object). Uses zod's public API only: the schema classes (instanceof), their accessors
 * (`shape`, `element`, `options`, `valueType`, `unwrap()`, `in`) and `.meta()`.
 * Coupling: a new wrapper type in the schemas (z.transform, z.brand, …) must be unwrapped here; the test
 * tests/pipeline/schema-walk.test.ts walks every collection schema and fails on a type it does not know.
 */
import { z } from 'zod';
import type { Path } from './types';

type AnySchema = z.ZodType;

/**
 * Strips optional/default/… wrappers, pipes (their input side) and lazy schemas.
 * @internal Exported for tests: schema-walk.test.ts walks every schema with it to find a wrapper the walk does not know.
 */
export function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault
      || current instanceof z.ZodPrefault || current instanceof z.ZodReadonly || current instanceof z.ZodCatch
      || current instanceof z.ZodNonOptional || current instanceof z.ZodLazy) {
      current = current.unwrap() as AnySchema;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as AnySchema;
    } else {
      return current;
    }
  }
}

/** The notice code a field schema declares with `.meta({ code })`, if any. */
export function codeOf(schema: AnySchema | null): string | null {
  const code = schema?.meta()?.code;
  return typeof code === 'string' ? code : null;
}

/**
 * The field schema at `path` in `root`, given the data (to pick the right member of a union). Returns the
 * outermost non-wrapper schema at that path — for `days` that is the union with its own message — or null.
 */
export function schemaAt(root: AnySchema, path: Path, data: unknown): AnySchema | null {
  let schema = unwrap(root);
  let value = data;
  for (const part of path) {
    const next = step(schema, part, value);
    if (!next) return null;
    schema = unwrap(next);
    value = value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[part] : undefined;
  }
  return schema;
}

function step(schema: AnySchema, part: string | number, value: unknown): AnySchema | null {
  if (schema instanceof z.ZodObject) return (schema.shape as Record<string, AnySchema>)[String(part)] ?? null;
  if (schema instanceof z.ZodArray) return typeof part === 'number' ? schema.element as AnySchema : null;
  if (schema instanceof z.ZodRecord) return schema.valueType as AnySchema;
  if (!(schema instanceof z.ZodUnion)) return null;
  const options = schema.options as readonly AnySchema[];
  for (const option of options) {
    const inner = unwrap(option);
    if (typeof part === 'number' && inner instanceof z.ZodArray && Array.isArray(value)) return step(inner, part, value);
    if (typeof part === 'string' && inner instanceof z.ZodObject && isPlainObject(value) && (inner.shape as Record<string, unknown>)[part]) {
      return step(inner, part, value);
    }
  }
  // No option fits the data: fall back to any option that has the key.
  for (const option of options) {
    const found = step(unwrap(option), part, value);
    if (found) return found;
  }
  return null;
}

/** The keys an object at this schema may have (union of all object options), sorted. */
export function allowedKeys(schema: AnySchema | null): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape).sort();
  if (schema instanceof z.ZodUnion) {
    return [...new Set((schema.options as readonly AnySchema[]).flatMap((o) => allowedKeys(unwrap(o))))].sort();
  }
  return [];
}

/** A short name for what a schema expects: "a list", "a number", "one of Mon, Tue…". */
export function describeExpected(schema: AnySchema | null): string | null {
  if (schema instanceof z.ZodString) return 'text';
  if (schema instanceof z.ZodNumber) return 'a number';
  if (schema instanceof z.ZodBoolean) return 'true or false';
  if (schema instanceof z.ZodArray) return 'a list';
  if (schema instanceof z.ZodObject || schema instanceof z.ZodRecord) return 'a mapping (key: value)';
  if (schema instanceof z.ZodEnum) return `one of ${(schema.options as string[]).join(', ')}`;
  if (schema instanceof z.ZodLiteral) return [...schema.values].map((v) => JSON.stringify(v)).join(' or ');
  if (schema instanceof z.ZodUnion) {
    return [...new Set((schema.options as readonly AnySchema[]).map((o) => describeExpected(unwrap(o))).filter(Boolean))].join(' or ');
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Paths (with `*` for any array index or record key) of every field whose schema carries `.meta({ ref })`. */
export function refPaths(root: AnySchema): { path: (string | '*')[]; collection: string }[] {
  const out: { path: (string | '*')[]; collection: string }[] = [];
  // Guards recursion only: a schema reused in two places (link, pesoRange) must be walked in both.
  const onStack = new Set<AnySchema>();
  const walk = (schema: AnySchema, path: (string | '*')[]) => {
    const ref = schema.meta()?.ref;
    if (typeof ref === 'string') {
      out.push({ path, collection: ref });
      return;
    }
    if (onStack.has(schema)) return;
    onStack.add(schema);
    const inner = unwrap(schema);
    if (inner !== schema) walk(inner, path);
    else if (schema instanceof z.ZodObject) for (const [k, s] of Object.entries(schema.shape as Record<string, AnySchema>)) walk(s, [...path, k]);
    else if (schema instanceof z.ZodArray) walk(schema.element as AnySchema, [...path, '*']);
    else if (schema instanceof z.ZodRecord) walk(schema.valueType as AnySchema, [...path, '*']);
    else if (schema instanceof z.ZodUnion) for (const o of schema.options as readonly AnySchema[]) walk(o, path);
    onStack.delete(schema);
  };
  walk(root, []);
  return out;
}
