/**
 * The schema walk (src/pipeline/schema-walk.ts) reads zod schemas through zod's public classes and accessors. If a
 * collection gains a schema type the walk does not know (a transform, a brand, a new zod wrapper after an
 * upgrade), notice codes and "allowed keys" hints would silently stop working: this test fails first.
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { allowedKeys, codeOf, refPaths, schemaAt, unwrap } from '../../src/pipeline/schema-walk';
import { COLLECTIONS } from '../../src/schema/collections';

/** The schemas the walk may meet: leaf types and the containers it steps into. Anything else is a new wrapper. */
const isKnownSchema = (schema: z.ZodType) =>
  [z.ZodObject, z.ZodArray, z.ZodRecord, z.ZodUnion, z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodEnum, z.ZodLiteral, z.ZodNull]
    .some((type) => schema instanceof type);

/** Every schema reachable from a root, unwrapped. */
function reachable(root: z.ZodType): z.ZodType[] {
  const seen = new Set<z.ZodType>();
  const visit = (schema: z.ZodType) => {
    const inner = unwrap(schema);
    if (seen.has(inner)) return;
    seen.add(inner);
    if (inner instanceof z.ZodObject) Object.values(inner.shape as Record<string, z.ZodType>).forEach(visit);
    if (inner instanceof z.ZodArray) visit(inner.element as z.ZodType);
    if (inner instanceof z.ZodRecord) visit(inner.valueType as z.ZodType);
    if (inner instanceof z.ZodUnion) (inner.options as z.ZodType[]).forEach(visit);
  };
  visit(root);
  return [...seen];
}

describe('the schema walk knows every schema type the collections use', () => {
  for (const [name, { schema }] of Object.entries(COLLECTIONS)) {
    it(`${name}: no schema the walk cannot step into or describe`, () => {
      const unknown = reachable(schema as z.ZodType).filter((s) => !isKnownSchema(s)).map((s) => s.constructor.name);
      expect(unknown).toEqual([]);
    });
  }

  it('finds a field by path through unions, and its notice code from .meta({ code })', () => {
    const timetables = COLLECTIONS.timetables.schema as z.ZodType;
    const data = { timetables: [{ trips: [{ days: ['Mon'], dep: '08:00', arrDay: '+1', arr: '09:00' }] }] };
    expect(codeOf(schemaAt(timetables, ['timetables', 0, 'trips', 0, 'dep'], data))).toBe('invalid_time');
    expect(codeOf(schemaAt(timetables, ['timetables', 0, 'trips', 0, 'days'], data))).toBe('invalid_weekday');
    expect(codeOf(schemaAt(timetables, ['timetables', 0, 'trips', 0, 'arrDay'], data))).toBe('invalid_weekday');
    expect(allowedKeys(schemaAt(timetables, ['timetables', 0, 'trips', 0], data))).toEqual(expect.arrayContaining(['arr', 'arrDay', 'days', 'dep']));
  });

  it('finds every reference to another collection (the dangling_reference check relies on it)', () => {
    const paths = refPaths(COLLECTIONS.timetables.schema as z.ZodType).map((r) => `${r.path.join('.')} → ${r.collection}`);
    expect(paths).toEqual(expect.arrayContaining(['timetables.*.from → ports', 'timetables.*.to → ports']));
  });
});
