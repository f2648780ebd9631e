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

/**
 * How the browser's code is split (issue 14's JS budget: a content page's JavaScript ≤ 1.1× the app shell's). Left
 * to itself, the bundler gives every module shared by two pages its own chunk, and /schedules loaded eleven small
 * ones: each costs its own gzip window and import list (~0.2–0.3 KB), about 2 KB in all. Two groups instead:
 * - `timetables`: what /schedules and the destination pages share and no other page's first load needs — the query
 *   index, next sailings, the arrival wording, the timetable table, Book Tickets and Add to calendar. The planner
 *   loads it only with its first answer (use-plan.ts).
 * - `page-ui`: the small components most pages show (intro, boxes, lists, badges, fares, cards, pictures) and the
 *   day choice; a page that uses none of them (the 404 page, the app shell) does not load it.
 * Modules only: a group never pulls in its members' dependencies, which stay where the bundler puts them.
 */
const CHUNK_GROUPS = [
  {
    name: 'timetables',
    test: /src\/(query\/(next-sailings|index-trips|resolve|day-list|trip-codec)\.ts|graph\/keys\.ts|site\/format\/arrival\.ts|site\/schedules\/(format|sailing-choice|use-row-marks)\.ts|site\/schedules\/BookSailing\.tsx|site\/components\/(TimetableTable|ScrollRegion)\.tsx|site\/calendar\/AddToCalendar\.tsx)$/,
  },
  {
    // What every page with sailings loads to read /status.json (the booking panel too) …
    name: 'status',
    test: /src\/(site\/status\/use-status\.ts|status\/file\.ts|schema\/status-values\.ts)$/,
  },
  {
    // … and, beside timetables and planner answers, to say when it is from. The rest of the status code loads only
    // when a status is announced (src/site/status/view.ts).
    name: 'status-ui',
    test: /src\/(site\/status\/view\.ts|site\/status\/StatusAsOf\.tsx|status\/as-of\.ts)$/,
  },
  {
    name: 'page-ui',
    test: /src\/(site\/components\/(PageIntro|InfoBox|BulletList|Badge|FareRange|Card|Picture|Fact)\.tsx|graph\/(money|figure)\.ts|site\/format\/lead-time\.ts|site\/schedules\/days\.ts)$/,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), serverOnlyModules()],
  build: {
    // The server bundle is only run at build time: its split does not matter.
    rolldownOptions: isSsrBuild ? {} : {
      output: { codeSplitting: { groups: CHUNK_GROUPS.map((group) => ({ ...group, includeDependenciesRecursively: false })) } },
    },
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
}));
