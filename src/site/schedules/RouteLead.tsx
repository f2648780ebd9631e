/**
 * What a /schedules route shows between its heading and its table: its fare and a Book Tickets link (pre-rendered),
 * and once the browser knows the time, its next sailing — on the filter's day when one is chosen — with that
 * sailing's date on the link, "Add to calendar", and the advisories in force. The clock-dependent part is not
 * pre-rendered (`now` is null until mounted), so hydration matches; its box keeps one line's height so the tables do
 * not jump when it fills.
 */
import { advisoriesForTimetable } from '../../advisories/active';
import { formatIsoDay } from '../../graph/time';
import type { Advisory, Figure, PesoRange, Weekday } from '../../graph/types';
import type { QueryIndex } from '../../query/index-trips';
import type { StatusView } from '../status/view';
import { AdvisoryList } from '../advisories/AdvisoryBanner';
import { AddToCalendar } from '../calendar/AddToCalendar';
import type { CalendarInfo } from '../calendar/types';
import type { BookingInfo, PortIndex } from '../components/types';
import { Unconfirmed } from '../components/Fact';
import { BookSailingLink, FareLine, TooSoonNote } from './BookSailing';
import { formatArrival, formatNextSailing } from './format';
import { bookingChoice, nextSailingOn } from './sailing-choice';

/** A route of the page: its ends and its fare (the route's fact, as every page shows it). */
type Route = { id: string; from: string; to: string; fare: Figure<PesoRange> | null };

/** "Next sailing: Fri 27 Nov, 12:30 AM PST (be at the port Thursday night) — in 4 days, arrives …" */
export function RouteLead({ index, timetable, advisories, now, day, ports, booking, calendar, status = null }: {
  index: QueryIndex; timetable: Route; advisories: readonly Advisory[]; now: Date | null;
  /** The status of dated sailings (/status.json): a cancelled one is never "next"; the route's changes are listed. */
  status?: StatusView | null;
  /** The filter's weekday, null for any day. */
  day: Weekday | null;
  ports: PortIndex; booking: BookingInfo;
  /** The calendar export's data; without it the line has no "Add to calendar". */
  calendar?: CalendarInfo;
}) {
  const sailing = now ? nextSailingOn(index, timetable.id, day, now, status?.source) : null;
  const choice = sailing && now ? bookingChoice(index, sailing, day, now, booking.leadDays, status?.source) : null;
  const arrival = sailing ? formatArrival(sailing) : null;
  const inForce = now ? advisoriesForTimetable(advisories, timetable, now) : [];
  const changes = now && status ? status.changes(new Set([timetable.id]), now) : [];
  return (
    // On paper: no fare line, link or "Next sailing" (relative to the moment of printing, stale by the time it is read
    // at the port); an advisory in force and the announced changes to its sailings still print.
    <div className={`mb-3 space-y-2 ${inForce.length === 0 && changes.length === 0 ? 'print:hidden' : 'print:mb-1'}`} data-testid="route-lead">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 print:hidden">
        <FareLine route={timetable.id} fare={timetable.fare} />
        <BookSailingLink ports={ports} from={timetable.from} to={timetable.to} choice={choice} />
      </div>
      <div className="min-h-6 space-y-1 print:hidden">
        {sailing && now ? (
          <p className="text-slate-800" data-testid="next-sailing">
            <span className="font-semibold">Next sailing:</span>{' '}
            <time dateTime={sailing.departure?.iso ?? sailing.date}>{formatNextSailing(sailing, now)}</time>
            {sailing.confirmed ? null : <Unconfirmed />}
            {sailing.status && status ? <status.Badge status={sailing.status} /> : null}
            {arrival ? <span className="text-slate-700">, {arrival}</span> : null}
            {calendar ? (
              <>
                {' · '}
                <AddToCalendar inline subject={{ kind: 'sailing', sailing }} info={calendar} now={now}
                  label={`next sailing ${calendar.places[sailing.from]?.place ?? sailing.from} → ${calendar.places[sailing.to]?.place ?? sailing.to}, ${formatIsoDay(sailing.date)}`} />
              </>
            ) : null}
          </p>
        ) : null}
        {choice?.tooSoon ? <TooSoonNote booking={booking} /> : null}
      </div>
      {inForce.length > 0 ? <AdvisoryList advisories={inForce} compact /> : null}
      {now && status ? <status.Changes sailings={changes} calendar={calendar} now={now} /> : null}
    </div>
  );
}
