import { describe, expect, it } from 'vitest';
import { contentHash, rewriteManifest, withHash } from '../../scripts/postbuild/ssg-hash';

describe('contentHash', () => {
  const a = { route: '/', content: '{"root":{}}' };
  const b = { route: '/news', content: '{"news":[]}' };
  it('same data in any order → same 10-character hash (the manifest order depends on render timing)', () => {
    expect(contentHash([a, b])).toBe(contentHash([b, a]));
    expect(contentHash([a, b])).toMatch(/^[0-9a-f]{10}$/);
  });
  it('any change in the data → a different hash (browsers never mix two builds)', () => {
    expect(contentHash([a, { ...b, content: '{"news":[1]}' }])).not.toBe(contentHash([a, b]));
    expect(contentHash([a])).not.toBe(contentHash([a, b]));
  });
});

describe('rewriteManifest', () => {
  it('keys sorted, file names carry the new hash', () => {
    const manifest = { '/news': 'static-loader-data/news.r4nd0m.json', '/': 'static-loader-data/index.r4nd0m.json' };
    expect(rewriteManifest(manifest, 'r4nd0m', 'abc')).toBe(
      '{"/":"static-loader-data/index.abc.json","/news":"static-loader-data/news.abc.json"}',
    );
  });
  it('a file without the old hash → throws', () => {
    expect(() => withHash('static-loader-data/x.json', 'r4nd0m', 'abc')).toThrow();
  });
});
