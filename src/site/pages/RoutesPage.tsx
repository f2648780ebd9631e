/**
 * /routes (SPEC §2): route cards grouped by origin, each with frequency badge, travel time, description and a Book
 * Tickets link that prefills the search panel and a View Schedule link that opens /schedules with the route selected;
 * the "48+ routes" claim; the trip planner link (pages.yaml); the information box.
 */
import { Badge } from '../components/Badge';
import { Card } from '../components/Card';
import { Icon } from '../components/Icon';
import { InfoBox } from '../components/InfoBox';
import { PageBody, PageIntro } from '../components/PageIntro';
import { ButtonLink, SiteLink } from '../components/SiteLink';
import { cardHeading, introLink, sectionHeading } from '../components/ui';
import { usePageData, type PageData } from '../data/loader';
import type { select } from './RoutesPage.server';
import { PageHead } from '../seo/PageHead';

type Data = PageData<typeof select>;

const FREQUENCY_COLOUR = { Daily: 'green', Weekly: 'amber' } as const;

export function Component() {
  const { page, claim, groups } = usePageData<Data>();
  return (
    <>
      <PageHead title={page.title} description={page.description} path="/routes" />
      <PageIntro heading={page.heading} intro={page.intro}>
        <p className="mt-3" data-testid="intro-link"><SiteLink to={page.plannerLink.to} className={introLink}>{page.plannerLink.label}</SiteLink></p>
        <p className="mt-6 inline-flex items-baseline gap-2 rounded-full bg-white/10 px-5 py-2">
          <span className="text-3xl font-extrabold">{claim}</span>
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
                  <Card as="li" key={card.name} className="gap-3 p-5">
                    <div className="flex items-start justify-between gap-3">
                      <h3 className={cardHeading}>{card.name}</h3>
                      <Badge colour={FREQUENCY_COLOUR[card.frequency as keyof typeof FREQUENCY_COLOUR] ?? 'sky'}>{card.frequency}</Badge>
                    </div>
                    <p className="flex items-center gap-2 text-slate-800">
                      <Icon name="clock" className="h-4 w-4 shrink-0 text-sky-800" />
                      <span><span className="sr-only">Travel time: </span>{card.duration}</span>
                    </p>
                    <p className="text-slate-700">{card.description}</p>
                    <div className="mt-auto flex flex-wrap gap-3">
                      <ButtonLink to={card.book} ariaLabel={`Book Tickets: ${card.name}`}>Book Tickets</ButtonLink>
                      <ButtonLink to={card.schedule} variant="secondary" ariaLabel={`View Schedule: ${card.name}`}>View Schedule</ButtonLink>
                    </div>
                  </Card>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <InfoBox title={page.infoBox.title} items={page.infoBox.items} id="routes-info" className="mt-14" />
      </PageBody>
    </>
  );
}
