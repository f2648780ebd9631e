/**
 * A destination page's next few sailings from and to its port, with real Manila dates, each with a Book Tickets
 * link carrying its date (or the first date online booking takes) and "Add to calendar" (issue 16 item 2); the
 * fares are in the page's tables. Browser only: the page renders it after hydration (`now` set), so nothing
 * date-dependent is pre-rendered.
 */
import type { QueryIndex } from '../../query/index-trips';
import type { PackedTrips } from '../../query/trip-codec';
import { useNow } from '../use-now';
import { indexOf } from './trip-index';
import { nextSailings, type Sailing } from '../../query/next-sailings';
import { formatIsoDay } from '../../graph/time';
import { AddToCalendar } from '../calendar/AddToCalendar';
import type { CalendarInfo } from '../calendar/types';
import type { BookingInfo, PortIndex } from '../components/types';
import { DisputedNote, Unconfirmed } from '../components/Fact';
import { BookSailingLink, TooSoonNote } from './BookSailing';
import { formatArrival, formatNextSailing } from './format';
import { bookingChoice } from './sailing-choice';

const COUNT = 3;

function SailingItem({ sailing: s, other, ports, now, index, booking, calendar }: {
  sailing: Sailing; other: 'from' | 'to'; ports: PortIndex; now: Date; index: QueryIndex; booking: BookingInfo; calendar: CalendarInfo;
}) {
  const place = (id: string) => calendar.places[id]?.place ?? id;
  const arrival = formatArrival(s);
  // Road legs (Puerto Princesa → El Nido) are not sold by the booking site.
  const choice = s.mode === 'road' ? null : bookingChoice(index, s, null, now, booking.leadDays);
  return (
    <li className="space-y-1 rounded-lg border border-slate-200 bg-white px-4 py-3" data-testid="next-sailing-item">
      <p className="font-semibold text-slate-900">
        {other === 'to' ? 'To' : 'From'} {(other === 'from' ? index.timetables.get(s.timetableId)?.departsFrom : undefined) ?? ports[s[other]]?.label ?? s[other]}
      </p>
      <p className="text-slate-800">
        <time dateTime={s.departure?.iso ?? s.date}>{formatNextSailing(s, now)}</time>
        {s.confirmed ? null : <Unconfirmed />}
      </p>
      {arrival ? <p className="text-sm text-slate-700">{arrival}</p> : null}
      {choice?.tooSoon ? <TooSoonNote booking={booking} /> : null}
      <div className="flex flex-wrap items-start gap-2 pt-1">
        {choice ? <BookSailingLink ports={ports} from={s.from} to={s.to} choice={choice} /> : null}
        <AddToCalendar subject={{ kind: 'sailing', sailing: s }} info={calendar} now={now}
          label={`${s.mode === 'road' ? 'trip' : 'sailing'} ${place(s.from)} → ${place(s.to)}, ${formatIsoDay(s.date)}`} />
      </div>
    </li>
  );
}

function SailingList({ title, sailings, empty, ...rest }: {
  title: string; sailings: Sailing[]; other: 'from' | 'to'; ports: PortIndex; now: Date; index: QueryIndex; booking: BookingInfo;
  calendar: CalendarInfo;
  /** What to say when no timetable gives a sailing (the operator publishes none, issue 17 item 6). */
  empty: string;
}) {
  return (
    <div>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      {sailings.length === 0 ? <p className="mt-2 text-slate-700">{empty}</p> : (
        <ul className="mt-3 space-y-2">
          {sailings.map((s) => <SailingItem key={`${s.tripId}.${s.date}`} sailing={s} {...rest} />)}
        </ul>
      )}
    </div>
  );
}

export function NextSailings({ index, port, name, ports, now, booking, calendar }: {
  index: QueryIndex; port: string; name: string; ports: PortIndex; now: Date; booking: BookingInfo; calendar: CalendarInfo;
}) {
  const leaving = nextSailings(index, { from: port, now, count: COUNT }).sailings;
  const arriving = nextSailings(index, { to: port, now, count: COUNT }).sailings;
  const shared = { ports, now, index, booking, calendar };
  const unconfirmed = [...leaving, ...arriving].some((s) => !s.confirmed);
  return (
    <div className="mb-10" data-testid="next-sailings">
    <div className="grid gap-6 md:grid-cols-2">
      <SailingList title={`Next sailings from ${name}`} sailings={leaving} other="to" {...shared}
        empty={`No timetable is published for trips from ${name}.`} />
      <SailingList title={`Next sailings to ${name}`} sailings={arriving} other="from" {...shared}
        empty={`No timetable is published for trips to ${name}.`} />
    </div>
    <DisputedNote kinds={unconfirmed ? ['sailings'] : []} />
    </div>
  );
}

/**
 * The island of a destination page (issue 26): its next sailings from and to its port, rendered once the browser
 * knows the time, when the section comes near the screen. Nothing of it is pre-rendered but its place.
 */
export function DestinationSailings({ trips, ...rest }: { trips: PackedTrips; port: string; name: string; ports: PortIndex; booking: BookingInfo; calendar: CalendarInfo }) {
  const now = useNow();
  return now ? <NextSailings index={indexOf(trips)} now={now} {...rest} /> : null;
}
