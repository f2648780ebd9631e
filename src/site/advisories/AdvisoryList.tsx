/**
 * A list of travel advisories: the site-wide banner (./AdvisoryBanner.tsx) and the islands that show the advisories
 * of a route or a port beside its timetables (through ./AdvisoryListLater.tsx) render the same items.
 */
import { formatInstant } from '../../time';
import type { Advisory } from '../../graph/types';

const STYLE: Record<Advisory['severity'], { box: string; label: string }> = {
  warning: { box: 'border-amber-600 bg-amber-50 text-amber-950', label: 'Travel warning' },
  info: { box: 'border-sky-700 bg-sky-50 text-sky-950', label: 'Advisory' },
};

export interface AdvisoryListProps {
  /** In the order shown: most severe first (src/advisories/active.ts). */
  advisories: readonly Advisory[];
  compact?: boolean;
  /**
   * Each item carries its window (`data-from`, `data-until`) and is hidden unless `inForce` says otherwise: the
   * banner pre-renders every advisory that has not ended, and the page runtime shows those in force by the clock.
   */
  inForce?: (advisory: Advisory) => boolean;
}

export function AdvisoryList({ advisories, compact = false, inForce }: AdvisoryListProps) {
  if (advisories.length === 0) return null;
  return (
    <ul className="space-y-2" data-testid="advisories">
      {advisories.map((a) => (
        <li key={a.id} className={`rounded-md border-l-4 px-4 py-3 ${STYLE[a.severity].box}`} data-severity={a.severity}
          {...(inForce ? { 'data-from': a.from, 'data-until': a.until, hidden: !inForce(a) } : {})}>
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
