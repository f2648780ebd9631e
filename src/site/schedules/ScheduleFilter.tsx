/**
 * The /schedules filter island: Day, From, To, kept in the address (?from=batangas&day=fri) so a
 * shared link or the back button restores it, the count of matching sailings (announced politely), and what to do
 * when nothing matches. The timetables themselves are the page's pre-rendered HTML: a change hides what does not
 * match (filter-page.ts `applyToList`), the same code the inline first-paint script used before the page was shown,
 * so the page the island starts on already shows its answer. Each route's next sailing on the chosen day is its
 * own island (RouteLead.tsx), which reads the day from the same address. Below the controls: when the status of dated
 * sailings (/status.json) is from, and whether the routes shown have changes announced; on paper, the list
 * of those changes (each route's own list is an island started near the screen, so a printout cannot rely on it).
 *
 * Pre-rendered with every sailing and the controls disabled (the filter needs script; a <noscript> line says so).
 */
import { lazy, Suspense, useLayoutEffect, useMemo, useRef, type ComponentProps, type ComponentType } from 'react';
import type { NotPublishedAnswer as Answer } from '../components/NotPublishedAnswer';
import type { Phone, PortIndex } from '../components/types';
import { buttonVariants, textLink } from '../components/ui';
import { useNow } from '../use-now';
import { useUrlSearch } from '../url-search';
import { resolveDay } from './days';
import { NO_FILTER, filterParams, isFiltered, printedFilterLine, type ScheduleFilter as FilterValue } from './filter';
import { applyToList, countLine, filterAnswer, filterOfSearch, withFilter, type FilterData } from './filter-page';
import { FilterForm, type PortOption } from './FilterForm';
import { indexOf } from './trip-index';
import { StatusAsOf } from '../status/StatusAsOf';
import { changesShown, useStatusView } from '../status/view';

/**
 * Said only when From → To has no published route (rare): downloaded then, not with every /schedules page, which is
 * at its JavaScript budget. A failed download keeps the box's buttons (the planner, clear the filter).
 */
const NotPublishedAnswer = lazy((): Promise<{ default: ComponentType<ComponentProps<typeof Answer>> }> => import('../components/NotPublishedAnswer').then(
  (m) => ({ default: m.NotPublishedAnswer }), () => ({ default: ({ children }) => <>{children}</> })));

export interface ScheduleFilterProps extends FilterData {
  fromPorts: readonly PortOption[];
  toPorts: readonly PortOption[];
  ports: PortIndex;
  /** Every from → to the data has a route for ("manila>cebu"). */
  routePairs: readonly string[];
  phone: Phone;
  planner: { label: string; to: string };
}

export function ScheduleFilter(props: ScheduleFilterProps) {
  const { fromPorts, toPorts, ports, routePairs, phone, planner } = props;
  // The props object itself, not a rest copy (a new object every render): the answer below is worked out again, and
  // the whole list walked (applyToList), only when the address or the clock changes, not when the status does.
  const data: FilterData = props;
  const now = useNow();
  const [search, setSearch] = useUrlSearch();
  const ready = now !== null && search !== null;
  const filter = useMemo(() => (search === null ? NO_FILTER : filterOfSearch(search, data)), [search, data]);
  const answer = useMemo(() => (now ? filterAnswer(data, filter, now) : null), [data, filter, now]);

  // The list follows the answer (before the browser paints, so a change never shows the old list). Unfiltered, and
  // the list unfiltered too (the pre-rendered list, or the last answer applied), nothing changes: the whole list is
  // not walked on a plain /schedules' first render nor at each minute's tick (Total Blocking Time). The list
  // starts as the address asked: pre-rendered whole, or filtered by the first-paint script (first-paint.ts).
  const listFiltered = useRef(isFiltered(filter));
  useLayoutEffect(() => {
    if (!answer || (!answer.rows && !listFiltered.current)) return;
    applyToList(document, answer);
    listFiltered.current = answer.rows !== null;
  }, [answer]);

  const change = (next: FilterValue) => setSearch(filterParams(next));
  const clear = () => change(NO_FILTER);
  const filtered = ready && isFiltered(filter);
  const label = (id: string) => ports[id]?.label ?? id;
  const undatedShown = answer?.rows ? data.undated.filter((t) => answer.rows!.has(t.id)) : [];
  const today = now ? resolveDay('today', now) : null;
  const plannerHref = withFilter(planner.to, filter);
  const { view: status, state: statusState } = useStatusView(data.trips);
  const shownChanges = changesShown(statusState, status, filtered && answer?.rows ? new Set(answer.rows.keys()) : null, now);

  return (
    <>
      <div className="mb-10 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 print:hidden">
        <FilterForm
          filter={filter} fromPorts={fromPorts} toPorts={toPorts}
          enabled={ready} onChange={change}
          todayLabel={today ? `Today (${today})` : 'Today'}
        />
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
          <p role="status" aria-live="polite" className="font-semibold text-slate-900" data-testid="match-count">
            {answer ? countLine(answer) : countLine({ filter: NO_FILTER, rows: null, day: null, shown: data.totalRows })}
          </p>
          {undatedShown.length > 0 ? (
            <p className="text-slate-800" data-testid="undated-match">
              Days not published for {undatedShown.map((t) => `${label(t.from)} → ${label(t.to)}`).join(', ')}: ask at the port.
            </p>
          ) : null}
          {filtered ? <button type="button" onClick={clear} className={`${textLink} min-h-11`}>Clear filter</button> : null}
        </div>
      </div>
      {/* Its line's height is kept before the status arrives, so the tables do not move when it does. */}
      <div className="-mt-6 mb-10 min-h-5 print:m-0 print:min-h-0">
        <StatusAsOf state={statusState} now={now} shown={shownChanges} />
      </div>
      {now && status ? (
        <div className="hidden print:mb-4 print:block" data-testid="print-changes">
          <status.Changes sailings={status.changes(filtered && answer?.rows ? new Set(answer.rows.keys()) : null, now)} now={now}
            routeName={(s) => `${label(s.from)} → ${label(s.to)}`} />
        </div>
      ) : null}

      {/* On paper the filter's controls are gone: a filtered print says that it holds only some sailings. */}
      {filtered && answer ? (
        <p className="hidden font-semibold print:mb-4 print:block" data-testid="print-filter">
          {printedFilterLine(filter, answer.day, answer.shown, label)}
        </p>
      ) : null}

      {filtered && answer && answer.shown === 0 && undatedShown.length === 0 ? (
        // From and To with no route at all: the answer every page gives for it; otherwise only the day (or one end)
        // does not match.
        filter.from && filter.to && filter.from !== filter.to && !routePairs.includes(`${filter.from}>${filter.to}`) ? (
          <div className="mb-10" data-testid="no-match">
            <Suspense fallback={null}>
              <NotPublishedAnswer from={label(filter.from)} to={label(filter.to)} port={label(filter.from)} phone={phone}>
                <div className="mt-2 flex flex-wrap gap-3">
                  <a href={plannerHref} className={buttonVariants.primary}>Look for a connection in the trip planner</a>
                  <button type="button" onClick={clear} className={buttonVariants.secondary}>Clear the filter</button>
                </div>
              </NotPublishedAnswer>
            </Suspense>
          </div>
        ) : (
          <div className="mb-10 rounded-xl border border-amber-300 bg-amber-50 p-6 text-slate-900" data-testid="no-match">
            <p className="font-semibold">No sailings match these choices.</p>
            <p className="mt-2">Try another day or port, or let the trip planner look for a connection with a change of boat.</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="button" onClick={clear} className={buttonVariants.primary}>Clear the filter</button>
              <a href={plannerHref} className={buttonVariants.secondary}>Open the trip planner</a>
            </div>
          </div>
        )
      ) : null}
    </>
  );
}

/**
 * A page opened filtered (a shared link) answers from the query index: it is decoded in a task of its own before the
 * filter's first render (islands/start.ts). Unfiltered, nothing needs it yet.
 */
ScheduleFilter.prepare = (props: ScheduleFilterProps) => {
  if (isFiltered(filterOfSearch(window.location.search, props))) indexOf(props.trips);
};
