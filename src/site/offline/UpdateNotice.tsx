/** "A newer timetable is available" with a Reload button, shown when a new build's service worker is waiting. */
import { useSyncExternalStore } from 'react';
import { pendingUpdate, subscribeUpdate } from './service-worker';

export function UpdateNotice() {
  const apply = useSyncExternalStore(subscribeUpdate, pendingUpdate, () => null);
  if (!apply) return null;
  return (
    <div role="status" className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-xl items-center justify-between gap-4 rounded-lg bg-slate-900 px-4 py-3 text-white shadow-lg print:hidden">
      <p>A newer timetable is available.</p>
      <button type="button" onClick={apply} className="min-h-11 rounded-md bg-white px-4 font-semibold text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
        Reload
      </button>
    </div>
  );
}
