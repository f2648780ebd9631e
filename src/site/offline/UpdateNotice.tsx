/**
 * "A newer timetable is available" with a Reload button, shown when a new build's service worker is waiting
 * (src/site/offline/service-worker.ts; runtime/enhance.ts `offerUpdate` shows it and gives the button its action).
 * Hidden in the pre-rendered page: without script there is no worker and nothing to offer. The live region stays in
 * the page so the notice is announced when it appears.
 */
export function UpdateNotice() {
  return (
    <div role="status" className="print:hidden">
      <div hidden data-update-notice className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-xl items-center justify-between gap-4 rounded-lg bg-slate-900 px-4 py-3 text-white shadow-lg">
        <p>A newer timetable is available.</p>
        <button
          type="button"
          className="min-h-11 rounded-md bg-white px-4 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Reload
        </button>
      </div>
    </div>
  );
}
