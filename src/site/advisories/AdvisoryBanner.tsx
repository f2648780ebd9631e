/**
 * The site-wide banner of travel advisories in force, under the header of every page. Not an island: every advisory
 * that has not ended when the site is built is pre-rendered into it, hidden, and the page runtime shows the ones in
 * force by the traveller's clock, checking again every minute (runtime/enhance.ts `showAdvisoriesInForce`). So an
 * advisory in force costs a page no script beyond its runtime, the HTML never shows a stale one (nor flashes it
 * before the script runs), and one that starts or ends while the page is open appears or disappears.
 */
import type { Advisory } from '../../graph/types';
import { AdvisoryList } from './AdvisoryList';

/** Every item is pre-rendered hidden, with its window: the runtime shows those in force. */
const notYetChecked = () => false;

/**
 * `advisories`: those that have not ended at the build, most severe first (src/advisories/active.ts
 * `advisoriesNotEnded`). Nothing at all when there are none; a hidden section is no landmark.
 */
export function AdvisoryBanner({ advisories }: { advisories: readonly Advisory[] }) {
  if (advisories.length === 0) return null;
  return (
    <section aria-label="Travel advisories" className="mx-auto max-w-6xl px-4 pt-4" hidden data-advisory-banner="">
      <AdvisoryList advisories={advisories} inForce={notYetChecked} />
    </section>
  );
}
