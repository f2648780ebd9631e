/**
 * The status banner under the header of every page: suspensions that have not ended, and how many sailings are
 * cancelled or delayed in the next 7 days (src/status/summary.ts), read from /status.json at run time. Not an island:
 * this is its empty frame, hidden; the page runtime fills it in plain DOM when the file announces something and
 * empties it again when it no longer does (runtime/status-banner.ts, runtime/status-check.ts) — so a status costs a
 * content page no framework, nothing of it is in the HTML (with no status there is no box and nothing moves), and a
 * change published while the page is open reaches it. Where a traveller decides (home, /schedules: `ports` given)
 * it says why and who said so and lists the changes by route, linked; elsewhere it is short and links to /schedules.
 */

/** A port as the banner names it and links it: its label, and its destination page (slug) when it has one. */
export type PortLinks = Record<string, { label: string; page: string | null }>;

/** The attribute the runtime finds the banner by. */
const STATUS_BANNER = 'data-status-banner';

export function StatusBanner({ ports }: { ports: PortLinks | null }) {
  return (
    <section aria-label="Sailing status" className="mx-auto max-w-6xl px-4 pt-4" hidden {...{ [STATUS_BANNER]: '' }}
      data-ports={ports ? JSON.stringify(ports) : undefined}>
      {/* Red for a cancellation or a suspension, amber for delays alone (data-tone, set with the words). */}
      <div role="status" aria-live="polite" data-testid="status-banner"
        className="space-y-2 rounded-md border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-950 data-[tone=delay]:border-amber-600 data-[tone=delay]:bg-amber-50 data-[tone=delay]:text-amber-950" />
    </section>
  );
}
