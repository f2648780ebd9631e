/**
 * /destinations: one card per destination (image, name, description, highlights, Learn More, Book
 * Tickets prefilled with the destination) and the tips box at the bottom.
 */
import { Card } from '../components/Card';
import { CheckList } from '../components/CheckList';
import { InfoBox } from '../components/InfoBox';
import { InnerPage } from '../components/PageIntro';
import { Picture } from '../components/Picture';
import { ButtonLink } from '../components/SiteLink';
import { cardHeading } from '../components/ui';
import { usePageData, type PageData } from '../data/loader';
import type { select } from './DestinationsPage.server';
import { destinationPath } from '../../vocabulary/pages';

type Data = PageData<typeof select>;

export function Component() {
  const { page, destinations } = usePageData<Data>();
  return (
    <InnerPage page={page} path="/destinations">
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={page.heading}>
        {destinations.map((d, i) => (
          <Card as="li" key={d.slug} id={`destination-${d.slug}`}>
            {/* The first row is above the fold on desktop: load it eagerly. */}
            <Picture image={d.image} eager={i < 3} className="aspect-[3/2] h-auto w-full object-cover" />
            <div className="flex flex-1 flex-col gap-3 p-5">
              <h2 className={cardHeading}>{d.name}</h2>
              <p className="text-slate-700">{d.description}</p>
              <CheckList items={d.highlights} className="text-sm" />
              <div className="mt-auto flex flex-wrap gap-3 pt-2">
                <ButtonLink to={destinationPath(d.slug)} variant="secondary" ariaLabel={`Learn More: ${d.name}`}>Learn More</ButtonLink>
                <ButtonLink to={d.book} ariaLabel={`Book Tickets: ${d.name}`}>Book Tickets</ButtonLink>
              </div>
            </div>
          </Card>
        ))}
      </ul>
      <InfoBox title={page.tips.title} items={page.tips.items} icon="compass" id="destinations-tips" className="mt-14" />
    </InnerPage>
  );
}
