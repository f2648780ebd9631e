/**
 * The page's boot data without inline script. vite-react-ssg writes two inline scripts into every page
 * (`window.__VITE_REACT_SSG_HASH__ = …` and React Router's `window.__staticRouterHydrationData = JSON.parse(…)`);
 * scripts/postbuild.ts turns them into one inert `<script type="application/json" id="ssg-boot">` block, so the
 * Content-Security-Policy needs no script hash at all. This sets the same two globals from it before the app starts.
 * Without the post-build step (a bare `vite-react-ssg build`) the block is absent and the inline scripts run as usual.
 */
export const BOOT_ELEMENT_ID = 'ssg-boot';

export interface BootData {
  /** The static-loader-data hash (made deterministic by the post-build step). */
  hash: string;
  /** React Router's hydration state, as the JSON string its own inline script would have parsed. */
  routerState: string | null;
}

interface BootWindow {
  __VITE_REACT_SSG_HASH__?: string;
  __staticRouterHydrationData?: unknown;
}

export function applyBootData(doc: Pick<Document, 'getElementById'>, win: BootWindow): boolean {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return false;
  const boot = JSON.parse(element.textContent) as BootData;
  win.__VITE_REACT_SSG_HASH__ = boot.hash;
  if (boot.routerState !== null) win.__staticRouterHydrationData = JSON.parse(boot.routerState);
  return true;
}
