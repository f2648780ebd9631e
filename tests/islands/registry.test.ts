/**
 * Every island the pages place (src/site/islands/islands.tsx) is loaded by the browser from the registry under the
 * same name, and the registry's entry is that very component (src/site/islands/registry.ts): a name that drifts
 * would leave an island's pre-rendered HTML without its code.
 */
import { describe, expect, it } from 'vitest';
import * as islands from '../../src/site/islands/islands';
import { ISLANDS } from '../../src/site/islands/registry';

const placed = Object.values(islands).map((wrapper) => wrapper.island);

describe('the island registry', () => {
  it('names every island the pages place, once, and nothing else', () => {
    expect(placed.map((i) => i.name).sort()).toEqual(Object.keys(ISLANDS).sort());
  });

  for (const { name, Component } of placed) {
    it(`${name}: the registry loads the component the pages render`, async () => {
      expect(await ISLANDS[name]()).toBe(Component);
    });
  }
});
