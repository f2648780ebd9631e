/**
 * After `vite-react-ssg build` and the islands build (npm run build runs this next). Makes dist/ deterministic,
 * CSP-clean and ready for a static host:
 *   1. the browser code: vite-react-ssg's client app out, the islands build (scripts/build-islands.ts) in;
 *   2. every page: <meta charset> first, the app's scripts out, an inline loader at the end of <body> that starts the
 *      islands runtime after the first paint (postbuild/script-loading.ts); /schedules gets the first-paint filter
 *      inline in <head> (src/site/schedules/first-paint.ts), hashed into the CSP like every inline script;
 *   3. sitemap.xml (every page but 404, and /gtfs.zip), robots.txt, _redirects (news fallback), _headers (security
 *      headers and a CSP hashed from the output);
 *   4. dist/.vite (build manifests nobody serves) is removed.
 *
 * What is stripped, and why. vite-react-ssg renders every page with React (kept: the design requires it, and the
 * pages are complete without script) and also builds a client app that would hydrate them with React and React
 * Router. No browser runs that app — the built site, like `npm run dev` (scripts/dev/islands-runtime.ts), runs the
 * page runtime and its islands on Preact — so its traces go. Each removal matches the exact output of the versions
 * below and throws when it is not found; tests/architecture/library-internals.test.ts fails when an installed
 * version no longer matches this line, and checks each marker in the installed packages.
 *
 *   written for: vite-react-ssg 0.9, react-router-dom 6, react 19, preact 11
 *
 *   what the library writes                                  removed by                        why
 *   <script type="module" crossorigin src="/assets/…js">     script-loading deferAppScripts    the app's entry; the
 *     and a <link rel="modulepreload"> per app chunk                                          inline loader replaces it
 *   <link rel="stylesheet"> of the app's lazy chunks         script-loading deferAppScripts    only styles.css is the site's
 *   <script>window.__VITE_REACT_SSG_HASH__ = '…'</script>    html dropBootScripts              the app's loader-data key;
 *                                                                                             a CSP hash per page
 *   <script>window.__staticRouterHydrationData =             html dropBootScripts              read first (a page whose
 *     JSON.parse(…)</script> (React Router 6)                                                 loader failed fails the
 *                                                                                             build), then dropped
 *   dist/static-loader-data*                                 islands installIslands            read only by its router
 *   the app's dist/assets/*.js and lazy *.css                islands installIslands            the islands build moves in
 *   .vite-react-ssg-temp/ (its server bundle, project root)  scripts/build.ts                  not part of the site
 *   <meta charset> after the head tags (react-helmet-async)  html moveCharsetFirst             moved, not stripped: it
 *                                                                                             must be in the first 1 KB
 *
 * React 19 renders the pages and preact/compat 11 stands in for it in the browser (scripts/build/browser-aliases.ts):
 * the same components run on both, so an island's render over its pre-rendered HTML (islands/mount.tsx) finds
 * the markup React wrote.
 *
 * Usage: tsx scripts/postbuild.ts [--dir dist]
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readIslands } from './build/island-registry';
import { filesUnder } from './lib/files';
import {
  contentSecurityPolicy, headersFile, redirectsFile, robotsTxt, sitemapXml,
} from './postbuild/host-files';
import { dropBootScripts, executableInlineScripts, moveCharsetFirst, sha256Base64, styleAttributeValues } from './postbuild/html';
import { inlineFirstPaint, installIslands, islandModules, islandPreloads } from './postbuild/islands';
import { deferAppScripts, siteStylesheets, type ChunkManifest } from './postbuild/script-loading';
import { EMPTY_STYLE_HASH, SONNER_MARKER, sonnerInjectedCss } from './postbuild/runtime-styles';
import { readGraph } from '../src/graph/graph-file.server';
import { routeOfHtmlFile } from '../src/offline/plan';

const args = process.argv.slice(2);
const dist = args.includes('--dir') ? args[args.indexOf('--dir') + 1]! : 'dist';

const rel = (path: string) => relative(dist, path).split('\\').join('/');

// ── 1. the browser code: islands in, the React app out ──────────────────────────────────────────────────────
const appManifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as ChunkManifest;
const keepStyles = siteStylesheets(appManifest);
const { runtime, manifest, firstPaint } = installIslands(dist, appManifest, keepStyles);
const modules = islandModules(readIslands(), manifest);

// ── 2. pages ─────────────────────────────────────────────────────────────────────────────────────────────
const htmlFiles = filesUnder(dist).filter((file) => file.endsWith('.html'));
const scriptHashes: string[] = [];
const styleAttributeHashes: string[] = [];
const failed: string[] = [];
for (const file of htmlFiles) {
  const boot = dropBootScripts(moveCharsetFirst(readFileSync(file, 'utf8')));
  if (boot.routerState?.errors) failed.push(`${rel(file)}: ${JSON.stringify(boot.routerState.errors)}`);
  const start = { entry: runtime.entry, preloads: [...runtime.preloads, ...islandPreloads(boot.html, manifest, modules, runtime)] };
  // The runtime starts after the first paint, from a small inline loader (postbuild/script-loading.ts).
  const html = inlineFirstPaint(deferAppScripts(boot.html, start, keepStyles), firstPaint);
  scriptHashes.push(...executableInlineScripts(html).map(sha256Base64));
  styleAttributeHashes.push(...styleAttributeValues(html).map(sha256Base64));
  writeFileSync(file, html);
}
if (failed.length) {
  console.error(`A route loader failed while pre-rendering; these pages would ship the error page:\n${failed.join('\n')}`);
  process.exit(1);
}

// ── 3. host files ────────────────────────────────────────────────────────────────────────────────────────
const graph = readGraph();
const baseUrl = graph.site.baseUrl;
const routes = htmlFiles.map((file) => routeOfHtmlFile(rel(file))).filter((route) => route !== '/404');
// The GTFS feed (scripts/build-gtfs.ts runs before this) is listed too, so crawlers and trip planners find it.
const feed = existsSync(join(dist, 'gtfs.zip')) ? ['/gtfs.zip'] : [];
writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(baseUrl, [...routes, ...feed]));
writeFileSync(join(dist, 'robots.txt'), robotsTxt(baseUrl));
writeFileSync(join(dist, '_redirects'), redirectsFile(routes.filter((route) => route.startsWith('/news/'))));

const js = filesUnder(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const usesSonner = js.some((file) => readFileSync(file, 'utf8').includes(SONNER_MARKER));
const styleHashes: string[] = [];
if (usesSonner) {
  const css = sonnerInjectedCss(readFileSync('node_modules/sonner/dist/index.mjs', 'utf8'));
  if (css === null) throw new Error("sonner is in the build but its injected CSS was not found (sonner changed?): the CSP would unstyle the toasts");
  styleHashes.push(sha256Base64(css), EMPTY_STYLE_HASH);
}
writeFileSync(join(dist, '_headers'), headersFile(contentSecurityPolicy({ scriptHashes, styleHashes, styleAttributeHashes })));

// ── 4. nothing deployed that nobody serves ───────────────────────────────────────────────────────────────
if (existsSync(join(dist, '.vite'))) rmSync(join(dist, '.vite'), { recursive: true });

// ── 5. no build-time module in the browser build ─────────────────────────────────────────────────────────
// vite.config.ts turns a *.server.ts module that reaches the browser build into a stub that throws "… is build-time
// only". Pages reach theirs only behind import.meta.env.SSR (src/site/routes.tsx), which Rollup drops from the
// browser build; a stub in the output means that stopped holding (a Vite or Rollup upgrade, a careless import).
const stubs = filesUnder(dist).filter((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes('is build-time only'));
if (stubs.length > 0) throw new Error(`build-time modules reached the browser build: ${stubs.map(rel).join(', ')} — see src/site/routes.tsx`);

console.log(
  `postbuild: ${htmlFiles.length} pages, runtime ${runtime.entry}, sitemap ${routes.length + feed.length} URLs, ` +
    `CSP: ${new Set(scriptHashes).size} script / ${styleHashes.length} style / ${new Set(styleAttributeHashes).size} style-attribute hashes`,
);
