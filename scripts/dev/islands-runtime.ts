/**
 * `npm run dev` runs in the browser what the built site ships: the page runtime (src/site/runtime/main.ts) and its
 * islands on Preact, over the page the dev server renders with React (vite-react-ssg's dev mode, as the build does).
 * So what a maintainer sees in dev is what travellers get: no hydrated React app, no client router.
 *   - the page's script is the runtime, not vite-react-ssg's client entry (src/main.tsx: the server render only);
 *   - a change to the server render's code reloads the page (the browser's module graph holds only the islands');
 *   - in the browser's module graph (Vite's `client` environment, and its dependency pre-bundling, where a plugin's
 *     resolveId is not run), `react` and `react-dom` resolve to preact/compat through the islands build's own list
 *     (scripts/build/browser-aliases.ts); the server render keeps React.
 */
import type { Plugin, Rolldown } from 'vite';
import { browserAlias } from '../build/browser-aliases';

const APP_ENTRY = '/src/main.tsx';
const RUNTIME_ENTRY = '/src/site/runtime/main.ts';

/** A resolveId hook that answers a React import with its preact/compat replacement (null: not a React import). */
function preactForReact(this: Rolldown.PluginContext, source: string, importer: string | undefined) {
  const replacement = browserAlias(source);
  return replacement === null ? null : this.resolve(replacement, importer, { skipSelf: true });
}

export function islandsRuntime(): Plugin {
  return {
    name: 'ferry:islands-runtime',
    apply: 'serve',
    // Before Vite's own resolution of bare imports, which would answer `react` with its pre-bundled copy.
    enforce: 'pre',
    config: () => ({
      environments: {
        client: {
          // The runtime's dependencies are pre-bundled, not the app's that index.html names (React Router, vite-react-ssg).
          optimizeDeps: {
            entries: [RUNTIME_ENTRY.slice(1)],
            rolldownOptions: { plugins: [{ name: 'ferry:preact-for-react', resolveId: preactForReact }] },
          },
        },
      },
    }),
    resolveId(source, importer) {
      return this.environment.name === 'client' ? preactForReact.call(this, source, importer) : null;
    },
    // Most of a page is code the browser never loads (only its islands are): when a module of the server render
    // changes, the open page was rendered with the old one, so it is loaded again.
    hotUpdate({ modules, server }) {
      if (this.environment.name === 'ssr' && modules.length > 0) server.environments.client.hot.send({ type: 'full-reload' });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(`src="${APP_ENTRY}"`)) throw new Error(`index.html no longer loads ${APP_ENTRY}: the dev server cannot swap in the islands runtime`);
        return html.replace(`src="${APP_ENTRY}"`, `src="${RUNTIME_ENTRY}"`);
      },
    },
  };
}
