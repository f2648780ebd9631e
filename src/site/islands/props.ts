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
const MIN_SHARED_LENGTH = 200;

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

/**
 * Every island's props of a page, from their attribute texts in any order. Throws on a reference to nothing.
 *
 * One walk over the parsed JSON, in place (it is this function's own): a definition's slot gets its value, a
 * reference's slot is noted and filled once every definition of the page is known: half the time of a copying walk
 * plus a resolving walk, in the task that starts a page's islands (docs/decisions/0001-island-work-in-short-tasks.md).
 */
export function readProps(texts: readonly string[]): unknown[] {
  const defined = new Map<number, unknown>();
  const references: { holder: Record<string, unknown>; key: string; id: number }[] = [];
  const visit = (v: Record<string, unknown>): unknown => {
    if (isDefinition(v)) {
      const inner = isRecord(v.$v) ? visit(v.$v) : v.$v;
      defined.set(v.$def, inner);
      return inner;
    }
    // An array's indices are keys too; JSON.parse's objects have no inherited enumerable keys.
    for (const key in v) {
      const x = v[key];
      if (!isRecord(x)) continue;
      if (isReference(x)) references.push({ holder: v, key, id: x.$ref });
      else v[key] = visit(x);
    }
    return v;
  };
  const props: unknown[] = texts.map((text) => JSON.parse(text));
  visit(props as unknown as Record<string, unknown>);
  // References become the defined object itself (shared, as on the server).
  for (const { holder, key, id } of references) {
    if (!defined.has(id)) throw new Error(`island props: reference to undefined value ${id}`);
    holder[key] = defined.get(id);
  }
  return props;
}
