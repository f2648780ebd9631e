/**
 * /destinations/{slug}, in the spec's layout, top to bottom: title and description; hero with tagline, blurb,
 * travel-time and starting-fare badges; four attractions; the schedule tables (timetables with a fare column and the
 * extra columns the data asks for, or the hub overview for Manila and Batangas); notes; the tips card; the call to
 * action with exactly the data's two links. JSON-LD (built with the page's data, DestinationPage.server.ts): City or
 * TouristDestination, BreadcrumbList, and each route's fare range as a BoatTrip with an AggregateOffer.
 *
 * On paper the page is what a traveller takes to the port: name, travel time and fare, the
 * timetables, notes and tips. The photo, the attractions, the next sailings (relative to the moment of printing) and
 * the call to action are left out.
 *
 * In the browser the next sailings are an island started near the screen, and the advisories in force
 * (beside each schedule, and as row marks) another; the announced changes to the page's sailings (status of dated
 * sailings) open the page, above the photo; the rest is the pre-rendered page.
 */
import type { ReactNode } from 'react';
import { Card } from '../components/Card';
import { Icon, IconDisc } from '../components/Icon';
import { OverviewTable } from '../components/OverviewTable';
import { PageBody, PageIntro } from '../components/PageIntro';
import { Picture } from '../components/Picture';
import { ButtonLink, SiteLink } from '../components/SiteLink';
import { ScheduleTable } from '../components/TimetableTable';
import type { BookingInfo, PortIndex } from '../components/types';
import { cardHeading, sectionHeading } from '../components/ui';
import { destinationPath, withQuery } from '../../vocabulary/pages';
import type { CalendarInfo } from '../calendar/types';
import type { PackedTrips } from '../../query/trip-codec';
import { usePageData, type PageData } from '../data/loader';
import type { select } from './DestinationPage.server';
import { FromFareFact, TimeFact } from '../components/Fact';
import { PageHead } from '../seo/PageHead';
import { NotPublished } from '../schedules/NotPublished';
import { DestinationSailingsIsland, DestinationStatusIsland, TimetableMarksIsland } from '../islands/islands';
import { BulletList } from '../components/BulletList';
import { ProseText } from '../components/ProseText';
import { MODE_MEANS } from '../../vocabulary';

type Data = NonNullable<PageData<typeof select>>;

interface Live { trips: PackedTrips; booking: BookingInfo; calendar: CalendarInfo }

function ScheduleSection({ schedules, ports, hub, slug, name, arrivingFirst, live, notPublished, planner }: {
  schedules: Data['schedules']; ports: PortIndex; hub: string; slug: string; name: string; live: Live; notPublished: ReactNode;
  /** A place travellers go to: its schedule leads with the way there (the next sailings to it, then from it). */
  arrivingFirst: boolean;
  /** The trip planner, asked for a trip to this destination. */
  planner: { label: string; to: string };
}) {
  const { trips, booking, calendar } = live;
  if (schedules.length === 0) return null;
  const routes = schedules.flatMap((s) => s.timetables.map(({ id, from, to }) => ({ id, from, to })));
  const slot = (i: number) => `${slug}-schedule-${i + 1}`;
  return (
    <section aria-labelledby="schedules-title" className="mt-14 print:mt-4">
      <h2 id="schedules-title" className={sectionHeading}>Ferry Schedules</h2>
      <p className="mt-3 text-slate-800 print:hidden" data-testid="planner-link"><SiteLink to={planner.to}>{planner.label}</SiteLink></p>
      {/* Next sailings (screen only) and the announced changes to the page's sailings (screen and paper). */}
      <div className="mt-6">
        <DestinationSailingsIsland trips={trips} port={hub} name={name} ports={ports} booking={booking} calendar={calendar} arrivingFirst={arrivingFirst} />
        <DestinationStatusIsland trips={trips} ports={ports} calendar={calendar} routes={routes.map((r) => r.id)} part="as-of" />
      </div>
      <div className="space-y-10 print:mt-3 print:space-y-4">
        {schedules.map((s, i) => {
          const id = slot(i);
          // The advisories in force beside this schedule (TimetableMarks fills the slot in the browser).
          const lead = <div data-advisories-for={id} />;
          return s.layout === 'overview'
            ? <div key={id}>{lead}<OverviewTable id={id} title={s.title} timetables={s.timetables} hub={hub} ports={ports} /></div>
            : <ScheduleTable key={id} id={id} title={s.title} timetables={s.timetables} columns={s.columns} ports={ports} lead={lead} />;
        })}
      </div>
      {/* After the published tables: the ways no timetable gives are mostly the way back, not the way there. */}
      {notPublished ? <div className="mt-10">{notPublished}</div> : null}
      <TimetableMarksIsland trips={trips} timetables={routes}
        sections={schedules.map((s, i) => ({ slot: slot(i), timetables: s.timetables.map((t) => t.id) }))} />
    </section>
  );
}

/** "20–22 h from Manila": the route's travel time as every page gives it, or the page's own words when it names no route. */
function TravelTimeBadge({ travel }: { travel: Data['destination']['travelTime'] }) {
  if (!('route' in travel) || travel.route === undefined) return <ProseText parts={travel.parts} note={false} />;
  return <><TimeFact route={travel.route} time={travel.time} />{MODE_MEANS[travel.mode]} from {travel.from}</>;
}

export function Component() {
  const { destination: d, schedules, ports, trips, unpublished, phone, booking, calendar, plannerLink, jsonLd } = usePageData<Data>();
  const path = destinationPath(d.slug);
  const [first, second] = d.cta.links;
  return (
    <>
      <PageHead title={d.name} description={d.description} path={path} jsonLd={jsonLd} image={d.image} />
      <PageIntro heading={d.name} intro={d.description} />
      <PageBody>
        {/* The announced changes to this page's sailings, in the first screen (nothing when none: no box). */}
        {schedules.length > 0 ? (
          <DestinationStatusIsland trips={trips} ports={ports} calendar={calendar} part="changes"
            routes={schedules.flatMap((s) => s.timetables.map((t) => t.id))} />
        ) : null}
        <section aria-labelledby="dest-hero" className="grid grid-cols-1 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2 print:block print:border-0">
          <Picture image={d.image} priority className="h-full max-h-96 w-full object-cover lg:max-h-none print:hidden" />
          <div className="flex flex-col justify-center gap-4 p-6 sm:p-8 print:gap-2 print:p-0">
            {/* On paper the H1 above already names the place. */}
            <p className="text-sm font-semibold tracking-wide text-sky-800 uppercase print:hidden">{d.name}</p>
            <h2 id="dest-hero" className="text-2xl font-bold text-slate-900 print:text-lg">{d.tagline}</h2>
            <p className="text-slate-700">{d.blurb}</p>
            <ul className="flex flex-wrap gap-3" aria-label="At a glance">
              <li className="inline-flex max-w-full items-center gap-2 rounded-full bg-sky-100 px-4 py-2 text-sm font-semibold text-sky-900">
                <Icon name="clock" className="h-4 w-4 shrink-0" />
                <span className="min-w-0"><span className="sr-only">Travel time: </span><TravelTimeBadge travel={d.travelTime} /></span>
              </li>
              {d.fromFare ? (
                <li className="inline-flex max-w-full items-center gap-2 rounded-full bg-green-100 px-4 py-2 text-sm font-semibold text-green-900">
                  <Icon name="tag" className="h-4 w-4 shrink-0" />
                  <FromFareFact word="From" id={`from:destination/${d.slug}`} amount={d.fromFare.amount} disputed={d.fromFare.disputed} />
                </li>
              ) : null}
            </ul>
          </div>
        </section>

        <section aria-labelledby="attractions-title" className="mt-14 print:hidden">
          <h2 id="attractions-title" className={sectionHeading}>Top Attractions</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {d.attractions.map((a) => (
              <Card as="li" key={a.name} className="gap-3 p-5">
                <IconDisc name={a.icon} />
                <h3 className={cardHeading}>{a.name}</h3>
                <p className="text-slate-700">{a.description}</p>
              </Card>
            ))}
          </ul>
        </section>

        <ScheduleSection
          schedules={schedules} ports={ports} hub={d.port} slug={d.slug} name={d.name} arrivingFirst={d.direction === 'to'} live={{ trips, booking, calendar }}
          notPublished={unpublished.length > 0 ? <NotPublished routes={unpublished} phone={phone} id={`${d.slug}-not-published`} /> : null}
          planner={{ label: plannerLink.label, to: withQuery(plannerLink.to, { to: d.name }) }}
        />

        {d.notes.length > 0 ? (
          <ul className="mt-6 space-y-2 rounded-xl border border-sky-200 bg-sky-50 p-5 text-slate-800 print:mt-4 print:p-3" aria-label="Good to know">
            {d.notes.map((note, i) => (
              <li key={i} className="flex gap-2">
                <Icon name="info" className="mt-1 h-4 w-4 shrink-0 text-sky-800" />
                <span><ProseText parts={note} /></span>
              </li>
            ))}
          </ul>
        ) : null}

        <Card as="section" labelledBy="tips-title" className="mt-14 p-6 sm:p-8 print:mt-4 print:break-inside-avoid print:p-3">
          <h2 id="tips-title" className={sectionHeading}>{d.tips.title}</h2>
          <div className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-2 print:mt-2 print:grid-cols-2 print:gap-4">
            {d.tips.lists.map((list) => (
              <div key={list.title}>
                <h3 className={cardHeading}>{list.title}</h3>
                <BulletList items={list.items.map((item, i) => <ProseText key={i} parts={item} />)} className="mt-3" />
              </div>
            ))}
          </div>
          <p className="mt-6 rounded-lg bg-amber-50 p-4 text-slate-800 print:mt-2 print:p-0"><ProseText parts={d.tips.note} /></p>
        </Card>

        <section aria-labelledby="cta-title" className="mt-14 rounded-xl bg-sky-800 p-8 text-center text-white print:hidden">
          <h2 id="cta-title" className="text-2xl font-bold">{d.cta.title}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-sky-50">{d.cta.text}</p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
            {first ? <ButtonLink to={first.to} variant="light">{first.label}</ButtonLink> : null}
            {second ? <ButtonLink to={second.to} variant="outlineLight">{second.label}</ButtonLink> : null}
          </div>
        </section>
      </PageBody>
    </>
  );
}
