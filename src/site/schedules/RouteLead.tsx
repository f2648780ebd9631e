/**
 * The line under a /schedules route's heading once the browser knows the time: its next sailing and the advisories in
 * force beside it. Nothing here is pre-rendered (`now` is null until mounted), so hydration matches; the box keeps
 * one line's height so the tables do not jump when it fills.
 */
import { advisoriesForTimetable } from '../../advisories/active';
import { formatIsoDay } from '../../graph/time';
import type { Advisory } from '../../graph/types';
import type { QueryIndex } from '../../query/index-trips';
import { nextSailings } from '../../query/next-sailings';
import { AdvisoryList } from '../advisories/AdvisoryBanner';
import { AddToCalendar } from '../calendar/AddToCalendar';
import type { CalendarInfo, CalendarPlaces } from '../calendar/types';
import { formatArrival, formatNextSailing } from './format';

type Route = { id: string; from: string; to: string };

/** The line under a route's heading: "Next sailing: Fri 27 Nov, 8:00 PM PST — in 2 days", and "Add to calendar". */
export function RouteLead({ index, timetable, advisories, now, calendar }: {
  index: QueryIndex; timetable: Route; advisories: readonly Advisory[]; now: Date | null;
  /** The calendar export's data; without it the line has no "Add to calendar". */
  calendar?: { info: CalendarInfo; places: CalendarPlaces };
}) {
  const sailing = now ? nextSailings(index, { timetableId: timetable.id, now, count: 1 }).sailings[0] : undefined;
  const arrival = sailing ? formatArrival(sailing) : null;
  const inForce = now ? advisoriesForTimetable(advisories, timetable, now) : [];
  return (
    // On paper: no "Next sailing" (relative to the moment of printing, stale by the time it is read at the port), and
    // no empty box; an advisory in force still prints (with its end date, AdvisoryList).
    <div className={`mb-3 min-h-6 space-y-2 ${inForce.length === 0 ? 'print:hidden' : 'print:mb-1'}`} data-testid="route-lead">
      {sailing && now ? (
        <p className="text-slate-800 print:hidden" data-testid="next-sailing">
          <span className="font-semibold">Next sailing:</span>{' '}
          <time dateTime={sailing.departure?.iso ?? sailing.date}>{formatNextSailing(sailing, now)}</time>
          {arrival ? <span className="text-slate-700">, {arrival}</span> : null}
          {calendar ? (
            <>
              {' · '}
              <AddToCalendar inline subject={{ kind: 'sailing', sailing }} places={calendar.places} info={calendar.info} now={now}
                label={`next sailing ${calendar.places[sailing.from]?.place ?? sailing.from} → ${calendar.places[sailing.to]?.place ?? sailing.to}, ${formatIsoDay(sailing.date)}`} />
            </>
          ) : null}
        </p>
      ) : null}
      {inForce.length > 0 ? <AdvisoryList advisories={inForce} compact /> : null}
    </div>
  );
}

