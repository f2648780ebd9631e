/**
 * Next to the date fields: the lead-time rule (online booking closes two days before departure) and where to buy for a
 * sooner sailing — the port's ticket office or the phone in data/site.yaml. The sentence without
 * a date is pre-rendered; the earliest and latest dates appear after hydration (they depend on today in Manila). When the panel
 * did not take a link's date, it says so here, next to the field it concerns.
 */
import { formatIsoDay } from '../../time';
import { telHref } from '../format/links';
import type { Phone } from '../components/types';
import { textLink } from '../components/ui';
import { LeadTimeRule } from '../components/LeadTimeRule';
import { maxDeparture, MIN_LEAD_DAYS, minDeparture, todayInManila } from './dates';

export function LeadTimeNote({ now, phone, linkMessage, id }: {
  /** The first day online booking takes and the last come from it; undefined before hydration. */
  now: Date | undefined;
  phone: Phone | undefined;
  /** Why the link's date was not taken, if so. */
  linkMessage: string | null;
  id: string;
}) {
  return (
    <div id={id} className="space-y-1 text-sm text-slate-800" data-testid="lead-time">
      {linkMessage ? <p className="font-semibold text-amber-900" data-testid="link-date-note">{linkMessage}</p> : null}
      <p>
        <LeadTimeRule days={MIN_LEAD_DAYS} />, and up to a year ahead
        {now ? <>: from <strong>{formatIsoDay(minDeparture(now), todayInManila(now))}</strong> to <strong>{formatIsoDay(maxDeparture(now), todayInManila(now))}</strong></> : null}.
        {' '}For a sooner sailing, buy at the port&apos;s ticket office
        {phone ? <> or call <a href={telHref(phone.tel)} className={textLink}>{phone.display}</a></> : null}.
      </p>
    </div>
  );
}
