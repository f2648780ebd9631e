/**
 * image_missing: every image the data names (an `image` or `logo`'s `src`, a site path) must be a file the site
 * serves from public/. The schema holds the path's form; this holds that the file is there, so a news item or a
 * destination added without its picture fails here, with its file and line, rather than in the built site's link
 * check.
 */
import { COLLECTION_NAMES } from '../dataset';
import { finding } from '../notices/finding';
import type { Finding, Path } from '../types';
import { defineCheck } from './define';

export const imageMissing = defineCheck('image-missing', ['image_missing'], (ctx) => {
  const files = ctx.siteFiles;
  if (!files) return [];
  const out: Finding[] = [];
  for (const name of COLLECTION_NAMES) {
    for (const { file, value } of ctx.data[name] as { file: string; value: unknown }[]) {
      for (const { src, path } of imageSources(value)) {
        if (files.has(src)) continue;
        out.push(finding('image_missing', { file, path },
          `the image ${src} is not in public/ (the site would show a broken image) — add public${src}, or correct the path`,
          { src }));
      }
    }
  }
  return out;
});

/** Every `src` of an image object (one with `src` and `alt`) in a data value, with its path. */
function imageSources(root: unknown): { src: string; path: Path }[] {
  const out: { src: string; path: Path }[] = [];
  const walk = (value: unknown, path: Path) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, [...path, i]));
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && typeof record.alt === 'string') out.push({ src: record.src, path: [...path, 'src'] });
    for (const [k, v] of Object.entries(record)) walk(v, [...path, k]);
  };
  walk(root, []);
  return out;
}
