/**
 * The status banner's source (site/status/StatusBanner.tsx): /status.json, fetched with one plain request when the
 * page runtime starts, then every 5 minutes while the page is visible and at once when it becomes visible again, so
 * a suspension or a cancellation published while a page is open reaches it. Whether the file announces something
 * (src/status/announce.ts) is all this decides; the banner's code (./status-banner.ts) is downloaded only then. A file
 * that cannot be read hides the banner (the pages' own status lines say what they can).
 */
import { systemClock } from '../../time/clock';
import { announces } from '../../status/announce';
import { readStatusFile, type StatusFile } from '../../status/file';
import { STATUS_PATH } from '../../status/path';

const EVERY_MS = 5 * 60_000;

export function watchStatus(doc: Document, section: HTMLElement): void {
  let shown = false;
  const check = async () => {
    try {
      const file = readStatusFile(await (await fetch(STATUS_PATH, { cache: 'no-cache' })).json()) as StatusFile | null;
      const now = systemClock();
      if (!announces(file, now) && !shown) return;
      const { showStatus } = await import('./status-banner');
      showStatus(section, announces(file, now) ? file : null, now);
      shown = !section.hidden;
    } catch {
      // Offline with no copy, or a file the page cannot read: what was shown stays until a file is read.
    }
  };
  void check();
  setInterval(() => { if (doc.visibilityState === 'visible') void check(); }, EVERY_MS);
  doc.addEventListener('visibilitychange', () => { if (doc.visibilityState === 'visible') void check(); });
}
