/**
 * The planner's answer: direct sailings first, then connections leg by leg with the wait between legs and the total
 * time (a range when travel times or departures are not exact), a Book Tickets link carrying each sea leg's date,
 * and "Add to calendar" for each answer. When nothing is published between the two places, it says so and who to
 * ask. Rendered only in the browser (the page passes `now`).
 */
import type { Journey, JourneyLeg } from '../../query/connections';
import type { QueryProblem } from '../../query/problems';
import type { SailingStatus } from '../../graph/types';
import type { LiveSailing } from '../../status/live';
import { statusOf, type StatusLookup } from '../../status/lookup';
import { reasonText, sailingText, sourceText } from '../../status/words';
import { StatusBadge, StatusDetail } from '../status/StatusMark';
import { SuspensionList } from '../status/SuspensionNotice';
import { departureText } from '../status/departure';
import { AddToCalendar } from '../calendar/AddToCalendar';
import type { CalendarInfo } from '../calendar/types';
import { Badge } from '../components/Badge';
import { DisputedNote, Fact, FareFact, Unconfirmed } from '../components/Fact';
import { NotPublishedAnswer } from '../components/NotPublishedAnswer';
import { SiteLink } from '../components/SiteLink';
import { buttonVariants, textLink } from '../components/ui';
import { bookTicketsHref, telHref } from '../format/links';
import { formatArrival } from '../schedules/format';
import { formatDay, formatDuration, formatIsoDay } from '../../graph/time';
import { journeyTotal, legArrival, legDeparture, legDurationSuffix } from './leg-text';
import { isBookable, type Plan, type PossibleConnection, type UndatedRoute as UndatedRouteData } from './plan';

/** `book`: the place name Book Tickets prefills (src/graph/booking-place.ts), null when no place name maps to the port. */
export interface PlannerPort { id: string; name: string; place: string; book: string | null }
export type PlannerPorts = Record<string, PlannerPort>;
/** What the answers need besides the plan: the ports, the change limit, the phone and the calendar export's data. */
export interface PlannerContext {
  ports: PlannerPorts;
  /** Route id → where its road or bus leg starts, when not at its port (the Manila bus terminals). */
  startsAt: Record<string, string>;
  maxChanges: number;
  phone: { display: string; tel: string };
  calendar: CalendarInfo;
}

const MODE: Record<JourneyLeg['mode'], string> = { ferry: 'Ferry', road: 'By road', 'bus-and-ferry': 'Bus and ferry' };

/** "arrives …" at the start of a line → "Arrives …". */
function capitalise(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}

function place(ports: PlannerPorts, id: string): string {
  return ports[id]?.place ?? id;
}

/** Where a leg starts: its route's stated start (a bus terminal) or its port. */
function start(context: PlannerContext, leg: { timetableId: string; from: string }): string {
  return context.startsAt[leg.timetableId] ?? place(context.ports, leg.from);
}

/** Book Tickets prefilled with the leg's places and its Manila date. */
function BookLink({ ports, from, to, date }: { ports: PlannerPorts; from: string; to: string; date: string | undefined }) {
  const href = bookTicketsHref({ from: ports[from]?.book ?? undefined, to: ports[to]?.book ?? undefined, date });
  return (
    <SiteLink to={href} className={`${buttonVariants.secondary} text-sm`} ariaLabel={`Book Tickets: ${place(ports, from)} to ${place(ports, to)}`}>
      Book Tickets
    </SiteLink>
  );
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

/**
 * Nothing published between two known places (Cebu → Manila, whose return the operator does not publish): say so
 * plainly, name the direction that is published, and who can tell the traveller more.
 */
function NotPublished({ plan, context }: { plan: Plan; context: PlannerContext }) {
  const { ports, maxChanges, phone } = context;
  const from = place(ports, plan.from!);
  const to = place(ports, plan.to!);
  return (
    <NotPublishedAnswer from={from} to={to} port={ports[plan.from!]?.name ?? from} phone={phone} testId="plan-problem">
      <p>
        {plan.reversePublished
          ? `The operator publishes ${to} → ${from} only, not the trip back, and no connection with up to ${maxChanges} changes links them.`
          : `No connection with up to ${maxChanges} changes links them either.`}
      </p>
      <p>All published timetables: <SiteLink to="/schedules">Ferry Schedules</SiteLink></p>
    </NotPublishedAnswer>
  );
}

/** A route with a published fare but no published days: what is known, and whom to ask for the days. */
function UndatedRoute({ route, context }: { route: UndatedRouteData; context: PlannerContext }) {
  const { ports, phone } = context;
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4" data-testid="undated-route">
      <p className="font-semibold text-slate-900">Ferry: {place(ports, route.from)} → {place(ports, route.to)}</p>
      <p className="text-slate-800">
        <Fact id={`days:${route.id}`}>Days not published</Fact> — ask at the ticket office at {ports[route.from]?.name ?? route.from} or
        call <a href={telHref(phone.tel)} className={textLink}>{phone.display}</a>.
      </p>
      {route.fare ? <p className="text-slate-800"><span className="font-semibold">Fare:</span> <FareFact route={route.id} fare={route.fare} /></p> : null}
    </div>
  );
}

/**
 * The cancelled sailings the answer leaves out, and why (issue 27 item 2): the traveller who wanted the 11:30 PM
 * learns it does not sail and that what follows is the next sailing that does. Each can still be saved to a
 * calendar: the file cancels the event an earlier file added (same UID, STATUS:CANCELLED).
 */
function CancelledList({ sailings, context, now, next }: { sailings: LiveSailing[]; context: PlannerContext; now: Date; next: LiveSailing | null }) {
  const { ports } = context;
  return (
    <div className="mt-4 space-y-3 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-950" data-testid="plan-cancelled">
      <ul className="space-y-3">
        {sailings.map((s) => {
          const status = s.status!;
          const title = `${MODE[s.mode]}: ${place(ports, s.from)} → ${place(ports, s.to)}`;
          const reason = reasonText(status);
          return (
            <li key={`${s.tripId} ${s.date}`} className="space-y-1">
              <p>
                <strong>Cancelled: {title}, <s>{sailingText(status)}</s></strong>
                {reason ? ` — ${reason}.` : '.'} Not offered here.
              </p>
              <p className="text-sm">{status.note ? `${status.note} ` : ''}{sourceText(status)}.</p>
              <AddToCalendar subject={{ kind: 'sailing', sailing: s }} info={context.calendar} now={now}
                label={`${title}, ${formatIsoDay(status.date)} (cancelled)`} />
            </li>
          );
        })}
      </ul>
      {next ? <p>The next direct sailing that leaves is {departureText(next, now)}, below.</p> : null}
    </div>
  );
}

/** A leg's status: the change it comes from (a delayed sailing at its new time, an extra one), else its dated sailing's. */
function legStatus(leg: JourneyLeg, lookup: StatusLookup | null): SailingStatus | null {
  if (leg.change) return lookup?.byKey.get(leg.change) ?? null;
  return leg.departureTimed && leg.departure.moment ? statusOf(lookup, leg.timetableId, leg.departure.moment.date, leg.departure.moment.time) : null;
}

/** A dated sailing and a route with no published days, in travel order: what is known, and whom to ask. */
function PossibleCard({ possible: { sailing, undated, undatedFirst }, context, now }: { possible: PossibleConnection; context: PlannerContext; now: Date }) {
  const { ports } = context;
  const dated = (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="leg">
      <p className="font-semibold text-slate-900">Ferry: {place(ports, sailing.from)} → {place(ports, sailing.to)}</p>
      <p className="text-slate-800">
        Departs <time dateTime={sailing.departure?.iso ?? sailing.date}>{departureText(sailing, now)}</time>{sailing.confirmed ? null : <Unconfirmed />}
        {sailing.status ? <StatusBadge status={sailing.status} /> : null}
      </p>
      {sailing.status ? <StatusDetail status={sailing.status} times={false} /> : null}
      {isBookable(sailing.mode) ? <div className="mt-2"><BookLink ports={ports} from={sailing.from} to={sailing.to} date={sailing.status?.date ?? sailing.date} /></div> : null}
    </li>
  );
  const unknown = <li className="rounded-lg border border-amber-300 bg-amber-50" data-testid="undated-leg"><UndatedRoute route={undated} context={context} /></li>;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="possible-connection">
      <h3 className="text-lg font-bold text-slate-900">Via {place(ports, undatedFirst ? undated.to : undated.from)}</h3>
      <ol className="mt-3 space-y-3">{undatedFirst ? <>{unknown}{dated}</> : <>{dated}{unknown}</>}</ol>
    </li>
  );
}

function DirectList({ sailings, context, now }: { sailings: LiveSailing[]; context: PlannerContext; now: Date }) {
  const { ports } = context;
  return (
    <ul className="mt-4 space-y-3">
      {sailings.map((s) => {
        const arrival = formatArrival(s);
        const title = `${MODE[s.mode]}: ${start(context, s)} → ${place(ports, s.to)}`;
        return (
          <li key={s.tripId + s.date} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="direct-sailing">
            <div>
              <p className="font-semibold text-slate-900">{title}</p>
              <p className="text-slate-800">
                Departs <time dateTime={s.departure?.iso ?? s.date}>{departureText(s, now)}</time>
                {s.confirmed ? null : <Unconfirmed />}
                {s.status ? <StatusBadge status={s.status} /> : null}
              </p>
              {arrival ? <p className="text-slate-700">{capitalise(arrival)}</p> : null}
              {s.status ? <StatusDetail status={s.status} times={false} /> : null}
            </div>
            <div className="flex flex-wrap gap-2">
              {isBookable(s.mode) ? <BookLink ports={ports} from={s.from} to={s.to} date={s.status?.date ?? s.date} /> : null}
              <AddToCalendar subject={{ kind: 'sailing', sailing: s }} info={context.calendar} now={now}
                label={`${title}, ${formatIsoDay(s.date)}`} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function JourneyCard({ journey, n, context, now, lookup }: { journey: Journey; n: number; context: PlannerContext; now: Date; lookup: StatusLookup | null }) {
  const { ports } = context;
  const via = journey.ports.slice(1, -1).map((p) => place(ports, p)).join(' and ');
  const route = journey.ports.map((p) => place(ports, p)).join(' → ');
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="journey">
      <h3 className="text-lg font-bold text-slate-900">Option {n}: via {via}</h3>
      <p className="mt-1 text-slate-800" data-testid="journey-summary">
        {route} · {journey.changes} {journey.changes === 1 ? 'change' : 'changes'} ·{' '}
        <strong>Total {journeyTotal(journey)}</strong>
        {journey.waitMinutes > 0 ? ` (incl. ${formatDuration(journey.waitMinutes, { days: true })} waiting)` : ''}
      </p>
      <ol className="mt-4 space-y-3">
        {journey.legs.map((leg, i) => {
          const status = legStatus(leg, lookup);
          return (
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
                  {start(context, leg)} → {place(ports, leg.to)}
                </p>
                <p className="mt-1 text-slate-800" data-testid="leg-departure">
                  Departs {legDeparture(leg)}{leg.confirmed ? null : <Unconfirmed />}{status ? <StatusBadge status={status} /> : null}
                </p>
                <p className="text-slate-800" data-testid="leg-arrival">Arrives {legArrival(leg)}{legDurationSuffix(leg)}</p>
                {status ? <StatusDetail status={status} /> : null}
              </div>
              {isBookable(leg.mode) ? <BookLink ports={ports} from={leg.from} to={leg.to} date={status?.date ?? leg.departure.moment?.date} /> : null}
            </div>
          </li>
          );
        })}
      </ol>
      {journey.departure.moment ? (
        <div className="mt-4">
          <AddToCalendar subject={{ kind: 'journey', journey, legStatus: journey.legs.map((leg) => legStatus(leg, lookup)) }} info={context.calendar} now={now}
            label={`${route}, ${formatDay(journey.departure.moment)}`} />
        </div>
      ) : null}
    </li>
  );
}

export function PlanResults({ plan, context, now }: { plan: Plan; context: PlannerContext; now: Date }) {
  const { ports, maxChanges } = context;
  if (plan.problem) {
    if ((plan.problem.code === 'no_journey' || plan.problem.code === 'no_service') && plan.from && plan.to) {
      return <NotPublished plan={plan} context={context} />;
    }
    return <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900" data-testid="plan-problem">{problemText(plan.problem, ports, maxChanges)}</p>;
  }
  return (
    <div className="space-y-10">
      {plan.suspensions.length > 0 ? <SuspensionList suspensions={plan.suspensions} now={now} /> : null}
      <section aria-labelledby="direct-title">
        <h2 id="direct-title" className="text-xl font-bold text-slate-900">Direct sailings</h2>
        {plan.cancelled.length > 0
          ? <CancelledList sailings={plan.cancelled} context={context} now={now} next={plan.direct[0] ?? null} />
          : null}
        {plan.direct.length > 0
          ? <DirectList sailings={plan.direct} context={context} now={now} />
          : plan.undated ? null : <p className="mt-2 text-slate-700">No direct sailing between {place(ports, plan.from!)} and {place(ports, plan.to!)}.</p>}
        {plan.undated ? <UndatedRoute route={plan.undated} context={context} /> : null}
      </section>
      <DisputedNote kinds={plan.direct.some((s) => !s.confirmed) || plan.connections.some((j) => j.legs.some((l) => !l.confirmed)) ? ['sailings'] : []} />
      {plan.connections.length > 0 ? (
        <section aria-labelledby="connections-title">
          <h2 id="connections-title" className="text-xl font-bold text-slate-900">Connections</h2>
          <ol className="mt-4 space-y-6">
            {plan.connections.map((j, i) => <JourneyCard key={j.ports.join('-')} journey={j} n={i + 1} context={context} now={now} lookup={plan.status} />)}
          </ol>
        </section>
      ) : null}
      {plan.possible.length > 0 ? (
        <section aria-labelledby="possible-title">
          <h2 id="possible-title" className="text-xl font-bold text-slate-900">Possible connections (days not published)</h2>
          <ol className="mt-4 space-y-6">
            {plan.possible.map((p) => <PossibleCard key={`${p.sailing.tripId}.${p.undated.id}`} possible={p} context={context} now={now} />)}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
