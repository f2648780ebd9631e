/**
 * A destination page's next few sailings from and to its port, with real Manila dates. Browser only: the page
 * renders it after hydration (`now` set), so nothing date-dependent is pre-rendered.
 */
import type { QueryIndex } from '../../query/index-trips';
import { nextSailings, type Sailing } from '../../query/next-sailings';
import type { PortIndex } from '../components/types';
import { formatArrival, formatNextSailing } from './format';

const COUNT = 3;

function SailingList({ title, sailings, other, ports, now, empty }: {
  title: string; sailings: Sailing[]; other: 'from' | 'to'; ports: PortIndex; now: Date; empty: string;
}) {
  return (
    <div>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      {sailings.length === 0 ? <p className="mt-2 text-slate-700">{empty}</p> : (
        <ul className="mt-3 space-y-2">
          {sailings.map((s) => {
            const arrival = formatArrival(s);
            return (
              <li key={`${s.tripId}.${s.date}`} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
                <p className="font-semibold text-slate-900">
                  {other === 'to' ? 'To' : 'From'} {ports[s[other]]?.place ?? s[other]}
                </p>
                <p className="text-slate-800"><time dateTime={s.departure?.iso ?? s.date}>{formatNextSailing(s, now)}</time></p>
                {arrival ? <p className="text-sm text-slate-700">{arrival}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function NextSailings({ index, port, name, ports, now }: { index: QueryIndex; port: string; name: string; ports: PortIndex; now: Date }) {
  const leaving = nextSailings(index, { from: port, now, count: COUNT }).sailings;
  const arriving = nextSailings(index, { to: port, now, count: COUNT }).sailings;
  return (
    <div className="mb-10 grid gap-6 md:grid-cols-2" data-testid="next-sailings">
      <SailingList title={`Next sailings from ${name}`} sailings={leaving} other="to" ports={ports} now={now}
        empty={`No timetable is published for trips from ${name}.`} />
      <SailingList title={`Next sailings to ${name}`} sailings={arriving} other="from" ports={ports} now={now}
        empty={`No timetable is published for trips to ${name}.`} />
    </div>
  );
}
