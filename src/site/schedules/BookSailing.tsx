/**
 * A route's fare and its Book Tickets link. The link is pre-rendered with from and to (the
 * booking place names the panel accepts); once the browser knows the date it also carries the date of the sailing
 * shown, or of the first one bookable online, and a sailing sooner than that says where to buy instead.
 */
import type { Figure, PesoRange } from '../../graph/types';
import { formatIsoDay } from '../../time';
import { FareFact } from '../components/Fact';
import { SiteLink } from '../components/SiteLink';
import type { BookingInfo, PortIndex } from '../components/types';
import { buttonVariants, textLink } from '../components/ui';
import { bookTicketsHref, telHref } from '../format/links';
import { LeadTimeRule } from '../components/LeadTimeRule';
import type { BookingChoice } from './sailing-choice';

/** "Fare: ₱780–₱3,200": the route's fare fact, as every other page shows it. */
export function FareLine({ route, fare }: { route: string; fare: Figure<PesoRange> | null }) {
  if (!fare) return null;
  return (
    <p className="text-slate-800" data-testid="route-fare">
      <span className="font-semibold">Fare:</span> <FareFact route={route} fare={fare} />
    </p>
  );
}

/** Where to buy a sailing that online booking does not take yet. */
export function TooSoonNote({ booking: { phone, leadDays } }: { booking: BookingInfo }) {
  return (
    <p className="text-sm text-slate-800" data-testid="too-soon">
      <LeadTimeRule days={leadDays} />; for this sailing, buy at the port&apos;s ticket office or call{' '}
      <a href={telHref(phone.tel)} className={textLink}>{phone.display}</a>.
    </p>
  );
}

export function BookSailingLink({ ports, route: routeId, from, to, choice, className = `${buttonVariants.secondary} text-sm` }: {
  ports: PortIndex; route: string; from: string; to: string; choice: BookingChoice | null; className?: string;
}) {
  const date = choice?.date ?? undefined;
  const href = bookTicketsHref({ from: ports[from]?.book ?? undefined, to: ports[to]?.book ?? undefined, date });
  const route = `${ports[from]?.label ?? from} to ${ports[to]?.label ?? to}`;
  const when = date ? formatIsoDay(date) : null;
  return (
    <SiteLink to={href} className={className} ariaLabel={`Book Tickets: ${route}${when ? `, ${when}` : ''}`} route={routeId}>
      {when ? `Book Tickets for ${when}` : 'Book Tickets'}
    </SiteLink>
  );
}
