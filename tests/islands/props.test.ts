/**
 * Island props as the page carries them (src/site/islands/props.ts): written while pre-rendering, read back in the
 * browser. A large value shared by several islands is written once per page and is one object again when read.
 */
import { describe, expect, it } from 'vitest';
import { propsWriter, readProps, writeProps } from '../../src/site/islands/props';

const trips = { timetables: Array.from({ length: 10 }, (_, i) => ({ id: `route-${i}`, from: 'manila', to: `port-${i}` })), trips: [[0, 0, 1, 720]] };

describe('island props', () => {
  it('a value several islands pass is written in full once, then referenced; read back, it is one shared object', () => {
    const writer = propsWriter();
    const texts = ['route-1', 'route-2', 'route-3'].map((id) => writeProps({ trips, timetable: { id } }, writer));
    expect(texts.filter((t) => t.includes('"route-9"'))).toHaveLength(1);
    expect(texts[1]).toContain('"$ref"');
    const [a, b, c] = readProps(texts) as { trips: typeof trips; timetable: { id: string } }[];
    expect(a!.trips).toEqual(trips);
    expect(b!.trips).toBe(a!.trips);
    expect(c!.trips).toBe(a!.trips);
    expect([a!.timetable.id, b!.timetable.id, c!.timetable.id]).toEqual(['route-1', 'route-2', 'route-3']);
  });

  it('read in any order (an island far down the page may start first), references still resolve', () => {
    const writer = propsWriter();
    const first = writeProps({ trips }, writer);
    const second = writeProps({ trips }, writer);
    const [later, earlier] = readProps([second, first]) as { trips: unknown }[];
    expect(later!.trips).toBe(earlier!.trips);
    expect(later!.trips).toEqual(trips);
  });

  it('a shared value inside another shared value, and in lists, is one object again wherever it is read', () => {
    const ports = { list: Array.from({ length: 12 }, (_, i) => ({ id: `port-${i}`, name: `Port ${i}` })) };
    const graph = { trips, ports };
    const writer = propsWriter();
    const texts = [writeProps({ graph }, writer), writeProps({ ports, legs: [ports, trips] }, writer), writeProps({ graph }, writer)];
    expect(texts.filter((t) => t.includes('"Port 11"'))).toHaveLength(1);
    const [first, second, third] = readProps([texts[2]!, texts[1]!, texts[0]!]).reverse() as [{ graph: typeof graph }, { ports: typeof ports; legs: unknown[] }, { graph: typeof graph }];
    expect(first.graph).toEqual(graph);
    expect(third.graph).toBe(first.graph);
    expect(second.ports).toBe(first.graph.ports);
    expect(second.legs[0]).toBe(first.graph.ports);
    expect(second.legs[1]).toBe(first.graph.trips);
  });

  it('small values are written in place; undefined fields are left out; a function is refused', () => {
    const small = { phone: { display: '(02) 0000 0000' } };
    const writer = propsWriter();
    expect(writeProps({ a: small, b: small, c: undefined }, writer)).toBe('{"a":{"phone":{"display":"(02) 0000 0000"}},"b":{"phone":{"display":"(02) 0000 0000"}}}');
    expect(() => writeProps({ onChange: () => undefined }, writer)).toThrow(/function/);
  });

  it('data text stays data: quotes, angle brackets and a "$ref"-looking field of the data survive the round trip', () => {
    const hostile = { title: '</script><script>alert(1)</script> "quoted" & $ref', $ref: 'not a reference', list: ['<b>'] };
    const [back] = readProps([writeProps({ hostile }, propsWriter())]) as { hostile: typeof hostile }[];
    expect(back!.hostile).toEqual(hostile);
  });

  it('a reference to a value no island defines → an error, not a silently missing prop', () => {
    expect(() => readProps(['{"trips":{"$ref":7}}'])).toThrow(/undefined value 7/);
  });
});
