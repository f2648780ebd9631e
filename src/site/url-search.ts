/**
 * The page address's query (?from=batangas&day=fri) as state shared by the islands of a page: the /schedules filter
 * writes it, each route's next sailing reads its day. Plain history API, no router: navigation between pages is
 * plain links, and a filter change is a new history entry of the same page (back and forward move through them).
 *
 * Null until mounted in a hydrated island, the address at mount time in an island rendered over its HTML
 * (islands/context.tsx), so either way the first render matches what the page shows.
 */
import { useEffect, useState } from 'react';
import { useClientStart } from './islands/context';

/** Fired on window after a push: islands of the same page follow (popstate covers back and forward). */
const SEARCH_EVENT = 'ferry:search';

/** Makes `params` the address's query in a new history entry (no scroll, no reload), keeping path and hash. */
function pushSearch(params: URLSearchParams): void {
  const query = params.toString();
  const { pathname, hash } = window.location;
  window.history.pushState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}${hash}`);
  window.dispatchEvent(new Event(SEARCH_EVENT));
}

export function useUrlSearch(): [string | null, (params: URLSearchParams) => void] {
  const start = useClientStart();
  const [search, setSearch] = useState<string | null>(start?.search ?? null);
  useEffect(() => {
    const read = () => setSearch(window.location.search);
    read();
    window.addEventListener('popstate', read);
    window.addEventListener(SEARCH_EVENT, read);
    return () => {
      window.removeEventListener('popstate', read);
      window.removeEventListener(SEARCH_EVENT, read);
    };
  }, []);
  return [search, pushSearch];
}
