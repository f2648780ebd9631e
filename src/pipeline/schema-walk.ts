/**
 * Walks a zod 4 schema alongside the data, to find the field schema at a path (for codes, messages and the
 * allowed keys of an object). Reads zod's `_zod.def`, which zod documents for introspection.
 * Coupling: a new wrapper type in the schemas (z.lazy, z.pipe, …) must be unwrapped here.
 */
import type { z } from 'zod';
import type { Path } from './types';

type AnySchema = z.ZodType;
interface Def {
  type: string;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  innerType?: AnySchema;
  in?: AnySchema;
  options?: AnySchema[];
  valueType?: AnySchema;
  getter?: () => AnySchema;
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: { _zod: { def: CheckDef } }[];
  error?: ErrorFn;
}
export interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  error?: ErrorFn;
}
export type ErrorFn = (issue: Record<string, unknown>) => unknown;

export function defOf(schema: AnySchema): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** Strips optional/default/… wrappers (a `.meta()` clone keeps its own type and needs none). */
export function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
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
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return def.shape?.[String(part)] ?? null;
    case 'array':
      return typeof part === 'number' ? def.element ?? null : null;
    case 'record':
      return def.valueType ?? null;
    case 'union': {
      for (const option of def.options ?? []) {
        const inner = unwrap(option);
        const t = defOf(inner).type;
        if (typeof part === 'number' && t === 'array' && Array.isArray(value)) return step(inner, part, value);
        if (typeof part === 'string' && t === 'object' && isPlainObject(value) && defOf(inner).shape?.[part]) {
          return step(inner, part, value);
        }
      }
      // No option fits the data: fall back to any option that has the key.
      for (const option of def.options ?? []) {
        const found = step(unwrap(option), part, value);
        if (found) return found;
      }
      return null;
    }
    default:
      return null;
  }
}

/** The keys an object at this schema may have (union of all object options), sorted. */
export function allowedKeys(schema: AnySchema | null): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {}).sort();
  if (def.type === 'union') return [...new Set((def.options ?? []).flatMap((o) => allowedKeys(unwrap(o))))].sort();
  return [];
}

/** A short name for what a schema expects: "a list", "a number", "one of Mon, Tue…". */
export function describeExpected(schema: AnySchema | null): string | null {
  if (!schema) return null;
  const def = defOf(schema);
  switch (def.type) {
    case 'string': return 'text';
    case 'number': return 'a number';
    case 'boolean': return 'true or false';
    case 'array': return 'a list';
    case 'object': case 'record': return 'a mapping (key: value)';
    case 'enum': return `one of ${Object.values(def.entries ?? {}).join(', ')}`;
    case 'literal': return (def.values ?? []).map((v) => JSON.stringify(v)).join(' or ');
    case 'union': return [...new Set((def.options ?? []).map((o) => describeExpected(unwrap(o))).filter(Boolean))].join(' or ');
    default: return null;
  }
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
    const meta = (schema as unknown as { meta?: () => Record<string, unknown> | undefined }).meta?.();
    if (meta && typeof meta.ref === 'string') {
      out.push({ path, collection: meta.ref });
      return;
    }
    if (onStack.has(schema)) return;
    onStack.add(schema);
    const def = defOf(schema);
    if (WRAPPERS.has(def.type) && def.innerType) walk(def.innerType, path);
    if (def.type === 'pipe' && def.in) walk(def.in, path);
    if (def.type === 'lazy' && def.getter) walk(def.getter(), path);
    if (def.type === 'object') for (const [k, s] of Object.entries(def.shape ?? {})) walk(s, [...path, k]);
    if (def.type === 'array' && def.element) walk(def.element, [...path, '*']);
    if (def.type === 'record' && def.valueType) walk(def.valueType, [...path, '*']);
    if (def.type === 'union') for (const o of def.options ?? []) walk(o, path);
    onStack.delete(schema);
  };
  walk(root, []);
  return out;
}
