/**
 * Entry of the site for vite-react-ssg: the server render of every page (React, react-router), in the build and
 * under `npm run dev`. No browser runs this app: the browser code, in the built site as under `npm run dev`, is the
 * page runtime and its islands on Preact (src/site/runtime/main.ts; scripts/build-islands.ts,
 * scripts/dev/islands-runtime.ts), and postbuild removes the client build vite-react-ssg makes of this file
 * (scripts/postbuild.ts says what and why).
 */
import { ViteReactSSG } from 'vite-react-ssg';
import { routes } from './site/routes';
import './site/styles.css';


export const createRoot = ViteReactSSG({
  routes,
  // v7 behaviours where they change nothing for this site, which also keeps React Router's console quiet.
  future: {
    v7_startTransition: true,
    v7_relativeSplatPath: true,
    v7_fetcherPersist: true,
    v7_normalizeFormMethod: true,
    v7_skipActionErrorRevalidation: true,
  },
});
