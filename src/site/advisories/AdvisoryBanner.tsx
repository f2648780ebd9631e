/**
 * Travel advisories in force. Whether one is active is decided in the browser from the current time, never at
 * build time: the pre-rendered HTML shows nothing (a stale advisory never flashes), and the banner is an island
 * that the page's runtime starts only once an advisory of the site is in force (trigger `advisory`), so on a day
 * without one no page downloads it. It re-checks every minute, so an advisory that ends while the page is open
 * disappears. The advisories come from the layout's site data (islands/context.tsx), not from props.
 */
import { activeAdvisories } from '../../advisories/active';
import { formatInstant } from '../../graph/time';
import type { Advisory } from '../../graph/types';
import { useSiteAdvisories } from '../islands/context';
import { useNow } from '../use-now';

const STYLE: Record<Advisory['severity'], { box: string; label: string }> = {
  warning: { box: 'border-amber-600 bg-amber-50 text-amber-950', label: 'Travel warning' },
  info: { box: 'border-sky-700 bg-sky-50 text-sky-950', label: 'Advisory' },
};

/** Advisories already found in force (by the caller, from its `now`), most severe first. */
export function AdvisoryList({ advisories: active, compact = false }: { advisories: readonly Advisory[]; compact?: boolean }) {
  if (active.length === 0) return null;
  return (
    <ul className="space-y-2" data-testid="advisories">
      {active.map((a) => (
        <li key={a.id} className={`rounded-md border-l-4 px-4 py-3 ${STYLE[a.severity].box}`} data-severity={a.severity}>
          <p className={compact ? 'text-sm' : ''}>
            <strong>{STYLE[a.severity].label}: {a.title}.</strong> {a.message}
          </p>
          {/* Compact beside a timetable on screen; on paper the end date is kept, the sheet is read days later. */}
          <p className={`mt-1 text-sm ${compact ? 'hidden print:block' : ''}`}>
            Until {formatInstant(a.until)} PST · Source: {a.source}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The site-wide banner under the header: nothing at all (no empty landmark) while no advisory is in force. */
export function AdvisoryBanner() {
  const advisories = useSiteAdvisories();
  const now = useNow();
  const active = now ? activeAdvisories(advisories, now) : [];
  if (active.length === 0) return null;
  return (
    <section aria-label="Travel advisories" className="mx-auto max-w-6xl px-4 pt-4">
      <AdvisoryList advisories={active} />
    </section>
  );
}
