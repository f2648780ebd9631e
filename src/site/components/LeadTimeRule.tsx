/** "Book online at least 2 days before departure": the lead-time rule in the words every page uses (graph/lead-time.ts). */
import { Fact } from './Fact';

/** The figure as a fact, `booking:lead-days`, so check:facts proves every page states the same one. */
function LeadDays({ days }: { days: number }) {
  return <Fact id="booking:lead-days">{days} {days === 1 ? 'day' : 'days'}</Fact>;
}

export function LeadTimeRule({ days }: { days: number }) {
  return <>Book online at least <LeadDays days={days} /> before departure</>;
}
