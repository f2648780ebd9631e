/**
 * /ports: the ports that have a card (`page:` in ports.yaml) with city, address, description, routes,
 * facilities and a 'View on Google Maps' link that opens a maps search in a new tab; then the Port Guidelines.
 * Each available route links to /schedules with that route selected.
 */
import { Card } from '../components/Card';
import { CheckList } from '../components/CheckList';
import { ExternalLink } from '../components/ExternalLink';
import { Icon } from '../components/Icon';
import { InfoBox } from '../components/InfoBox';
import { InnerPage } from '../components/PageIntro';
import { notPublishedText, StillRuns } from '../components/NotPublishedAnswer';
import { SiteLink } from '../components/SiteLink';
import { buttonVariants, pillLink } from '../components/ui';
import { usePageData, type PageData } from '../data/loader';
import type { select } from './PortsPage.server';

type Data = PageData<typeof select>;


export function Component() {
  const { page, ports, phone } = usePageData<Data>();
  return (
    <InnerPage page={page} path="/ports">
      <ul className="grid grid-cols-1 gap-6 lg:grid-cols-2" aria-label={page.heading}>
        {ports.map((port) => (
          <Card as="li" key={port.id} id={`port-${port.id}`} className="gap-4 p-6">
            <div>
              <h2 className="text-xl font-bold text-slate-900">{port.name}</h2>
              <p className="mt-1 flex items-center gap-2 font-semibold text-sky-800">
                <Icon name="map-pin" className="h-4 w-4 shrink-0" />
                {port.city}
              </p>
            </div>
            <address className="text-slate-700 not-italic">{port.address}</address>
            <p className="text-slate-700">{port.description}</p>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <div>
                <h3 className="font-bold text-slate-900">Available Routes</h3>
                <ul className="mt-2 flex flex-wrap gap-2" data-testid="port-routes">
                  {port.routes.map((route) => (
                    <li key={route.name}>
                      {route.href ? (
                        <SiteLink to={route.href} className={pillLink} ariaLabel={`Schedule from ${port.name} to ${route.name}`}>{route.name}</SiteLink>
                      ) : <span className="inline-flex min-h-11 items-center px-1 text-sm text-slate-800">{route.name}</span>}
                    </li>
                  ))}
                </ul>
                {port.unpublished.length > 0 ? (
                  <p className="mt-2 text-sm text-slate-800" data-testid="routes-not-published">
                    {port.unpublished.map((r) => notPublishedText(r.from, r.to)).join(' ')} <StillRuns phone={phone} port={port.name} />
                  </p>
                ) : null}
              </div>
              <div>
                <h3 className="font-bold text-slate-900">Facilities</h3>
                <CheckList items={port.facilities} className="mt-2 text-sm" />
              </div>
            </div>
            <ExternalLink href={port.maps} className={`${buttonVariants.secondary} mt-auto self-start`}>
              <Icon name="map-pin" className="h-4 w-4" />
              View on Google Maps
              <span className="sr-only">: {port.name}</span>
            </ExternalLink>
          </Card>
        ))}
      </ul>
      <InfoBox title={page.guidelines.title} items={page.guidelines.items} tone="warning" icon="shield" id="port-guidelines" className="mt-14" />
    </InnerPage>
  );
}
