/**
 * Vite + vite-react-ssg. Output is flat (dist/schedules.html, dist/destinations/cebu.html) with dist/404.html
 * rendered from the catch-all route. Everything that must change after rendering (charset position, inline
 * scripts, the random SSG hash, sitemap, headers) is done by scripts/postbuild.ts, which `npm run build` runs next.
 */
import { relative } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { EXTRA_SSG_PATHS } from './src/site/ssg-paths';

/**
 * `*.server.ts` modules (the graph reader) are build-time only. In the client build they are replaced by a module
 * that throws, so even if a loader's dynamic import survived tree-shaking, no graph data could reach the browser.
 */
function serverOnlyModules(): Plugin {
  return {
    name: 'ferry:server-only-modules',
    enforce: 'pre',
    load(id, options) {
      if (options?.ssr || !/\.server\.tsx?$/.test(id.split('?')[0]!)) return null;
      // The message names the file relative to the project, so no build-machine path ends up in dist/.
      return `throw new Error(${JSON.stringify(`${relative(process.cwd(), id.split('?')[0]!)} is build-time only`)});`;
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), serverOnlyModules()],
  build: {
    // Deterministic, content-hashed names (Vite's default) and no source maps in the deployed site.
    sourcemap: false,
    assetsInlineLimit: 0,
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
});
