/**
 * The advisory list (./AdvisoryList.tsx) for islands that show one only while an advisory is in
 * force (a route's lead, the advisories beside a destination's schedules): its code is downloaded when there is one
 * to show, not with every /schedules or destination page (on most days none is in force, and /schedules
 * is at its JavaScript budget). It appears a moment after the rest of the island; a failed download shows nothing
 * there (the site's banner still says it).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type { AdvisoryList } from './AdvisoryList';

const List = lazy(() => import('./AdvisoryList').then(
  (module) => ({ default: module.AdvisoryList }),
  () => ({ default: () => null }),
));

export function AdvisoryListLater(props: ComponentProps<typeof AdvisoryList>) {
  return <Suspense fallback={null}><List {...props} /></Suspense>;
}
