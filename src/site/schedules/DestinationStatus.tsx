/**
 * The status of dated sailings on a destination page, two islands started when the browser is idle: the
 * announced changes to the page's routes — the suspensions over them, then each changed sailing — at the top of the
 * page, in the first screen (`part="changes"`; on screen and on paper, so a printout has them though the page was
 * never scrolled), and when the status is from, beside the next sailings (`part="as-of"`). The page's next sailings
 * are an island of their own (NextSailings.tsx), started near the screen; all read the page's one status store
 * (status/use-status.ts). Nothing of them is pre-rendered: with no status, no box.
 */
import { useMemo } from 'react';
import type { PackedTrips } from '../../query/trip-codec';
import type { CalendarInfo } from '../calendar/types';
import type { PortIndex } from '../components/types';
import { StatusAsOf } from '../status/StatusAsOf';
import { changesShown, useStatusView } from '../status/view';
import { useNow } from '../use-now';

export function DestinationStatus({ trips, routes, ports, calendar, part }: {
  trips: PackedTrips; ports: PortIndex; calendar: CalendarInfo;
  /** The page's timetables: whose announced changes it lists. */
  routes: string[];
  part: 'changes' | 'as-of';
}) {
  const now = useNow();
  const { view: status, state } = useStatusView(trips);
  const routeSet = useMemo(() => new Set(routes), [routes]);
  if (!now) return null;
  if (part === 'as-of') {
    return (
      <div className="mb-10 min-h-5 print:m-0 print:min-h-0">
        <StatusAsOf state={state} now={now} shown={changesShown(state, status, routeSet, now)} />
      </div>
    );
  }
  const changes = status ? status.changes(routeSet, now) : [];
  const suspensions = status ? status.suspensions(routeSet, now) : [];
  const routeName = (s: { from: string; to: string }) => `${ports[s.from]?.label ?? s.from} → ${ports[s.to]?.label ?? s.to}`;
  return status && (changes.length > 0 || suspensions.length > 0) ? (
    <section aria-labelledby="changes-title" className="mb-8 print:mb-4" data-testid="destination-changes">
      <h2 id="changes-title" className="mb-3 text-xl font-bold text-slate-900">Changes to sailings</h2>
      <status.Suspensions suspensions={suspensions} />
      <status.Changes sailings={changes} calendar={calendar} now={now} routeName={routeName} />
    </section>
  ) : null;
}
