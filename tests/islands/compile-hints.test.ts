/**
 * The islands build's compile hint (scripts/build/compile-hints.ts): a chunk big enough to be worth it starts with
 * V8's `//# allFunctionsCalledOnLoad` (only there does V8 read it), after minification; small chunks and assets are
 * left as they are, so a page at its JavaScript budget does not pay ~22 bytes a file for nothing.
 */
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/build/compile-hints';

/** A chunk the size of Preact's (minified), far above the few helpers' a page also loads. */
const BIG = 'a'.repeat(10_000);

type Output = { type: 'chunk'; code: string } | { type: 'asset'; source: string };

type Hook = { order?: string; handler: (this: unknown, options: unknown, bundle: Record<string, Output>) => void };

function generate(bundle: Record<string, Output>): Record<string, Output> {
  (compileHints().generateBundle as Hook).handler.call({}, {}, bundle);
  return bundle;
}

describe('compileHints', () => {
  it('puts the hint on the first line of a big chunk, once, before its code', () => {
    const code = `export const x=1;${BIG}`;
    const { big } = generate({ big: { type: 'chunk', code } });
    expect(big).toEqual({ type: 'chunk', code: `//# allFunctionsCalledOnLoad\n${code}` });
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it("runs after every other plugin's generateBundle, which may still put a line of its own on top (Vite's __vite__mapDeps)", () => {
    expect((compileHints().generateBundle as Hook).order).toBe('post');
  });

  it('leaves a small chunk and every asset as they are', () => {
    const bundle = generate({
      small: { type: 'chunk', code: 'export const y=2;' },
      style: { type: 'asset', source: BIG },
    });
    expect(bundle.small).toEqual({ type: 'chunk', code: 'export const y=2;' });
    expect(bundle.style).toEqual({ type: 'asset', source: BIG });
  });
});
