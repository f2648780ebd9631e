/**
 * What every page does in the browser besides its islands, in plain DOM code (a content page's whole JavaScript
 * budget is 5 KB: no framework): each enhancement finds its pre-rendered element by a data attribute and does
 * nothing where the page has none. The markup stays in the components (Footer, ConnectionNotice, UpdateNotice,
 * NotFoundPage); without script the page simply keeps what was pre-rendered.
 *
 * `now` comes from the caller (runtime/main.ts reads the clock once, at the edge).
 */
import { advisoryState } from '../../advisories/active';
import { manilaYear } from '../../time/calendar';

/** The footer's year: the build year in the HTML, the visitor's year in Manila once the page runs. */
export function showCurrentYear(doc: ParentNode, now: Date): void {
  const year = String(manilaYear(now));
  for (const element of doc.querySelectorAll<HTMLElement>('[data-current-year]')) {
    if (element.textContent !== year) element.textContent = year;
  }
}

/**
 * The advisory banner (advisories/AdvisoryBanner.tsx) shows the pre-rendered advisories in force at `now`, each
 * item by its own window; the banner itself only while one is (hidden, it is no landmark).
 */
export function showAdvisoriesInForce(doc: ParentNode, now: Date): void {
  const banner = doc.querySelector<HTMLElement>('[data-advisory-banner]');
  if (!banner) return;
  let any = false;
  for (const item of banner.querySelectorAll<HTMLElement>('[data-from][data-until]')) {
    const inForce = advisoryState({ from: item.dataset.from!, until: item.dataset.until! }, now) === 'active';
    if (item.hidden === inForce) item.hidden = !inForce;
    any ||= inForce;
  }
  if (banner.hidden === any) banner.hidden = !any;
}

/** The offline notice (offline/ConnectionNotice.tsx) shows while the device is offline, in its live region. */
export function followConnection(doc: ParentNode, win: Pick<Window, 'addEventListener'> & { navigator: { onLine: boolean } }): void {
  const notice = doc.querySelector<HTMLElement>('[data-offline-notice]');
  if (!notice) return;
  const show = () => { notice.hidden = win.navigator.onLine; };
  win.addEventListener('online', show);
  win.addEventListener('offline', show);
  show();
}

/** The 404 page says in the console which path it stands in for (the spec: "The missing path is logged"): the address, not the file served. */
export function logMissingPath(doc: ParentNode, path: string, log: (line: string) => void): void {
  // A warning, not an error: a mistyped address is not a fault of the site. Kept for whoever debugs a bad link.
  if (doc.querySelector('[data-missing-path]')) log(`404: no page at ${path}`);
}

/**
 * "A newer timetable is available" (offline/UpdateNotice.tsx): shown once `apply` is known (the waiting worker of a
 * new build, offline/service-worker.ts); its Reload button applies the update.
 */
export function offerUpdate(doc: ParentNode, apply: () => void): void {
  const notice = doc.querySelector<HTMLElement>('[data-update-notice]');
  const reload = notice?.querySelector<HTMLButtonElement>('button');
  if (!notice || !reload) return;
  reload.onclick = apply;
  notice.hidden = false;
}

/**
 * With data saver on, the offline note (offline/ConnectionNotice.tsx) says that only the pages opened are kept for
 * offline use, and its button stores the rest (about `size`) when the traveller chooses to.
 */
export function offerOfflineSaving(doc: ParentNode, saveData: boolean, store: () => Promise<void>): void {
  const note = doc.querySelector<HTMLElement>('[data-offline-saving]');
  const button = note?.querySelector<HTMLButtonElement>('button');
  if (!note || !button || !saveData) return;
  note.hidden = false;
  button.onclick = () => {
    button.disabled = true;
    void store().then(() => { button.textContent = 'Saving every timetable for offline use…'; });
  };
}
