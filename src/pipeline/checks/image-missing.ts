/**
 * image_missing: every image the data names (an `image` or `logo`'s `src`, a site path) must be a file the site
 * serves from public/. The schema holds the path's form; this holds that the file is there, so a news item or a
 * destination added without its picture fails here, with its file and line, rather than in the built site's link
 * check.
 */
import { defineNotices, notice } from '../notices/define';
import { defineCheck } from './define';
import { forEachObject } from './shared';

const notices = defineNotices({
  image_missing: notice<{ src: string }>({
    severity: 'error',
    meaning: 'An image the data names (an image\'s or the logo\'s src) is not a file of public/, so the page would show a broken image.',
    fix: 'Add the file under public/ at that path (public/images/news/x.svg for /images/news/x.svg), or correct the path.',
  }),
});

export const imageMissing = defineCheck('image-missing', notices, (ctx, report) => {
  const files = ctx.siteFiles;
  if (!files) return;
  // An image object is one with `src` and `alt` (an image or the logo).
  forEachObject(ctx, (file, object, path) => {
    const { src, alt } = object;
    if (typeof src !== 'string' || typeof alt !== 'string' || files.has(src)) return;
    report(notices.image_missing, { file, path: [...path, 'src'] },
      `the image ${src} is not in public/ (the site would show a broken image) — add public${src}, or correct the path`,
      { src });
  });
});
