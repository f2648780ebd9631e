/**
 * "Sailing status as of 3:40 PM PST" beside the sailings a page shows: when the status it shows
 * was published, and — offline, or when the last refresh failed or the host's answer was not a status file — how
 * old it is and that it could not be refreshed, so a traveller at the port knows what it is worth. Then too, how old
 * the timetables are: the build date (the page may be a stored copy). With no status at all yet, and none to be had,
 * it says so. A polite live region: a status that arrives or changes while the page is open is announced. Nothing
 * before the status file has been asked for (nothing of it is pre-rendered).
 */
import { useContext } from 'react';
import { ageText, asOfText } from '../../status/as-of';
import { SitePublishedContext } from '../islands/context';
import type { StatusState } from './use-status';

export function StatusAsOf({ state, now, shown }: {
  state: StatusState; now: Date | null;
  /** How many statuses the page shows (0: it says none is announced for these sailings; null: not known yet). */
  shown: number | null;
}) {
  const published = useContext(SitePublishedContext);
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
      ) : !state.file && state.stale && now ? <strong className="font-semibold text-amber-900">The sailing status could not be loaded, so cancellations and delays may not show.</strong> : null}
      {state.stale && now && published ? ` Timetables as published ${published}.` : null}
    </p>
  );
}
