/**
 * The browser's JavaScript of the built site: the page runtime (src/site/runtime/main.ts) with every
 * island as a chunk of its own, bundled with Preact in place of React (`react`, `react-dom` and their JSX runtime
 * resolve to preact/compat: the same components the server renders with React, at about a tenth of the bytes), and
 * the /schedules first-paint filter (src/site/schedules/first-paint.ts) as one self-contained script that postbuild
 * inlines. Written to <out>/.islands/, which postbuild moves into the site (scripts/postbuild/islands.ts).
 *
 * vite-react-ssg's own client build (the whole React app) still runs, since vite-react-ssg makes it: its stylesheet
 * is the site's, and postbuild drops its scripts from the output (scripts/postbuild.ts says what and why).
 *
 * Usage: tsx scripts/build-islands.ts --out .dist-new
 */
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { build, type InlineConfig } from 'vite';
import { BROWSER_ALIASES } from './build/browser-aliases';
import { compileHints } from './build/compile-hints';
import { islandRegistry } from './build/island-registry';
import { serverOnlyModules } from './build/server-only';
import { ISLANDS_DIR } from './postbuild/islands';

const args = process.argv.slice(2);
const out = args.includes('--out') ? args[args.indexOf('--out') + 1]! : 'dist';

const shared: InlineConfig = {
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  mode: 'production',
  resolve: { alias: BROWSER_ALIASES },
  plugins: [tailwindcss(), serverOnlyModules()],
  build: {
    rolldownOptions: {
      // sonner marks itself 'use client' (a React Server Components hint): meaningless in this build.
      onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
    },
  },
};

await build({
  ...shared,
  // The first-paint filter below is an inline script (parsed with the page, never streamed): no compile hint.
  plugins: [...shared.plugins!, islandRegistry(), compileHints()],
  build: {
    outDir: join(out, ISLANDS_DIR),
    emptyOutDir: true,
    manifest: true,
    // No preload helper in the runtime (1.6 KB gzip of a content page's 5 KB): postbuild lists the chunks of the
    // islands a page starts at once in its loader's preloads instead (postbuild/islands.ts islandPreloads).
    modulePreload: false,
    sourcemap: false,
    assetsInlineLimit: 0,
    // Rolldown's automatic chunks, one per set of islands that share a module: /schedules loads 21 files. Merging the
    // small shared modules into one chunk costs more bytes than the files it saves
    // (docs/decisions/0003-loading-the-page-runtime.md).
    rolldownOptions: { ...shared.build!.rolldownOptions, input: { runtime: 'src/site/runtime/main.ts' } },
  },
});

await build({
  ...shared,
  build: {
    ...shared.build,
    outDir: join(out, ISLANDS_DIR, 'inline'),
    emptyOutDir: true,
    sourcemap: false,
    lib: { entry: 'src/site/schedules/first-paint.ts', formats: ['iife'], name: 'ferryFirstPaint', fileName: () => 'first-paint.js' },
  },
});
console.log(`islands: built into ${join(out, ISLANDS_DIR)}`);
