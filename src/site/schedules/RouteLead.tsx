/**
 * What a /schedules route shows between its heading and its table: its fare and a Book Tickets link (pre-rendered),
 * and once the browser knows the time, its next sailing — on the filter's day when one is chosen, read from the
 * address the filter island keeps — with that sailing's date on the link, "Add to calendar", and the advisories in
 * force. An island of its own, started when it comes near the screen: a phone renders the few routes it
 * shows, not all 28. The clock-dependent part is not pre-rendered; its box keeps one line's height so the tables do
 * not jump when it fills. With the status of dated sailings (/status.json, read by the island itself), a cancelled
 * sailing is never "next" and the route's announced changes are listed (on paper the filter island lists them all:
 * this island starts only near the screen).
 */
import { advisoriesForTimetable } from '../../advisories/active';
import { formatIsoDay } from '../../time';
import type { Figure, PesoRange } from '../../graph/types';
import type { PackedTrips } from '../../query/trip-codec';
import { useSiteAdvisories } from '../islands/context';
import { useNow } from '../use-now';
import { useUrlSearch } from '../url-search';
import { useStatusView } from '../status/view';
import { AdvisoryListLater } from '../advisories/AdvisoryListLater';
import { AddToCalendar } from '../calendar/AddToCalendar';
import type { CalendarInfo } from '../calendar/types';
import type { BookingInfo, PortIndex } from '../components/types';
import { Unconfirmed } from '../components/Fact';
import { BookSailingLink, FareLine, TooSoonNote } from './BookSailing';
import { sailingArrival } from '../format/arrival';
import { formatNextSailing, sailingUnconfirmed } from './format';
import { parseDay, resolveDay } from './days';
import { indexOf, prepareIndex } from './trip-index';
import { bookingChoice, nextSailingOn } from './sailing-choice';

/** A route of the page: its ends and its fare (the route's fact, as every page shows it). */
type Route = { id: string; from: string; to: string; fare: Figure<PesoRange> | null };

/** "Next sailing: Fri 27 Nov, 12:30 AM PST (be at the port Thursday night) — in 4 days, arrives …" */
export function RouteLead({ trips, timetable, ports, booking, calendar }: {
  trips: PackedTrips; timetable: Route;
  ports: PortIndex; booking: BookingInfo;
  /** The calendar export's data; without it the line has no "Add to calendar". */
  calendar?: CalendarInfo;
}) {
  const index = indexOf(trips);
  const advisories = useSiteAdvisories();
  const now = useNow();
  const [search] = useUrlSearch();
  // The filter's weekday (schedules/filter.ts reads the same parameter), null for any day.
  const day = now && search !== null ? resolveDay(parseDay(new URLSearchParams(search).get('day')), now) : null;
  const { view: status } = useStatusView(trips);
  const sailing = now ? nextSailingOn(index, timetable.id, day, now, status?.source) : null;
  const choice = sailing && now ? bookingChoice(index, sailing, day, now, booking.leadDays, status?.source) : null;
  const arrival = sailing ? sailingArrival(sailing) : null;
  const inForce = now ? advisoriesForTimetable(advisories, timetable, now) : [];
  const changes = now && status ? status.changes(new Set([timetable.id]), now) : [];
  return (
    // On paper: no fare line, link or "Next sailing" (relative to the moment of printing, stale by the time it is read
    // at the port); an advisory in force still prints (with its end date, AdvisoryList).
    <div className={`mb-3 space-y-2 ${inForce.length === 0 ? 'print:hidden' : 'print:mb-1'}`} data-testid="route-lead">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 print:hidden">
        <FareLine route={timetable.id} fare={timetable.fare} />
        <BookSailingLink ports={ports} route={timetable.id} from={timetable.from} to={timetable.to} choice={choice} />
      </div>
      <div className="min-h-6 space-y-1 print:hidden">
        {sailing && now ? (
          <p className="text-slate-800" data-testid="next-sailing">
            <span className="font-semibold">Next sailing:</span>{' '}
            <time dateTime={sailing.departure?.iso ?? sailing.date}>{(status?.when ?? formatNextSailing)(sailing, now)}</time>
            {sailingUnconfirmed(sailing) ? <Unconfirmed /> : null}
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
      {inForce.length > 0 ? <AdvisoryListLater advisories={inForce} compact /> : null}
      {now && status && changes.length > 0 ? <div className="print:hidden"><status.Changes sailings={changes} calendar={calendar} now={now} /></div> : null}
    </div>
  );
}

RouteLead.prepare = prepareIndex;
