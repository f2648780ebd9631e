/**
 * The announced changes to a route's dated sailings — cancelled, delayed, on time, extra — that have not left yet,
 * beside its timetable on /schedules and above a destination page's tables. On screen and on
 * paper alike (a sheet printed the night before a typhoon must carry the cancellation); "Add to calendar" on screen
 * only: a cancelled sailing's file cancels the event an earlier file added (same UID, STATUS:CANCELLED).
 */
import { formatClock, formatIsoDay } from '../../time';
import type { LiveSailing } from '../../status/live';
import { sailingText, stateLabel } from '../../status/words';
import { AddToCalendar } from '../calendar/AddToCalendar';
import type { CalendarInfo } from '../calendar/types';
import { StatusBadge, StatusDetail } from './StatusMark';

export function SailingChanges({ sailings, calendar, now, routeName }: {
  sailings: readonly LiveSailing[]; calendar?: CalendarInfo; now: Date;
  /** The route's name before each item, when the list covers several routes (a destination page). */
  routeName?: (sailing: LiveSailing) => string;
}) {
  if (sailings.length === 0) return null;
  return (
    <ul className="space-y-2" data-testid="sailing-changes" aria-label="Changes to sailings">
      {sailings.map((s) => {
        const status = s.status!;
        const when = sailingText(status);
        const route = routeName ? `${routeName(s)}, ` : '';
        return (
          <li key={`${status.route} ${status.date} ${status.dep}`} data-state={status.state}
            className={`rounded-md border-l-4 px-4 py-2 print:break-inside-avoid ${status.state === 'cancelled' ? 'border-red-700 bg-red-50' : status.state === 'delayed' ? 'border-amber-600 bg-amber-50' : 'border-sky-700 bg-sky-50'}`}>
            <p className="text-slate-900">
              <span className="font-semibold">{route}{status.state === 'cancelled' ? <s>{when}</s> : when}</span>
              <StatusBadge status={status} />
            </p>
            <StatusDetail status={status} />
            <span className="print:hidden">
              {calendar ? (
                <AddToCalendar inline subject={{ kind: 'sailing', sailing: s }} info={calendar} now={now}
                  label={`${calendar.places[s.from]?.place ?? s.from} → ${calendar.places[s.to]?.place ?? s.to}, ${formatIsoDay(status.date)}${status.dep ? ` ${formatClock(status.dep)}` : ''} (${stateLabel(status).toLowerCase()})`} />
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
