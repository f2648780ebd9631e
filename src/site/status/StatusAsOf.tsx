/**
 * "Sailing status as of 3:40 PM PST" beside the sailings a page shows (issue 27 item 4): when the status it shows
 * was published, and — offline, or when the last refresh failed — how old it is, so a traveller at the port knows
 * what it is worth. A polite live region: a status that arrives or changes while the page is open is announced.
 * Nothing before the status file has arrived (nothing of it is pre-rendered).
 */
import { ageText, asOfText } from '../../status/as-of';
import type { StatusState } from './use-status';

export function StatusAsOf({ state, now, shown }: {
  state: StatusState; now: Date | null;
  /** How many statuses the page shows (0: it says none is announced for these sailings; null: not known yet). */
  shown: number | null;
}) {
  const asOf = state.file?.asOf ?? null;
  return (
    // On paper only beside changes it dates: "No cancellations announced" would be stale by the time it is read.
    <p role="status" aria-live="polite" className={`text-sm text-slate-700 print:text-slate-900 ${shown === 0 ? 'print:hidden' : ''}`} data-testid="status-as-of">
      {asOf && now && shown !== null ? (
        <>
          {shown === 0 ? 'No cancellations or delays announced. ' : null}
          Sailing status as of {asOfText(asOf, now)}
          {state.stale ? <strong className="font-semibold text-amber-900"> — {ageText(asOf, now)}; you are offline or it could not be refreshed, so it may have changed</strong> : null}
          .
        </>
      ) : null}
    </p>
  );
}
