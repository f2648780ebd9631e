/**
 * Tells the traveller when the device is offline: saved pages (timetables, routes, fares, ports, destinations)
 * keep working from the service worker's cache, but booking needs a connection. The live region is always in the
 * page so screen readers announce the change; it is empty (and takes no space) while online. It sits in the flow
 * under the header, never over it, so the navigation stays usable.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const isOffline = () => !navigator.onLine;
// Pre-rendered HTML (and the hydration pass) assume online, so the server and first client render agree.
const assumeOnline = () => false;

export function ConnectionNotice() {
  const offline = useSyncExternalStore(subscribe, isOffline, assumeOnline);
  return (
    <div role="status" className="print:hidden">
      {offline && (
        <p className="bg-amber-100 px-4 py-2 text-center text-amber-950 ring-1 ring-amber-700">
          <strong>You are offline.</strong> Timetables, routes, fares and destinations you have visited still work;
          booking tickets needs a connection.
        </p>
      )}
    </div>
  );
}
