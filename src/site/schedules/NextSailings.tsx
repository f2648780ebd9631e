/**
 * A destination page's next few sailings from and to its port, with real Manila dates, each with a Book Tickets
 * link carrying its date (or the first date online booking takes) and "Add to calendar"; the
 * fares are in the page's tables. With the status of dated sailings, a cancelled one is listed struck through with
 * why (its calendar file cancels the event), a delayed one at its new time. Browser only (an island, below): nothing
 * date-dependent is pre-rendered.
 */
import type { QueryIndex } from '../../query/index-trips';
import type { PackedTrips } from '../../query/trip-codec';
import { useNow } from '../use-now';
import { indexOf, prepareIndex } from './trip-index';
import type { LiveSailing } from '../../status/live';
import { useStatusView, type StatusView } from '../status/view';
import { formatIsoDay } from '../../time';
import { AddToCalendar } from '../calendar/AddToCalendar';
import type { CalendarInfo } from '../calendar/types';
import type { BookingInfo, PortIndex } from '../components/types';
import { DisputedNote, Unconfirmed } from '../components/Fact';
import { BookSailingLink, TooSoonNote } from './BookSailing';
import { sailingArrival } from '../format/arrival';
import { formatNextSailing, sailingUnconfirmed } from './format';
import { bookingChoice, timetabled } from './sailing-choice';

const COUNT = 3;

function SailingItem({ sailing: s, other, ports, now, index, booking, calendar, status }: {
  sailing: LiveSailing; other: 'from' | 'to'; ports: PortIndex; now: Date; index: QueryIndex; booking: BookingInfo; calendar: CalendarInfo;
  status: StatusView | null;
}) {
  const place = (id: string) => calendar.places[id]?.place ?? id;
  const cancelled = s.status?.state === 'cancelled';
  const arrival = cancelled ? null : sailingArrival(s);
  // Road legs (Puerto Princesa → El Nido) are not sold by the booking site; a cancelled sailing is not sold at all.
  const choice = s.mode === 'road' || cancelled ? null : bookingChoice(index, s, null, now, booking.leadDays, status?.source);
  const when = <time dateTime={s.departure?.iso ?? s.date}>{(status?.when ?? formatNextSailing)(s, now)}</time>;
  return (
    <li className={`space-y-1 rounded-lg border px-4 py-3 ${cancelled ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white'}`} data-testid="next-sailing-item">
      <p className="font-semibold text-slate-900">
        {other === 'to' ? 'To' : 'From'} {(other === 'from' ? index.timetables.get(s.routeId)?.departsFrom : undefined) ?? ports[s[other]]?.label ?? s[other]}
      </p>
      <p className="text-slate-800">
        {cancelled ? <s>{when}</s> : when}
        {sailingUnconfirmed(s) ? <Unconfirmed /> : null}
        {s.status && status ? <status.Badge status={s.status} /> : null}
      </p>
      {arrival ? <p className="text-sm text-slate-700">{arrival}</p> : null}
      {s.status && status ? <status.Detail status={s.status} times={false} /> : null}
      {choice?.tooSoon ? <TooSoonNote booking={booking} /> : null}
      <div className="flex flex-wrap items-start gap-2 pt-1">
        {choice ? <BookSailingLink ports={ports} route={s.routeId} from={s.from} to={s.to} choice={choice} /> : null}
        <AddToCalendar subject={{ kind: 'sailing', sailing: s }} info={calendar} now={now}
          label={`${s.mode === 'road' ? 'trip' : 'sailing'} ${place(s.from)} → ${place(s.to)}, ${formatIsoDay(s.date)}${cancelled ? ' (cancelled)' : ''}`} />
      </div>
    </li>
  );
}

function SailingList({ title, sailings, empty, ...rest }: {
  title: string; sailings: LiveSailing[]; other: 'from' | 'to'; ports: PortIndex; now: Date; index: QueryIndex; booking: BookingInfo;
  calendar: CalendarInfo; status: StatusView | null;
  /** What to say when no timetable gives a sailing (the operator publishes none). */
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

function NextSailings({ index, port, name, ports, now, booking, calendar, status = null, arrivingFirst = false }: {
  index: QueryIndex; port: string; name: string; ports: PortIndex; now: Date; booking: BookingInfo; calendar: CalendarInfo;
  /** The status of dated sailings: a cancelled one stays in the list, marked, and the list goes on to three that leave. */
  status?: StatusView | null;
  /** A place travellers go to (not a hub they leave from): the sailings towards it come first. */
  arrivingFirst?: boolean;
}) {
  const source = status?.source ?? timetabled;
  const leaving = source(index, { from: port, now, count: COUNT }).sailings;
  const arriving = source(index, { to: port, now, count: COUNT }).sailings;
  const shared = { ports, now, index, booking, calendar, status };
  const shown = [...leaving, ...arriving];
  const unconfirmed = [...(shown.some((s) => !s.confirmed) ? ['sailings' as const] : []), ...(shown.some((s) => s.departureOptions) ? ['departure' as const] : [])];
  const from = <SailingList title={`Next sailings from ${name}`} sailings={leaving} other="to" {...shared}
    empty={`No timetable is published for trips from ${name}.`} />;
  const to = <SailingList title={`Next sailings to ${name}`} sailings={arriving} other="from" {...shared}
    empty={`No timetable is published for trips to ${name}.`} />;
  return (
    <div className="mb-10" data-testid="next-sailings">
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      {arrivingFirst ? <>{to}{from}</> : <>{from}{to}</>}
    </div>
    <DisputedNote kinds={unconfirmed} />
    </div>
  );
}

/**
 * A destination page's next sailings island: its next sailings from and to its port, rendered once the
 * browser knows the time, when the section comes near the screen (on a phone it is two or three screens down: a
 * traveller who does not scroll that far never pays for it), with the status of dated sailings: a
 * cancelled one struck through, a delayed one at its new time. Nothing of it is pre-rendered but its place, and
 * nothing of it is printed; the page's announced changes and when the status is from are DestinationStatus's.
 */
export function DestinationSailings({ trips, ...rest }: {
  trips: PackedTrips; port: string; name: string; ports: PortIndex; booking: BookingInfo; calendar: CalendarInfo; arrivingFirst: boolean;
}) {
  const now = useNow();
  const index = indexOf(trips);
  const { view: status } = useStatusView(trips);
  if (!now) return null;
  return <div className="print:hidden"><NextSailings index={index} now={now} status={status} {...rest} /></div>;
}

DestinationSailings.prepare = prepareIndex;
