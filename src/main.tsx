/**
 * Entry of the site for vite-react-ssg: the server render of every page (React, react-router), and, under
 * `npm run dev`, the whole app hydrated in the browser (with hot reload and the data loop of scripts/dev/).
 *
 * The built site does not ship this app: its browser code is the page runtime and the islands
 * (src/site/runtime/main.ts, built with Preact by scripts/build-islands.ts; see docs/architecture.md).
 */
import { ViteReactSSG } from 'vite-react-ssg';
import { routes } from './site/routes';
import './site/styles.css';


export const createRoot = ViteReactSSG({
  routes,
  // v7 behaviours where they change nothing for this site, which also keeps React Router's console quiet.
  // v7_partialHydration stays off: a path served 404.html hydrates a route without data and must not refetch.
  future: {
    v7_startTransition: true,
    v7_relativeSplatPath: true,
    v7_fetcherPersist: true,
    v7_normalizeFormMethod: true,
    v7_skipActionErrorRevalidation: true,
  },
});
