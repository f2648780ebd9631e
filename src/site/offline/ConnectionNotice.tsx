/**
 * Tells the traveller when the device is offline: saved pages (timetables, routes, fares, ports, destinations)
 * keep working from the service worker's cache, but booking needs a connection. The live region is always in the
 * page so screen readers announce the change; its line is hidden (and takes no space) while online, and
 * runtime/enhance.ts `followConnection` shows it while offline. It sits in the flow under the header, never over it,
 * so the navigation stays usable.
 *
 * With data saver on, a second line says that only the pages opened are kept for offline use and
 * offers to keep the rest (runtime/enhance.ts `offerOfflineSaving` shows it; hidden without script).
 */
export function ConnectionNotice() {
  return (
    <div role="status" className="print:hidden">
      <p hidden data-offline-saving className="bg-sky-50 px-4 py-2 text-center text-sky-950">
        Data saver is on: only the pages you open are kept for offline use.{' '}
        <button type="button" className="min-h-11 font-semibold underline underline-offset-2">Save every timetable for offline use</button>
      </p>
      <p hidden data-offline-notice className="bg-amber-100 px-4 py-2 text-center text-amber-950 ring-1 ring-amber-700">
        <strong>You are offline.</strong> Timetables, routes, fares and destinations you have visited still work;
        booking tickets needs a connection.
      </p>
    </div>
  );
}
