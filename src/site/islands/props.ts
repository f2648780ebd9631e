/**
 * An island's props as the page carries them: JSON in the island element's `data-props` attribute, written while
 * pre-rendering and read back by the browser before it renders the island (runtime.ts).
 *
 * Islands of one page share most of their data (the 28 route leads of /schedules all read the same packed trips,
 * ports and booking settings). Written once per island, that would be the page's data 28 times over; so a large
 * value is written in full once, where it first appears (`{"$def":n,"$v":…}`), and every later island that passes
 * the same object (the same identity: one loader-data value) writes `{"$ref":n}`. Reading resolves every
 * definition of the page first and then the references, so the order islands are read in does not matter.
 *
 * Pure: the writer's state is the caller's (one per rendered page), the reader takes the page's attribute texts.
 */

/** A value whose JSON is shorter than this is written in place every time (a reference would save nothing). */
export const MIN_SHARED_LENGTH = 200;

export interface PropsWriter {
  /** Large values written so far in this page, by identity. */
  readonly ids: Map<object, number>;
  next: number;
}

export function propsWriter(): PropsWriter {
  return { ids: new Map(), next: 0 };
}

interface Definition { $def: number; $v: unknown }
interface Reference { $ref: number }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The JSON of `value` with large objects defined once per page and referenced after. Functions are refused. */
export function writeProps(value: unknown, writer: PropsWriter): string {
  // The props object itself is never shared (each island has its own); its values may be.
  const encode = (v: unknown, top = false): unknown => {
    if (typeof v === 'function') throw new Error('an island prop cannot be a function: islands get data only');
    if (v === undefined || !isRecord(v)) return v;
    const seen = writer.ids.get(v);
    if (seen !== undefined) return { $ref: seen } satisfies Reference;
    const plain = Array.isArray(v) ? v.map((x) => encode(x)) : Object.fromEntries(Object.entries(v).flatMap(([k, x]) => (x === undefined ? [] : [[k, encode(x)]])));
    if (top || JSON.stringify(plain).length < MIN_SHARED_LENGTH) return plain;
    const id = writer.next++;
    writer.ids.set(v, id);
    return { $def: id, $v: plain } satisfies Definition;
  };
  return JSON.stringify(encode(value, true));
}

const isDefinition = (v: Record<string, unknown>): v is Record<string, unknown> & Definition =>
  typeof v.$def === 'number' && '$v' in v && Object.keys(v).length === 2;
const isReference = (v: Record<string, unknown>): v is Record<string, unknown> & Reference =>
  typeof v.$ref === 'number' && Object.keys(v).length === 1;

/** Every island's props of a page, from their attribute texts in any order. Throws on a reference to nothing. */
export function readProps(texts: readonly string[]): unknown[] {
  const defined = new Map<number, unknown>();
  // Pass 1: unwrap definitions (recording each by id); references stay for pass 2.
  const unwrap = (v: unknown): unknown => {
    if (!isRecord(v)) return v;
    if (isDefinition(v)) {
      const inner = unwrap(v.$v);
      defined.set(v.$def, inner);
      return inner;
    }
    if (isReference(v)) return v;
    if (Array.isArray(v)) return v.map(unwrap);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, unwrap(x)]));
  };
  const unwrapped = texts.map((text) => unwrap(JSON.parse(text)));
  // Pass 2: references become the defined object itself (shared, as on the server).
  const done = new Set<unknown>();
  const resolve = (v: unknown): unknown => {
    if (!isRecord(v)) return v;
    if (isReference(v)) {
      if (!defined.has(v.$ref)) throw new Error(`island props: reference to undefined value ${v.$ref}`);
      return resolve(defined.get(v.$ref));
    }
    if (done.has(v)) return v;
    done.add(v);
    if (Array.isArray(v)) v.forEach((x, i) => { v[i] = resolve(x); });
    else for (const [k, x] of Object.entries(v)) v[k] = resolve(x);
    return v;
  };
  return unwrapped.map(resolve);
}
