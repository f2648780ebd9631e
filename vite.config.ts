/**
 * Vite + vite-react-ssg. Output is flat (dist/schedules.html, dist/destinations/cebu.html) with dist/404.html
 * rendered from the catch-all route. Everything that must change after rendering (charset position, inline
 * scripts, the random SSG hash, sitemap, headers) is done by scripts/postbuild.ts, which `npm run build` runs next.
 *
 * vite-react-ssg also makes a client build of the app: of it the site keeps only the stylesheet. The browser code is
 * the islands build (scripts/build-islands.ts, Preact); postbuild drops this build's scripts (scripts/postbuild.ts).
 */
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { islandRegistry } from './scripts/build/island-registry';
import { serverOnlyModules } from './scripts/build/server-only';
import { EXTRA_SSG_PATHS } from './src/vocabulary/pages';

export default defineConfig(() => ({
  // The island registry for the dev server's browser, which runs the islands runtime as the built site does.
  plugins: [tailwindcss(), serverOnlyModules(), islandRegistry()],
  build: {
    // Deterministic, content-hashed names (Vite's default) and no source maps in the deployed site.
    sourcemap: false,
    assetsInlineLimit: 0,
    // postbuild drops this build's scripts (the islands build ships the browser code): only its stylesheet is minified.
    minify: false,
    cssMinify: true,
    // scripts/build.ts renders into a staging folder and swaps it into dist/ only when every stage succeeded.
    outDir: process.env.FERRY_OUT_DIR ?? 'dist',
  },
  ssgOptions: {
    entry: 'src/main.tsx',
    dirStyle: 'flat',
    // No critical-CSS inlining: it would add inline <style> (a CSP hash per page) for a ~10 KB stylesheet.
    beastiesOptions: false,
    includedRoutes: (paths) => [...new Set([...paths, ...EXTRA_SSG_PATHS])].sort(),
  },
}));
