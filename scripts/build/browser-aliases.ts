/**
 * The built site's browser code runs on Preact: the components import `react` and `react-dom` (the server renders
 * them with React), and the islands build (scripts/build-islands.ts) and the dev server's browser modules
 * (scripts/dev/islands-runtime.ts) resolve those to preact/compat. One list, read by both and by
 * tests/architecture/dependencies.test.ts (which names the packages the browser really runs).
 */
export const BROWSER_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** What the browser imports for `source`, or null when it is not one of React's modules. */
export function browserAlias(source: string): string | null {
  return BROWSER_ALIASES.find(({ find }) => find.test(source))?.replacement ?? null;
}
