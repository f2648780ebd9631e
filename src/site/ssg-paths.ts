/**
 * Paths pre-rendered besides those vite-react-ssg finds in the routes: '/404' renders the catch-all route into
 * dist/404.html (a '*' route is never pre-rendered by itself). Shared by vite.config.ts and the tests.
 */
export const EXTRA_SSG_PATHS = ['/404'];
