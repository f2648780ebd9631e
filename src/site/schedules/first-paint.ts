/**
 * /schedules opened from a link that carries a filter (/schedules?from=batangas&day=fri) shows the filtered list
 * from its first paint, never "All 45 sailings" first. This script is inlined into the page's
 * <head> by postbuild (scripts/postbuild/islands.ts; its CSP hash is taken from the output like any inline script):
 *   1. before the body is parsed, when the address carries a filter, it marks the document `filter-pending`, and
 *      styles.css keeps the filtered part of the page unpainted;
 *   2. once the document is parsed, it computes the answer from the filter island's props (filter-page.ts, the same
 *      code the island runs), hides what does not match, sets the controls and count, scrolls to a route named
 *      in the address (#batangas-caticlan: the rows above it are gone), and lifts the mark.
 * The page's runtime loads after `load` and starts the filter island, which takes over from there. Weighed against
 * the alternatives: pre-rendered filtered pages would be one per port pair and day (and a host cannot pick one by
 * query), a CSS-only filter cannot say how many sailings match; this script is ~3 KB gzip, on this page
 * only. Without JavaScript nothing here runs and the page lists every sailing, as it says.
 */
import { systemClock } from '../../time/clock';
import { readProps } from '../islands/props';
import { applyToControls, applyToList, filterAnswer, filterOfSearch, type FilterData } from './filter-page';

const FILTER_ISLAND = 'schedule-filter';

function apply(doc: Document): void {
  const islands = [...doc.querySelectorAll<HTMLElement>('[data-island]')];
  const props = readProps(islands.map((element) => element.dataset.props ?? 'null'));
  const data = props[islands.findIndex((element) => element.dataset.island === FILTER_ISLAND)] as FilterData | undefined;
  if (!data) return;
  const answer = filterAnswer(data, filterOfSearch(doc.location.search, data), systemClock());
  applyToList(doc, answer);
  applyToControls(doc, answer);
  const target = fragmentTarget(doc.location.hash);
  if (target) doc.getElementById(target)?.scrollIntoView({ block: 'start' });
}

/**
 * The id an address's fragment names (#batangas-caticlan). The address is anyone's text: a fragment that is not
 * valid percent-encoding (#%E0%A4%A, cut short by a chat app) names no element, as the browser itself treats it.
 */
function fragmentTarget(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

const params = new URLSearchParams(location.search);
if (['from', 'to', 'day'].some((key) => params.get(key))) {
  const root = document.documentElement;
  root.classList.add('filter-pending');
  document.addEventListener('DOMContentLoaded', () => {
    try {
      apply(document);
    } finally {
      // Whatever happened, the page is shown: at worst unfiltered, as without script.
      root.classList.remove('filter-pending');
    }
  }, { once: true });
}
