/**
 * The planner's answer: direct sailings first, then connections leg by leg with the wait between legs and the total
 * time, and a prefilled Book Tickets link on every sea leg. Rendered only in the browser (the page passes `now`).
 */
import type { Journey, JourneyLeg, JourneyTime } from '../../query/connections';
import type { Sailing } from '../../query/next-sailings';
import type { QueryProblem } from '../../query/problems';
import { Badge } from '../components/Badge';
import { SiteLink } from '../components/SiteLink';
import { buttonVariants } from '../components/ui';
import { bookTicketsHref } from '../format/links';
import { formatArrival, formatNextSailing } from '../schedules/format';
import { sailingArrival, sailingDeparture } from '../format/arrival';
import { formatDuration, formatMoment } from '../../graph/time';
import { isBookable, type Plan } from './plan';

export interface PlannerPort { id: string; name: string; place: string; book: string }
export type PlannerPorts = Record<string, PlannerPort>;

const MODE: Record<JourneyLeg['mode'], string> = { ferry: 'Ferry', road: 'By road', 'bus-and-ferry': 'Bus and ferry' };

/** "arrives …" at the start of a line → "Arrives …". */
function capitalise(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}

function place(ports: PlannerPorts, id: string): string {
  return ports[id]?.place ?? id;
}

function BookLink({ ports, from, to }: { ports: PlannerPorts; from: string; to: string }) {
  const href = bookTicketsHref({ from: ports[from]?.book ?? from, to: ports[to]?.book ?? to });
  return (
    <SiteLink to={href} className={`${buttonVariants.secondary} text-sm`} ariaLabel={`Book Tickets: ${place(ports, from)} to ${place(ports, to)}`}>
      Book Tickets
    </SiteLink>
  );
}

/** "Mon 23 Nov, 8:00 PM PST (+2 days)"; a leg with no fixed time says so. */
function when(time: JourneyTime, timed = true): string {
  const text = time.moment ? `${formatMoment(time.moment)} PST` : time.time;
  return timed ? text : `${text} (no fixed time: leaves through the day)`;
}

export function problemText(problem: QueryProblem, ports: PlannerPorts, maxChanges: number): string {
  switch (problem.code) {
    case 'missing_place': return problem.field === 'from' ? 'Enter where you start from.' : 'Enter where you want to go.';
    case 'unknown_place': return `We don't know "${problem.input}". Try a town, island or port, e.g. from the suggestions.`;
    case 'place_not_served': return `"${problem.input}" has no ferry in our timetables yet.`;
    case 'same_place': return `From and To are both ${place(ports, problem.port)}.`;
    case 'no_service':
    case 'no_journey':
      return `No way found between these places with up to ${maxChanges} changes. Check the full schedules or ask at a ticket office.`;
  }
}

function DirectList({ sailings, ports, now }: { sailings: Sailing[]; ports: PlannerPorts; now: Date }) {
  return (
    <ul className="mt-4 space-y-3">
      {sailings.map((s) => {
        const arrival = formatArrival(s);
        return (
          <li key={s.tripId + s.date} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="direct-sailing">
            <div>
              <p className="font-semibold text-slate-900">
                {MODE[s.mode]}: {place(ports, s.from)} → {place(ports, s.to)}
              </p>
              <p className="text-slate-800">Departs <time dateTime={s.departure?.iso ?? s.date}>{formatNextSailing(s, now)}</time></p>
              {arrival ? <p className="text-slate-700">{capitalise(arrival)}</p> : null}
            </div>
            {isBookable(s.mode) ? <BookLink ports={ports} from={s.from} to={s.to} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

function JourneyCard({ journey, n, ports }: { journey: Journey; n: number; ports: PlannerPorts }) {
  const via = journey.ports.slice(1, -1).map((p) => place(ports, p)).join(' and ');
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="journey">
      <h3 className="text-lg font-bold text-slate-900">Option {n}: via {via}</h3>
      <p className="mt-1 text-slate-800" data-testid="journey-summary">
        {journey.ports.map((p) => place(ports, p)).join(' → ')} · {journey.changes} {journey.changes === 1 ? 'change' : 'changes'} ·{' '}
        <strong>Total {formatDuration(journey.totalMinutes, { days: true })}</strong>
        {journey.waitMinutes > 0 ? ` (incl. ${formatDuration(journey.waitMinutes, { days: true })} waiting)` : ''}
      </p>
      <ol className="mt-4 space-y-3">
        {journey.legs.map((leg, i) => (
          <li key={leg.tripId} className="space-y-2">
            {i > 0 ? (
              <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="wait">
                Wait {formatDuration(leg.waitBeforeMinutes, { days: true })} in {place(ports, leg.from)}
              </p>
            ) : null}
            <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="leg">
              <div>
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  <Badge colour={leg.mode === 'road' ? 'slate' : 'sky'}>{MODE[leg.mode]}</Badge>
                  {place(ports, leg.from)} → {place(ports, leg.to)}
                </p>
                <p className="mt-1 text-slate-800">Departs {leg.departureTimed && leg.departure.moment ? sailingDeparture(leg.departure.moment) : when(leg.departure, leg.departureTimed)}</p>
                <p className="text-slate-800">
                  {capitalise(sailingArrival({ ...leg, departure: leg.departure.moment }) ?? `arrives ${when(leg.arrival)}`)} · {formatDuration(leg.arrival.weekMinute - leg.departure.weekMinute, { days: true })}
                </p>
              </div>
              {isBookable(leg.mode) ? <BookLink ports={ports} from={leg.from} to={leg.to} /> : null}
            </div>
          </li>
        ))}
      </ol>
    </li>
  );
}

export function PlanResults({ plan, ports, now, maxChanges }: { plan: Plan; ports: PlannerPorts; now: Date; maxChanges: number }) {
  if (plan.problem) {
    return <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900" data-testid="plan-problem">{problemText(plan.problem, ports, maxChanges)}</p>;
  }
  return (
    <div className="space-y-10">
      <section aria-labelledby="direct-title">
        <h2 id="direct-title" className="text-xl font-bold text-slate-900">Direct sailings</h2>
        {plan.direct.length > 0
          ? <DirectList sailings={plan.direct} ports={ports} now={now} />
          : <p className="mt-2 text-slate-700">No direct sailing between {place(ports, plan.from!)} and {place(ports, plan.to!)}.</p>}
      </section>
      {plan.connections.length > 0 ? (
        <section aria-labelledby="connections-title">
          <h2 id="connections-title" className="text-xl font-bold text-slate-900">Connections</h2>
          <ol className="mt-4 space-y-6">
            {plan.connections.map((j, i) => <JourneyCard key={j.ports.join('-')} journey={j} n={i + 1} ports={ports} />)}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
