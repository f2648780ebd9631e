/**
 * /schedules: the four groups of data/schedules.yaml, one table per route (TimetableTable), and the closing note. Each
 * route's section has the timetable id as its element id, so /schedules#manila-cebu works.
 *
 * Pre-rendered whole: every table, fare and Book Tickets link is HTML. In the browser three kinds of island load:
 * the filter (Day, From, To in the address; it hides what does not match, schedules/ScheduleFilter.tsx),
 * each route's lead (next sailing on the chosen day, dated Book Tickets link, advisories in force; started when near
 * the screen), and the marks of the rows an advisory in force touches. A link that carries a filter is filtered before the
 * first paint by the inline script postbuild adds to this page (schedules/first-paint.ts). A link that names a route
 * (/schedules?from=batangas&to=caticlan#batangas-caticlan) is scrolled to that route once the rows
 * above it are hidden.
 */
import { InfoBox } from '../components/InfoBox';
import { PageBody, PageIntro } from '../components/PageIntro';
import { TimetableTable } from '../components/TimetableTable';
import { introLink, pillLink, sectionHeading, textLink } from '../components/ui';
import { usePageData, type PageData } from '../data/loader';
import type { select } from './SchedulesPage.server';
import { PageHead } from '../seo/PageHead';
import { RouteLeadIsland, ScheduleFilterIsland, TimetableMarksIsland } from '../islands/islands';

type Data = PageData<typeof select>;

/** Which of the routes above the timetable feed for trip planners leaves out, and why. */
function FeedNote({ feed }: { feed: Data['feed'] }) {
  return (
    <section aria-labelledby="feed-note-title" className="mt-8 text-slate-800 print:hidden" data-testid="feed-note">
      <h2 id="feed-note-title" className="text-lg font-bold text-slate-900">In trip planners</h2>
      <p className="mt-2">
        The <a href="/gtfs.zip" className={textLink}>timetable feed (GTFS)</a> that map and trip-planner apps read publishes{' '}
        {feed.published} of the {feed.listed} routes above{feed.reasons.length > 0 ? ', and only what it can promise:' : '.'}
      </p>
      {feed.reasons.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {feed.reasons.map((r) => (
            <li key={r.because}>
              {r.routes.map((route, i) => (
                <span key={route.id}>{i > 0 ? ', ' : ''}<a href={`#${route.id}`} className={textLink}>{route.name}</a>{route.whole ? '' : ' (some sailings)'}</span>
              ))}: left out because {r.because}.
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function Component() {
  const { page, groups, ports, portOptions, trips, booking, calendar, routePairs, phone, lines, feed } = usePageData<Data>();
  const all = groups.flatMap((g) => g.timetables);
  const routes = all.map(({ id, from, to }) => ({ id, from, to }));

  return (
    <>
      <PageHead title={page.title} description={page.description} path="/schedules" />
      <PageIntro heading={page.heading} intro={page.intro}>
        {/* The planner takes the same question: the filter keeps this link's query in step (data-filter-link). */}
        <p className="mt-3" data-testid="intro-link">
          <a href={page.plannerLink.to} data-filter-link={page.plannerLink.to} className={introLink}>{page.plannerLink.label}</a>
        </p>
      </PageIntro>
      <PageBody>
        <div data-filter-region>
          <ScheduleFilterIsland
            trips={trips} portIds={Object.keys(ports)} undated={routes.filter((r) => !all.find((t) => t.id === r.id)!.daysPublished)}
            totalRows={lines.total} splitRows={lines.split}
            fromPorts={portOptions} toPorts={portOptions} ports={ports} routePairs={routePairs} phone={phone} planner={page.plannerLink}
          />
          <nav aria-label="Schedule groups" className="mb-10">
            <ul className="flex flex-wrap gap-2">
              {groups.map((group, i) => (
                <li key={group.title}>
                  <a href={`#schedule-group-${i + 1}`} className={`${pillLink} sm:px-4 sm:text-base`}>
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-14 print:space-y-6">
            {groups.map((group, i) => (
              // On paper each group starts a new sheet, so a traveller can print just the sheets of their group.
              <section key={group.title} id={`schedule-group-${i + 1}`} data-schedule-group aria-labelledby={`schedule-group-${i + 1}-title`} className="scroll-mt-24">
                <h2 id={`schedule-group-${i + 1}-title`} className={sectionHeading}>{group.title}</h2>
                <div className="render-near-view mt-6 space-y-8 print:mt-3 print:space-y-4">
                  {group.timetables.map((t) => (
                    <TimetableTable
                      key={t.id} timetable={t} ports={ports}
                      lead={<RouteLeadIsland trips={trips} timetable={{ id: t.id, from: t.from, to: t.to, fare: t.fare }} ports={ports} booking={booking} calendar={calendar} />}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
        <TimetableMarksIsland trips={trips} timetables={routes} />
        <InfoBox title={page.closingNote.title} items={page.closingNote.items} tone="warning" icon="info" id="schedules-note" className="mt-14 print:mt-6 print:break-inside-avoid" />
        <FeedNote feed={feed} />
      </PageBody>
    </>
  );
}
