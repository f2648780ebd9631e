/**
 * The trip planner's form and answer, an island of /planner: From, To and day; direct
 * sailings first, then connections with up to the data's number of changes and minimum transfer time
 * (site.planner), land legs included, each sea leg with a prefilled Book Tickets link. The question lives in the
 * address (/planner?from=manila&to=el-nido&day=mon).
 *
 * Pre-rendered: the form, disabled, and without JavaScript a <noscript> line points to the full schedules. Answers
 * need today's date, so they are computed in the browser from a slice of the graph (trips packed, ports and place
 * words); the engine (use-plan.ts) and the answer's rendering (PlanResults, with "Add to calendar") are loaded once
 * a question is asked, so the empty page carries none of them.
 *
 * Hydrated, not rendered over its HTML (islands/islands.tsx): its first render in the browser is the pre-rendered one
 * (no clock, no address), the clock and the question follow in the next task, and its ids are fixed strings.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNow } from '../use-now';
import { useUrlSearch } from '../url-search';
import { buttonVariants, focusRing } from '../components/ui';
import type { CalendarInfo } from '../calendar/types';
import type { Phone } from '../components/types';
import type { Plan, PlannerData } from './plan';
import { otherWaysBetween, type OtherWay } from './other-ways';
import type { PlannerPorts } from './PlanResults';
import { planParams, readPlanQuery, type PlanQuery } from './plan-query';
import { usePlan } from './use-plan';
import { askedDayText } from './asked-day';
import { StatusAsOf } from '../status/StatusAsOf';
import { useSailingStatus } from '../status/use-status';
// The answer's rendering (with the calendar export's button) loads once there is an answer to show.
const PlanResults = lazy(() => import('./PlanResults').then((m) => ({ default: m.PlanResults })));
import { DAY_OPTIONS, resolveDay } from '../schedules/days';
import { WEEKDAY_NAMES } from '../../time';
import { PLACE_SUGGESTIONS_ID } from './PlaceSuggestions';

/** The planner's slice of the graph (PlannerPage.server.ts builds it at build time). */
interface Props {
  data: PlannerData;
  /** Port id → its name and the place travellers know it by (the fields show the place). */
  named: PlannerPorts;
  phone: Phone;
  calendar: CalendarInfo;
}

const FIELD = `mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100 ${focusRing}`;
const EMPTY: PlanQuery = { from: '', to: '', day: '' };

/** The one line announced to screen readers when an answer arrives: the asked day first when nothing leaves on it. */
function summary(answer: Plan, named: PlannerPorts, otherWays: readonly OtherWay[]): string {
  if (answer.problem) {
    const ways = answer.from && answer.to ? otherWaysBetween(otherWays, answer.from, answer.to).length : 0;
    return ways === 0 ? 'No trips found.' : `No timetabled trips found; ${ways === 1 ? 'one other way is' : `${ways} other ways are`} named, not timetabled here.`;
  }
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const asked = askedDayText(answer, (id) => named[id]?.place ?? id);
  const earlier = asked ? answer.asked! : null;
  const direct = answer.direct.length + (earlier?.earlierDirect ? 1 : 0);
  const journeys = answer.connections.length + (earlier?.earlierJourney ? 1 : 0);
  const possible = answer.possible.length > 0 ? `, and ${count(answer.possible.length, 'possible connection', 'possible connections')} whose days are not published` : '';
  const cancelled = answer.cancelled.length > 0
    ? ` ${count(answer.cancelled.length, 'cancelled sailing is', 'cancelled sailings are')} not offered.` : '';
  return `${asked ? `${asked} ` : ''}Found ${count(direct, 'direct sailing', 'direct sailings')} and ${count(journeys, 'connection', 'connections')}${possible}.${cancelled}`;
}

export function Planner({ data, named, phone, calendar }: Props) {
  const now = useNow();
  const [search, setSearch] = useUrlSearch();
  const [form, setForm] = useState<PlanQuery>(EMPTY);
  const [asked, setAsked] = useState<PlanQuery | null>(null);

  // Once the browser runs: the question in the URL (a shared link, reload, back/forward) fills the form and is answered.
  const started = now !== null;
  useEffect(() => {
    if (search === null || !started) return;
    const query = readPlanQuery(new URLSearchParams(search));
    // A link or the home search names ports by id (?from=batangas): the fields show the port's label instead.
    const next = { ...query, from: named[query.from]?.place ?? query.from, to: named[query.to]?.place ?? query.to };
    // The form as it already is keeps its state object: an address without a question (the page opened plainly) then
    // costs no second render of the whole form right after the first (Total Blocking Time).
    setForm((current) => (current.from === next.from && current.to === next.to && current.day === next.day ? current : next));
    setAsked(query.from || query.to ? query : null);
  }, [search, named, started]);

  // The status of dated sailings (/status.json, refreshed while the page is open): the answer is worked out again when it changes.
  const sailingStatus = useSailingStatus();
  const state = usePlan(data, asked, now, sailingStatus.file);
  const answer = state.status === 'answered' ? state.plan : null;
  // After "Plan trip" the answer takes focus: on a phone it is below the fold, and a screen reader
  // starts reading it; a question from a link or the back button leaves focus where it is.
  const answerRef = useRef<HTMLDivElement>(null);
  const [focusAnswer, setFocusAnswer] = useState(false);
  useEffect(() => {
    if (!focusAnswer || state.status === 'working' || state.status === 'idle') return;
    setFocusAnswer(false);
    answerRef.current?.focus();
  }, [focusAnswer, state]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setAsked(form);
    setSearch(planParams(form));
    setFocusAnswer(true);
  };
  const today = now ? resolveDay('today', now) : null;
  const { maxChanges } = data.planner;
  const startsAt = useMemo(() => Object.fromEntries(data.trips.routes.flatMap((t) => (t.departsFrom ? [[t.id, t.departsFrom]] : []))), [data]);

  return (
    <>
      <form role="search" aria-label="Plan a trip" action="/planner" method="get" onSubmit={submit} className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <fieldset disabled={!now} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
          <legend className="sr-only">Where and when</legend>
          <div>
            <label htmlFor="planner-from" className="block font-semibold text-slate-900">From</label>
            <input id="planner-from" name="from" list={PLACE_SUGGESTIONS_ID} autoComplete="off" value={form.from} className={FIELD}
              onChange={(e) => setForm({ ...form, from: e.target.value })} />
          </div>
          <div>
            <label htmlFor="planner-to" className="block font-semibold text-slate-900">To</label>
            <input id="planner-to" name="to" list={PLACE_SUGGESTIONS_ID} autoComplete="off" value={form.to} className={FIELD}
              onChange={(e) => setForm({ ...form, to: e.target.value })} />
          </div>
          <div>
            <label htmlFor="planner-day" className="block font-semibold text-slate-900">Day</label>
            <select id="planner-day" name="day" value={form.day.toLowerCase()} className={FIELD}
              onChange={(e) => setForm({ ...form, day: readPlanQuery(new URLSearchParams({ day: e.target.value })).day })}>
              <option value="">Next sailings</option>
              <option value="today">{today ? `Today (${today})` : 'Today'}</option>
              {DAY_OPTIONS.map((d) => <option key={d} value={d.toLowerCase()}>{WEEKDAY_NAMES[d]}</option>)}
            </select>
          </div>
          <button type="submit" className={buttonVariants.primary}>Plan trip</button>
        </fieldset>
        <noscript>
          <p className="mt-3 text-slate-700">The planner works out dates in your browser and needs JavaScript. Every timetable is on the <a href="/schedules">Ferry Schedules</a> page.</p>
        </noscript>
      </form>

      <div ref={answerRef} tabIndex={-1} role="group" aria-labelledby="plan-status" className="scroll-mt-24 outline-none" data-testid="plan-answer">
      <p id="plan-status" role="status" aria-live="polite" className="mt-8 font-semibold text-slate-900" data-testid="plan-status">
        {answer ? summary(answer, named, data.otherWays) : state.status === 'failed' ? 'The planner could not be loaded. Check your connection and try again.' : ''}
      </p>
      <div className="mt-4" data-testid="plan">
        {answer && now ? (
          <Suspense fallback={null}>
            <PlanResults plan={answer} context={{ ports: named, startsAt, maxChanges, phone, calendar, fares: data.fares, otherWays: data.otherWays }} now={now} />
          </Suspense>
        ) : null}
      </div>
      {answer && !answer.problem ? (
        <div className="mt-4">
          <StatusAsOf state={sailingStatus} now={now}
            shown={answer.status ? answer.cancelled.length + answer.suspensions.length + answer.direct.filter((s) => s.status).length
              + answer.connections.flatMap((j) => j.legs).filter((l) => l.change).length : null} />
        </div>
      ) : null}
      </div>
    </>
  );
}
