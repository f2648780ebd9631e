/**
 * "A newer timetable is available" with a Reload button, shown when a new build's service worker is waiting
 * (src/site/offline/service-worker.ts). The live region stays in the page so the notice is announced when it appears.
 */
import { useSyncExternalStore } from 'react';
import { pendingUpdate, subscribeUpdate } from './service-worker';

export function UpdateNotice() {
  const apply = useSyncExternalStore(subscribeUpdate, pendingUpdate, () => null);
  return (
    <div role="status" className="print:hidden">
      {apply && (
        <div className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-xl items-center justify-between gap-4 rounded-lg bg-slate-900 px-4 py-3 text-white shadow-lg">
          <p>A newer timetable is available.</p>
          <button
            type="button"
            onClick={apply}
            className="min-h-11 rounded-md bg-white px-4 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Reload
          </button>
        </div>
      )}
    </div>
  );
}
