/** Found by the property test: an alias to its own ancestor (`a: &x {b: *x}`) made the value walk loop forever. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataDir } from '../../src/pipeline/load';

describe('an alias that contains itself', () => {
  it('→ one circular_alias error at the alias, and the file is not validated', () => {
    const dir = mkdtempSync(join(tmpdir(), 'circular-'));
    try {
      writeFileSync(join(dir, 'site.yaml'), '# yaml-language-server: $schema=../generated/schemas/site.json\nshared: &s [1, 2]\nalso: *s\na: &x {b: *x}\n');
      const { files, findings } = loadDataDir(dir, 'data');
      const own = findings.filter((f) => f.at.file === 'data/site.yaml');
      expect(own.map((f) => [f.code, f.at.path])).toEqual([['circular_alias', ['a', 'b']]]);
      expect(files.find((f) => f.collection === 'site')!.value).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
