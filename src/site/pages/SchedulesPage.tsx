/**
 * /schedules (SPEC §2): the four groups of data/schedules.yaml, one table per route (TimetableTable), and the
 * closing note. Each route's section has the timetable id as its element id, so /schedules#manila-cebu works.
 *
 * The filter (issue 5): Day, From, To, kept in the URL (?from=batangas&day=fri) so a shared link or the back button
 * restores it. The pre-rendered HTML and the first render in the browser show every row (the build knows no URL and
 * no date, and hydration must match); after mounting, the page reads the URL and the clock, filters, and adds each
 * route's next sailing (on the chosen day) with its date on the Book Tickets link, and the advisories in force. The
 * count is announced politely. A link that names a route (/schedules?from=batangas&to=caticlan#batangas-caticlan,
 * issue 17 item 1) is scrolled to that route again once the filter has removed the sections above it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNow } from '../use-now';
import { InfoBox } from '../components/InfoBox';
import { NotPublishedAnswer } from '../components/NotPublishedAnswer';
import { PageBody, PageIntro } from '../components/PageIntro';
import { SiteLink } from '../components/SiteLink';
import { TimetableTable } from '../components/TimetableTable';
import { buttonVariants, introLink, pillLink, sectionHeading, textLink } from '../components/ui';
import { usePageData, type PageData } from '../data/loader';
import type { select } from './SchedulesPage.server';
import { PageHead } from '../seo/PageHead';
import { FilterForm } from '../schedules/FilterForm';
import {
  countMessage, filterParams, matchingRows, NO_FILTER, printedFilterLine, readFilter, type ScheduleFilter,
} from '../schedules/filter';
import { resolveDay } from '../schedules/days';
import { RouteLead } from '../schedules/RouteLead';
import { useRowMarks } from '../schedules/use-row-marks';
import { StatusAsOf } from '../status/StatusAsOf';
import { changesShown, useStatusView } from '../status/view';
import { indexTrips } from '../../query/index-trips';
import { unpackTrips } from '../../query/trip-codec';

type Data = PageData<typeof select>;

export function Component() {
  const { page, groups, ports, fromPorts, toPorts, trips, advisories, booking, calendar, routePairs, phone } = usePageData<Data>();
  const index = useMemo(() => indexTrips(unpackTrips(trips)), [trips]);
  const all = useMemo(() => groups.flatMap((g) => g.timetables), [groups]);

  // null until mounted: everything that depends on the URL or the clock waits for it.
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const search = now ? params.toString() : null;
  // The filter is the URL's, read in the same render that brings the clock (no second pass over every table after
  // an effect). Any port of the page is kept, even one no listed route starts or ends at (a link from /ports names
  // the route Cebu → Manila): the page then answers that nothing is published for it rather than dropping half the
  // question.
  const urlFilter = useMemo(() => {
    if (search === null) return NO_FILTER;
    const known = new Set(Object.keys(ports));
    return readFilter(new URLSearchParams(search), { from: known, to: known });
  }, [search, ports]);
  // A choice the URL has not caught up with yet: the table updates at once from it, the URL follows (one history
  // entry per change, no scroll jump); once the address changes (or the back button moves it), the URL rules again.
  const [chosen, setChosen] = useState<{ filter: ScheduleFilter; at: string | null } | null>(null);
  const filter = chosen && chosen.at === search ? chosen.filter : urlFilter;
  const change = (next: ScheduleFilter) => {
    setChosen({ filter: next, at: search });
    setParams(filterParams(next), { preventScrollReset: true });
  };
  const clear = () => change(NO_FILTER);

  const undated = useMemo(() => all.filter((t) => !t.daysPublished), [all]);
  const rows = useMemo(() => (now ? matchingRows(index, filter, now, undated) : null), [index, filter, now, undated]);
  const shown = rows ? [...rows.values()].reduce((n, s) => n + s.size, 0) : all.reduce((n, t) => n + t.rows.length, 0);
  // Routes known only by their fare that the filter's ports match: their days cannot match a day, so say so.
  const undatedShown = rows ? undated.filter((t) => rows.has(t.id)) : [];
  const filtered = rows !== null;
  const today = now ? resolveDay('today', now) : null;
  const day = now ? resolveDay(filter.day, now) : null;

  // A link to one route (#batangas-caticlan): the browser scrolled there in the pre-rendered page, but the filter
  // then removed the sections above it. Scroll again, once per address, after the filtered page has rendered.
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (search === null || rows === null || scrolledFor.current === search) return;
    scrolledFor.current = search;
    const target = window.location.hash.slice(1);
    if (target) document.getElementById(decodeURIComponent(target))?.scrollIntoView({ block: 'start' });
  }, [search, rows]);

  const rowMark = useRowMarks(index, all, advisories, now);
  // The status of dated sailings, read from /status.json at run time (src/site/status/use-status.ts).
  const { view: status, state: statusState } = useStatusView(index);
  const shownChanges = changesShown(statusState, status, filtered ? new Set(rows!.keys()) : null, now);

  // The planner takes the same question: from, to and day.
  const plannerQuery = filterParams(filter).toString();
  const planner = `${page.plannerLink.to}${plannerQuery ? `?${plannerQuery}` : ''}`;

  return (
    <>
      <PageHead title={page.title} description={page.description} path="/schedules" />
      <PageIntro heading={page.heading} intro={page.intro}>
        <p className="mt-3" data-testid="intro-link"><SiteLink to={planner} className={introLink}>{page.plannerLink.label}</SiteLink></p>
      </PageIntro>
      <PageBody>
        <div className="mb-10 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 print:hidden">
          <FilterForm
            filter={filter} fromPorts={fromPorts} toPorts={toPorts}
            enabled={now !== null} onChange={change}
            todayLabel={today ? `Today (${today})` : 'Today'}
          />
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
            <p role="status" aria-live="polite" className="font-semibold text-slate-900" data-testid="match-count">
              {countMessage(shown, filtered)}
            </p>
            {undatedShown.length > 0 ? (
              <p className="text-slate-800" data-testid="undated-match">
                Days not published for {undatedShown.map((t) => `${ports[t.from]?.label ?? t.from} → ${ports[t.to]?.label ?? t.to}`).join(', ')}: ask at the port.
              </p>
            ) : null}
            {filtered ? <button type="button" onClick={clear} className={`${textLink} min-h-11`}>Clear filter</button> : null}
          </div>
        </div>
        {/* Its line's height is kept before the status arrives, so the tables do not move when it does. */}
        <div className="-mt-6 mb-10 min-h-5 print:m-0 print:min-h-0">
          <StatusAsOf state={statusState} now={now} shown={shownChanges} />
        </div>

        {/* On paper the filter's controls are gone: a filtered print says that it holds only some sailings. */}
        {filtered ? (
          <p className="hidden font-semibold print:mb-4 print:block" data-testid="print-filter">
            {printedFilterLine(filter, resolveDay(filter.day, now!), shown, (id) => ports[id]?.label ?? id)}
          </p>
        ) : null}

        {filtered && shown === 0 && undatedShown.length === 0 ? (
          // From and To with no route at all: the answer every page gives for it; otherwise only the day (or one end)
          // does not match.
          filter.from && filter.to && filter.from !== filter.to && !routePairs.includes(`${filter.from}>${filter.to}`) ? (
            <div className="mb-10" data-testid="no-match">
              <NotPublishedAnswer from={ports[filter.from]?.label ?? filter.from} to={ports[filter.to]?.label ?? filter.to}
                port={ports[filter.from]?.label ?? filter.from} phone={phone}>
                <div className="mt-2 flex flex-wrap gap-3">
                  <SiteLink to={planner} className={buttonVariants.primary}>Look for a connection in the trip planner</SiteLink>
                  <button type="button" onClick={clear} className={buttonVariants.secondary}>Clear the filter</button>
                </div>
              </NotPublishedAnswer>
            </div>
          ) : (
            <div className="mb-10 rounded-xl border border-amber-300 bg-amber-50 p-6 text-slate-900" data-testid="no-match">
              <p className="font-semibold">No sailings match these choices.</p>
              <p className="mt-2">Try another day or port, or let the trip planner look for a connection with a change of boat.</p>
              <div className="mt-4 flex flex-wrap gap-3">
                <button type="button" onClick={clear} className={buttonVariants.primary}>Clear the filter</button>
                <SiteLink to={planner} className={buttonVariants.secondary}>Open the trip planner</SiteLink>
              </div>
            </div>
          )
        ) : null}

        <nav aria-label="Schedule groups" className="mb-10">
          <ul className="flex flex-wrap gap-2">
            {groups.map((group, i) => (
              group.timetables.some((t) => !filtered || rows!.has(t.id)) ? (
                <li key={group.title}>
                  <a href={`#schedule-group-${i + 1}`} className={`${pillLink} sm:px-4 sm:text-base`}>
                    {group.title}
                  </a>
                </li>
              ) : null
            ))}
          </ul>
        </nav>
        <div className="space-y-14 print:space-y-6">
          {groups.map((group, i) => {
            const tables = group.timetables.filter((t) => !filtered || rows!.has(t.id));
            if (tables.length === 0) return null;
            return (
              // On paper each group starts a new sheet, so a traveller can print just the sheets of their group.
              <section key={group.title} id={`schedule-group-${i + 1}`} aria-labelledby={`schedule-group-${i + 1}-title`} className="scroll-mt-24 print:break-before-page print:first-of-type:break-before-auto">
                <h2 id={`schedule-group-${i + 1}-title`} className={sectionHeading}>{group.title}</h2>
                <div className="render-near-view mt-6 space-y-8 print:mt-3 print:space-y-4">
                  {tables.map((t) => (
                    <TimetableTable
                      key={t.id} timetable={t} ports={ports}
                      visibleRows={rows} onlyDay={day}
                      rowMark={rowMark}
                      lead={<RouteLead index={index} timetable={t} advisories={advisories} now={now} day={day} ports={ports} booking={booking} calendar={calendar} status={status} />}
                    />
                  ))}
                </div>
              </section>
            );
          })}
        </div>
        <InfoBox title={page.closingNote.title} items={page.closingNote.items} tone="warning" icon="info" id="schedules-note" className="mt-14 print:mt-6 print:break-inside-avoid" />
      </PageBody>
    </>
  );
}
