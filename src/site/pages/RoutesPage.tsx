/**
 * /routes (SPEC §2): route cards grouped by origin, each with frequency badge, travel time, description and a Book
 * Tickets link that prefills the search panel; the "48+ routes" claim; the information box.
 */
import { Badge } from '../components/Badge';
import { Card } from '../components/Card';
import { Icon } from '../components/Icon';
import { InfoBox } from '../components/InfoBox';
import { PageBody, PageIntro } from '../components/PageIntro';
import { ButtonLink, SiteLink } from '../components/SiteLink';
import { cardHeading, sectionHeading } from '../components/ui';
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
                    <ButtonLink to={card.book} className="mt-auto" ariaLabel={`Book Tickets: ${card.name}`}>Book Tickets</ButtonLink>
                  </Card>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="mt-14">
          <InfoBox title={page.infoBox.title} items={page.infoBox.items} id="routes-info" />
        </div>
        <p className="mt-8 text-slate-800">
          No direct route between your two ports? <SiteLink to="/planner">Plan a trip with a change of boat in the trip planner</SiteLink>.
        </p>
      </PageBody>
    </>
  );
}
