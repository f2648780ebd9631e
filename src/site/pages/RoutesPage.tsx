/**
 * /routes: route cards grouped by origin, each with frequency badge, travel time, description and a Book
 * Tickets link that prefills the search panel and a View Schedule link that opens /schedules with the route selected;
 * the number of routes (every ferry route the site publishes, the same count as the home page's Routes Served: the
 * routes without a card are listed after the cards); the trip planner link (pages.yaml); the information box. Badge
 * and travel time are the route's facts (graph/types.ts), as every other page shows them.
 */
import type { ReactNode } from 'react';
import { Card } from '../components/Card';
import { DisputedNote, Fact, FareFact, TimeFact } from '../components/Fact';
import { FrequencyFact } from '../components/DaysFact';
import { Icon } from '../components/Icon';
import { InfoBox } from '../components/InfoBox';
import { PageBody, PageIntro } from '../components/PageIntro';
import { ButtonLink, SiteLink } from '../components/SiteLink';
import { cardHeading, introLink, sectionHeading } from '../components/ui';
import { usePageData, type PageData } from '../data/loader';
import type { select } from './RoutesPage.server';
import { PageHead } from '../seo/PageHead';
import { ProseText } from '../components/ProseText';

type Data = PageData<typeof select>;

type Route = NonNullable<Data['groups'][number]['cards'][number]['route']>;

function CardBadge({ route }: { route: Route }) {
  const colour = route.days && !route.days.disputed && route.days.value.length === 7 ? 'bg-green-100 text-green-900' : 'bg-sky-100 text-sky-900';
  return (
    <span className={`inline-flex max-w-full flex-wrap items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${colour}`}>
      <FrequencyFact route={route.id} days={route.days} />
    </span>
  );
}

function TravelTime({ route }: { route: Route }) {
  return (
    <p className="flex items-center gap-2 text-slate-800">
      <Icon name="clock" className="h-4 w-4 shrink-0 text-sky-800" />
      <span className="min-w-0"><span className="sr-only">Travel time: </span>{route.travelTime ? <TimeFact route={route.id} time={route.travelTime} /> : 'Travel time not published'}</span>
    </p>
  );
}

/** A route's card: with a badge and travel time when the route has a timetable, and a fare line for a route without a card. */
function RouteCard({ name, route, description, fare, book, schedule }: {
  name: string; route?: Route | null; description: ReactNode; fare?: ReactNode; book: string; schedule: string;
}) {
  return (
    <Card as="li" className="gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className={cardHeading}>{name}</h3>
        {route ? <CardBadge route={route} /> : null}
      </div>
      {route ? <TravelTime route={route} /> : null}
      <p className="text-slate-700">{description}</p>
      {fare}
      <DisputedNote kinds={route?.unconfirmed ?? []} className="mt-0" />
      <div className="mt-auto flex flex-wrap gap-3">
        <ButtonLink to={book} ariaLabel={`Book Tickets: ${name}`} route={route?.id}>Book Tickets</ButtonLink>
        <ButtonLink to={schedule} variant="secondary" ariaLabel={`View Schedule: ${name}`}>View Schedule</ButtonLink>
      </div>
    </Card>
  );
}

export function Component() {
  const { page, count, groups, others } = usePageData<Data>();
  return (
    <>
      <PageHead title={page.title} description={page.description} path="/routes" />
      <PageIntro heading={page.heading} intro={page.intro}>
        <p className="mt-3" data-testid="intro-link"><SiteLink to={page.plannerLink.to} className={introLink}>{page.plannerLink.label}</SiteLink></p>
        <p className="mt-6 inline-flex max-w-full flex-wrap items-baseline gap-x-2 rounded-full bg-white/10 px-5 py-2">
          <Fact id="count:sea-routes" className="text-3xl font-extrabold">{count}</Fact>
          <span className="font-semibold">Routes</span>
        </p>
      </PageIntro>
      <PageBody>
        <div className="space-y-14">
          {groups.map((group, gi) => (
            <section key={group.title} aria-labelledby={`route-group-${gi + 1}`}>
              <h2 id={`route-group-${gi + 1}`} className={sectionHeading}>{group.title}</h2>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {group.cards.map((card) => (
                  <RouteCard key={card.name} {...card} description={<ProseText parts={card.description} note={false} />} />
                ))}
              </ul>
            </section>
          ))}
        </div>
        {others.length > 0 ? (
          <section aria-labelledby="route-group-others" className="mt-14">
            <h2 id="route-group-others" className={sectionHeading}>More Routes</h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {others.map((other) => (
                <RouteCard
                  key={other.route.id} {...other}
                  fare={other.route.fare ? <p className="text-slate-800"><span className="font-semibold">Fare:</span> <FareFact route={other.route.id} fare={other.route.fare} /></p> : null}
                />
              ))}
            </ul>
          </section>
        ) : null}
        <InfoBox title={page.infoBox.title} items={page.infoBox.items} id="routes-info" className="mt-14" />
      </PageBody>
    </>
  );
}
