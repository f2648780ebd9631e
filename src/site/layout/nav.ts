/** Which navigation entry the current path belongs to (the header highlights it). Pure, for tests. */

/**
 * 'page' when `to` is the current page, 'true' when the current page lies under it (/destinations for
 * /destinations/cebu: the section is highlighted, but it is not "the current page"), otherwise undefined.
 * Home ('/') matches only itself.
 */
export function navCurrent(pathname: string, to: string): 'page' | 'true' | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === to) return 'page';
  if (to !== '/' && path.startsWith(`${to}/`)) return 'true';
  return undefined;
}
