/**
 * /tickets: the five cabin classes (capacity, amenities, price tier, Book Tickets), the fare ranges per
 * route group, and the Important Information box.
 */
import { Badge, type BadgeColour } from '../components/Badge';
import { Card } from '../components/Card';
import { CheckList } from '../components/CheckList';
import { FareFact, RouteNotes } from '../components/Fact';
import { Icon, IconDisc } from '../components/Icon';
import { InfoBox } from '../components/InfoBox';
import { PolicyText } from '../components/PolicyText';
import { PageBody, PageIntro } from '../components/PageIntro';
import { ButtonLink } from '../components/SiteLink';
import { cardHeading, sectionHeading } from '../components/ui';
import { usePageData, type PageData } from '../data/loader';
import type { select } from './TicketsPage.server';
import { bookTicketsHref } from '../format/links';
import { PageHead } from '../seo/PageHead';

type Data = PageData<typeof select>;

/** Tier → badge colour, dearest to cheapest (UI only; the tier names come from the data). */
const TIER_COLOUR: Record<Data['cabins'][number]['tier'], BadgeColour> = {
  Premium: 'purple', High: 'blue', 'Medium-High': 'teal', Medium: 'green', Budget: 'amber',
};

/** The overall fare range published in structured data, as the offer of the ticketing service. */
function faresJsonLd(page: Data['page'], offer: Data['offer']) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    serviceType: 'Ferry tickets',
    name: page.heading,
    description: page.description,
    areaServed: { '@type': 'Country', name: 'Philippines' },
    provider: { '@type': 'Organization', name: offer.brand },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: offer.range.currency,
      lowPrice: offer.range.min,
      highPrice: offer.range.max,
    },
  };
}

function capacityText(capacity: number): string {
  return capacity === 1 ? 'Up to 1 passenger' : `Up to ${capacity} passengers`;
}

export function Component() {
  const { page, importantInfo, cabins, fareGroups, ports, offer } = usePageData<Data>();
  return (
    <>
      <PageHead title={page.title} description={page.description} path="/tickets" jsonLd={[faresJsonLd(page, offer)]} />
      <PageIntro heading={page.heading} intro={page.intro}>
        {/* The home page's Book Tickets opens this page (as the spec has it): the booking panel is one tap on, on the first screen. */}
        <p className="mt-5"><ButtonLink to={bookTicketsHref()} variant="light" ariaLabel="Book Tickets: search trips and dates">Book Tickets</ButtonLink></p>
      </PageIntro>
      <PageBody>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Cabin classes">
          {cabins.map((cabin) => (
            <Card as="li" key={cabin.id} id={`cabin-${cabin.id}`} className="gap-3 p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <IconDisc name={cabin.icon} />
                <Badge colour={TIER_COLOUR[cabin.tier]}>{cabin.tier}</Badge>
              </div>
              <h2 className={cardHeading}>{cabin.name}</h2>
              <p className="text-slate-700">{cabin.description}</p>
              <p className="flex items-center gap-2 font-semibold text-slate-900">
                <Icon name="users" className="h-4 w-4 text-sky-800" />
                {capacityText(cabin.capacity)}
              </p>
              <CheckList items={cabin.amenities} className="text-sm" />
              <ButtonLink to={bookTicketsHref()} className="mt-auto" ariaLabel={`Book Tickets: ${cabin.name}`}>Book Tickets</ButtonLink>
            </Card>
          ))}
        </ul>

        <section aria-labelledby="fares-title" className="mt-14">
          <h2 id="fares-title" className={sectionHeading}>{page.faresTitle}</h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {fareGroups.map((group) => (
              <Card as="section" key={group.title} className="p-5" labelledBy={`fares-${slugify(group.title)}`}>
                <h3 id={`fares-${slugify(group.title)}`} className={cardHeading}>{group.title}</h3>
                <dl className="mt-3 divide-y divide-slate-200">
                  {group.fares.map((fare) => (
                    <div key={`${fare.from}-${fare.to}`} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                      <dt className="text-slate-800">
                        {ports[fare.from]?.label ?? fare.from}
                        <span aria-hidden="true"> → </span><span className="sr-only"> to </span>
                        {ports[fare.to]?.label ?? fare.to}
                      </dt>
                      <dd className="font-semibold text-slate-900">
                        {fare.fare ? <FareFact route={fare.route} fare={fare.fare} /> : <span className="font-normal text-slate-700">Fare not published</span>}
                        {fare.daysPublished ? null : <span className="block text-sm font-normal text-slate-700">Days not published</span>}
                      </dd>
                    </div>
                  ))}
                </dl>
                <RouteNotes routes={group.fares} />
              </Card>
            ))}
          </div>
        </section>

        <InfoBox title={importantInfo.title} tone="warning" id="tickets-info" className="mt-14">
          <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-800">
            {importantInfo.items.map((item) => <li key={item.text}>{item.policy ? <PolicyText policy={item.policy} /> : item.text}</li>)}
          </ul>
        </InfoBox>
      </PageBody>
    </>
  );
}

function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
