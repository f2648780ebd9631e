/**
 * The planner's answer: direct sailings first, then connections leg by leg with the wait between legs and the total
 * time (a range when travel times or departures are not exact), a Book Tickets link carrying each sea leg's date,
 * and "Add to calendar" for each answer. When nothing is published between the two places, it says so and who to
 * ask. Rendered only in the browser (the page passes `now`).
 */
import type { ReactNode } from 'react';
import type { Journey, JourneyLeg } from '../../query/connections';
import type { QueryProblem } from '../../query/problems';
import type { LiveSailing } from '../../status/live';
import { statusOf, type StatusLookup } from '../../status/lookup';
import { reasonText, sailingText, sourceText } from '../../status/words';
import { StatusBadge, StatusDetail } from '../status/StatusMark';
import { SuspensionList } from '../status/SuspensionNotice';
import { departureText } from '../status/departure';
import { AddToCalendar } from '../calendar/AddToCalendar';
import type { CalendarInfo } from '../calendar/types';
import { Badge } from '../components/Badge';
import { DisputedNote, Fact, FareFact, Unconfirmed, type DisputedKind } from '../components/Fact';
import { FareRange, Peso } from '../components/FareRange';
import { NotPublishedAnswer, notPublishedText } from '../components/NotPublishedAnswer';
import { SiteLink } from '../components/SiteLink';
import { buttonVariants, textLink } from '../components/ui';
import { bookTicketsHref, telHref } from '../format/links';
import { sailingUnconfirmed } from '../schedules/format';
import { sailingArrival } from '../format/arrival';
import { formatDay, formatDuration, formatDurationRange, formatIsoDay, manilaDate, WEEKDAY_NAMES } from '../../time';
import type { Figure, PesoRange, SailingStatus } from '../../graph/types';
import { askedDayText } from './asked-day';
import { legFare, optionFare, type LegFare, type OptionFare } from './fare';
import { journeyTotal, legArrival, legDeparture, legDurationSuffix } from './leg-text';
import { isBookable, type Plan, type PossibleConnection, type UndatedRoute as UndatedRouteData } from './plan';
import { otherWaysBetween, type OtherWay } from './other-ways';
import { MODE_LABEL } from '../../vocabulary';

/** `book`: the place name Book Tickets prefills (src/graph/booking-place.ts), null when no place name maps to the port. */
interface PlannerPort { id: string; name: string; place: string; book: string | null }
export type PlannerPorts = Record<string, PlannerPort>;
/** What the answers need besides the plan: the ports, the change limit, the phone and the calendar export's data. */
export interface PlannerContext {
  ports: PlannerPorts;
  /** Route id → where its road or bus leg starts, when not at its port (the Manila bus terminals). */
  startsAt: Record<string, string>;
  maxChanges: number;
  phone: { display: string; tel: string };
  calendar: CalendarInfo;
  /** Route id → its disputed fare (PlannerData.fares). */
  fares: Record<string, Figure<PesoRange>>;
  /** What destination pages say about ways no timetable gives (PlannerData.otherWays). */
  otherWays: OtherWay[];
}

/** "arrives …" at the start of a line → "Arrives …". */
function capitalise(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}

function place(ports: PlannerPorts, id: string): string {
  return ports[id]?.place ?? id;
}

/** Where a leg starts: its route's stated start (a bus terminal) or its port. */
function start(context: PlannerContext, leg: { routeId: string; from: string }): string {
  return context.startsAt[leg.routeId] ?? place(context.ports, leg.from);
}

/** Book Tickets prefilled with the leg's places and its Manila date. */
function BookLink({ ports, route, from, to, date }: { ports: PlannerPorts; route: string; from: string; to: string; date: string | undefined }) {
  const href = bookTicketsHref({ from: ports[from]?.book ?? undefined, to: ports[to]?.book ?? undefined, date });
  return (
    <SiteLink to={href} className={`${buttonVariants.secondary} text-sm`} ariaLabel={`Book Tickets: ${place(ports, from)} to ${place(ports, to)}`} route={route}>
      Book Tickets
    </SiteLink>
  );
}

/** A leg's or a sailing's fare: its range, its route's disputed fare, or that none is published. */
function LegFareText({ fare }: { fare: LegFare }) {
  if (!fare) return <>not published</>;
  if ('range' in fare) return <FareRange range={fare.range} />;
  return <FareFact route={fare.route} fare={fare.disputed} />;
}

function FareLine({ fare }: { fare: LegFare }) {
  return <p className="text-slate-800" data-testid="fare"><span className="font-semibold">Fare:</span> <LegFareText fare={fare} /></p>;
}

/** An option's fare: its legs' ranges added up, or "from" the lowest fares known with each leg's below. */
function OptionFareLine({ fare, legs }: { fare: OptionFare; legs: number }) {
  return (
    <p className="mt-1 text-slate-800" data-testid="option-fare">
      <span className="font-semibold">Fare: </span>
      {!fare ? 'not published for any leg'
        : 'total' in fare ? <><FareRange range={fare.total} /> for all {legs} legs</>
        : <>from <Peso amount={fare.from} />, each leg&apos;s fare below</>}
    </p>
  );
}

function problemText(problem: QueryProblem, ports: PlannerPorts, maxChanges: number): string {
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
  const ways = otherWaysBetween(context.otherWays, plan.from!, plan.to!);
  const more = (
    <>
      <p>
        {plan.reversePublished
          ? `The operator publishes ${to} → ${from} only, not the trip back, and no connection with up to ${maxChanges} changes links them.`
          : `No connection with up to ${maxChanges} changes links them either.`}
      </p>
      {ways.length > 0 ? <OtherWays ways={ways} askAt={null} /> : null}
      <p>All published timetables: <SiteLink to="/schedules">Ferry Schedules</SiteLink></p>
    </>
  );
  // A port's ticket office knows its sailings: it is named only for a way known to be by sea (the published way back,
  // a fast craft a page names). For a land trip, or a way the site knows nothing of, the phone is what to offer.
  if (plan.reversePublished || ways.some((w) => w.by === 'sea')) {
    return <NotPublishedAnswer from={from} to={to} port={ports[plan.from!]?.name ?? from} phone={phone} testId="plan-problem">{more}</NotPublishedAnswer>;
  }
  return (
    <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900" data-testid="plan-problem">
      <p className="font-semibold">{notPublishedText(from, to)}</p>
      {more}
      <p>
        {ways.length > 0 ? 'For times and fares, call' : 'The site knows of no other way between them: to ask, call'}{' '}
        <a href={telHref(phone.tel)} className={textLink}>{phone.display}</a>.
      </p>
    </div>
  );
}

/**
 * Ways between the two places that no timetable gives, in the words of the page that names them, marked so. A way by
 * sea adds the ticket office of the port the traveller leaves from; a land trip is not sent to a port.
 */
function OtherWays({ ways, askAt }: {
  ways: readonly OtherWay[];
  /** The port whose ticket office to name for a way by sea; null where the answer names it already. */
  askAt: string | null;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 text-slate-900" data-testid="other-ways">
      <p className="font-semibold">Other ways, not timetabled here</p>
      <ul className="mt-2 space-y-3">
        {ways.map((w) => (
          <li key={`${w.page.path} ${w.text}`} data-testid="other-way">
            <Badge colour={w.by === 'sea' ? 'sky' : 'slate'}>{w.by === 'sea' ? 'By sea' : 'By land'}</Badge>{' '}
            “{w.text}” <span className="text-slate-700">(<SiteLink to={w.page.path}>{w.page.name}</SiteLink> page)</span>
            <span className="block text-sm text-slate-700">
              {w.by === 'sea' && askAt ? `No times are published here: ask at the ticket office at ${askAt}.` : 'No times are published here.'}
            </span>
          </li>
        ))}
      </ul>
    </div>
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
 * The cancelled sailings the answer leaves out, and why: the traveller who wanted the 11:30 PM
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
          const title = `${MODE_LABEL[s.mode]}: ${place(ports, s.from)} → ${place(ports, s.to)}`;
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
  return leg.departureTimed && leg.departure.moment ? statusOf(lookup, leg.routeId, leg.departure.moment.date, leg.departure.moment.time) : null;
}

/** A dated sailing and a route with no published days, in travel order: what is known, and whom to ask. */
function PossibleCard({ possible: { sailing, undated, undatedFirst }, context, now }: { possible: PossibleConnection; context: PlannerContext; now: Date }) {
  const { ports } = context;
  const datedFare = legFare(sailing.fare, sailing.routeId, context.fares);
  const undatedFare: LegFare = !undated.fare ? null : undated.fare.disputed ? { route: undated.id, disputed: undated.fare } : { range: undated.fare.value };
  const dated = (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="leg">
      <p className="font-semibold text-slate-900">Ferry: {place(ports, sailing.from)} → {place(ports, sailing.to)}</p>
      <p className="text-slate-800">
        Departs <time dateTime={sailing.departure?.iso ?? sailing.date}>{departureText(sailing, now)}</time>{sailingUnconfirmed(sailing) ? <Unconfirmed /> : null}
        {sailing.status ? <StatusBadge status={sailing.status} /> : null}
      </p>
      {sailing.status ? <StatusDetail status={sailing.status} times={false} /> : null}
      <FareLine fare={datedFare} />
      {isBookable(sailing.mode) ? <div className="mt-2"><BookLink ports={ports} route={sailing.routeId} from={sailing.from} to={sailing.to} date={sailing.status?.date ?? sailing.date} /></div> : null}
    </li>
  );
  const unknown = <li className="rounded-lg border border-amber-300 bg-amber-50" data-testid="undated-leg"><UndatedRoute route={undated} context={context} /></li>;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="possible-connection">
      <h3 className="text-lg font-bold text-slate-900">Via {place(ports, undatedFirst ? undated.to : undated.from)}</h3>
      <OptionFareLine fare={optionFare([datedFare, undatedFare])} legs={2} />
      <ol className="mt-3 space-y-3">{undatedFirst ? <>{unknown}{dated}</> : <>{dated}{unknown}</>}</ol>
    </li>
  );
}

function DirectList({ sailings, context, now }: { sailings: LiveSailing[]; context: PlannerContext; now: Date }) {
  const { ports } = context;
  return (
    <ul className="mt-4 space-y-3">
      {sailings.map((s) => {
        const arrival = sailingArrival(s);
        const title = `${MODE_LABEL[s.mode]}: ${start(context, s)} → ${place(ports, s.to)}`;
        return (
          <li key={s.tripId + s.date} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="direct-sailing">
            <div>
              <p className="font-semibold text-slate-900">{title}</p>
              <p className="text-slate-800">
                Departs <time dateTime={s.departure?.iso ?? s.date}>{departureText(s, now)}</time>
                {sailingUnconfirmed(s) ? <Unconfirmed /> : null}
                {s.status ? <StatusBadge status={s.status} /> : null}
              </p>
              {arrival ? <p className="text-slate-700">{capitalise(arrival)}</p> : null}
              {s.status ? <StatusDetail status={s.status} times={false} /> : null}
              <FareLine fare={legFare(s.fare, s.routeId, context.fares)} />
            </div>
            <div className="flex flex-wrap gap-2">
              {isBookable(s.mode) ? <BookLink ports={ports} route={s.routeId} from={s.from} to={s.to} date={s.status?.date ?? s.date} /> : null}
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
  const fares = journey.legs.map((leg) => legFare(leg.fare, leg.routeId, context.fares));
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="journey">
      <h3 className="text-lg font-bold text-slate-900">Option {n}: via {via}</h3>
      <p className="mt-1 text-slate-800" data-testid="journey-summary">
        {route} · {journey.changes} {journey.changes === 1 ? 'change' : 'changes'} ·{' '}
        <strong>Total {journeyTotal(journey)}</strong>
        {journey.waitMinutes > 0 ? ` (incl. ${formatDuration(journey.waitMinutes, { days: true })} waiting)` : ''}
      </p>
      <OptionFareLine fare={optionFare(fares)} legs={journey.legs.length} />
      <ol className="mt-4 space-y-3">
        {journey.legs.map((leg, i) => {
          const status = legStatus(leg, lookup);
          return (
          <li key={leg.tripId} className="space-y-2">
            {i > 0 ? (
              <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="wait">
                {leg.crossTown
                  ? <>Across town from {place(ports, leg.from)} to {start(context, leg)}: {formatDurationRange(leg.crossTown)}, within the {formatDuration(leg.waitBeforeMinutes, { days: true })} between the two legs</>
                  : <>Wait {formatDuration(leg.waitBeforeMinutes, { days: true })} in {place(ports, leg.from)}</>}
              </p>
            ) : null}
            <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="leg">
              <div>
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  <Badge colour={leg.mode === 'road' ? 'slate' : 'sky'}>{MODE_LABEL[leg.mode]}</Badge>
                  {start(context, leg)} → {place(ports, leg.to)}
                </p>
                <p className="mt-1 text-slate-800" data-testid="leg-departure">
                  Departs {legDeparture(leg)}{sailingUnconfirmed(leg) ? <Unconfirmed /> : null}{status ? <StatusBadge status={status} /> : null}
                </p>
                <p className="text-slate-800" data-testid="leg-arrival">Arrives {legArrival(leg)}{legDurationSuffix(leg)}</p>
                {status ? <StatusDetail status={status} /> : null}
                <FareLine fare={fares[i]!} />
              </div>
              {isBookable(leg.mode) ? <BookLink ports={ports} route={leg.routeId} from={leg.from} to={leg.to} date={status?.date ?? leg.departure.moment?.date} /> : null}
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

/** The asked day first (askedDayText), then the nearest ways on both sides of it that are still ahead. */
function AskedDay({ plan, text, now }: { plan: Plan; text: string; now: Date }) {
  const asked = plan.asked!;
  const day = WEEKDAY_NAMES[asked.weekday];
  const earlier = asked.earlierDirect?.date ?? asked.earlierJourney?.departure.moment?.date ?? null;
  const later = asked.directDays.length > 0 ? plan.direct[0]?.date : plan.connections[0]?.departure.moment?.date;
  const what = asked.directDays.length > 0 ? 'sailing' : 'trip';
  const sides = [
    ...(earlier ? [`${formatIsoDay(earlier)} (before ${day})`] : []),
    ...(later ? [`${formatIsoDay(later)} (after)`] : []),
  ];
  return (
    <div className="rounded-lg border-l-4 border-sky-700 bg-sky-50 p-4 text-slate-900" data-testid="asked-day">
      <p className="font-semibold">{text}</p>
      {sides.length > 0 ? <p>The nearest {sides.length > 1 ? `${what}s` : what}: {sides.join(' and ')}.</p> : null}
      {earlier || asked.date === manilaDate(now) ? null : <p className="text-sm text-slate-700">None leaves between now and {day}.</p>}
    </div>
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
  const askedText = askedDayText(plan, (id) => place(ports, id));
  const earlierDirect = askedText ? plan.asked!.earlierDirect : null;
  const earlierJourney = askedText ? plan.asked!.earlierJourney : null;
  const day = plan.asked ? WEEKDAY_NAMES[plan.asked.weekday] : '';
  const ways = otherWaysBetween(context.otherWays, plan.from!, plan.to!);
  const shown = [...plan.direct, ...(earlierDirect ? [earlierDirect] : []), ...[...plan.connections, ...(earlierJourney ? [earlierJourney] : [])].flatMap((j) => j.legs)];
  const disputed: DisputedKind[] = [
    ...(shown.some((x) => !x.confirmed) ? ['sailings' as const] : []),
    ...(shown.some((x) => !x.fare && context.fares[x.routeId]) ? ['fare' as const] : []),
    ...(shown.some((x) => x.departureOptions) ? ['departure' as const] : []),
  ];
  const journeys = (list: readonly Journey[], first: number) => (
    <ol className="mt-4 space-y-6">
      {list.map((j, i) => <JourneyCard key={j.ports.join('-')} journey={j} n={first + i} context={context} now={now} lookup={plan.status} />)}
    </ol>
  );
  const group = (title: string, children: ReactNode) => (
    <div className="mt-4">
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      {children}
    </div>
  );
  return (
    <div className="space-y-10">
      {plan.suspensions.length > 0 ? <SuspensionList suspensions={plan.suspensions} /> : null}
      {askedText ? <AskedDay plan={plan} text={askedText} now={now} /> : null}
      <section aria-labelledby="direct-title">
        <h2 id="direct-title" className="text-xl font-bold text-slate-900">Direct sailings</h2>
        {plan.cancelled.length > 0
          ? <CancelledList sailings={plan.cancelled} context={context} now={now} next={plan.direct[0] ?? null} />
          : null}
        {earlierDirect ? group(`Before ${day}`, <DirectList sailings={[earlierDirect]} context={context} now={now} />) : null}
        {plan.direct.length > 0
          ? (earlierDirect ? group(`${day} and after`, <DirectList sailings={plan.direct} context={context} now={now} />)
            : <DirectList sailings={plan.direct} context={context} now={now} />)
          : plan.undated ? null : <p className="mt-2 text-slate-700">No direct sailing between {place(ports, plan.from!)} and {place(ports, plan.to!)}.</p>}
        {plan.undated ? <UndatedRoute route={plan.undated} context={context} /> : null}
      </section>
      <DisputedNote kinds={disputed} />
      {plan.connections.length > 0 || earlierJourney ? (
        <section aria-labelledby="connections-title">
          <h2 id="connections-title" className="text-xl font-bold text-slate-900">Connections</h2>
          {earlierJourney ? group(`Before ${day}`, journeys([earlierJourney], 1)) : null}
          {plan.connections.length === 0 ? null
            : earlierJourney ? group(`${day} and after`, journeys(plan.connections, 2)) : journeys(plan.connections, 1)}
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
      {ways.length > 0 ? <OtherWays ways={ways} askAt={ports[plan.from!]?.name ?? place(ports, plan.from!)} /> : null}
    </div>
  );
}
