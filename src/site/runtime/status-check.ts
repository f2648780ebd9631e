/**
 * On a page with no islands of its own (a content page), whether /status.json announces something — a suspension
 * not ended, a change ahead (src/status/summary.ts) — so the page's runtime starts its islands for the status
 * banner. One plain fetch now and one every 5 minutes while nothing is announced: the store that islands share
 * (src/site/status/use-status.ts) and its refresh policy load with the banner, not on every quiet day's page.
 */
import { systemClock } from '../../graph/time/clock';
import { announces } from '../../status/announce';
import { STATUS_PATH } from '../../status/path';

const EVERY_MS = 5 * 60_000;

export function whenAnnounced(start: () => void): void {
  const check = () => fetch(STATUS_PATH, { cache: 'no-cache' }).then((r) => r.json()).then((file: unknown) => {
    if (!announces(file, systemClock())) return;
    clearInterval(id);
    start();
  }).catch(() => undefined);
  const id = setInterval(check, EVERY_MS);
  void check();
}
