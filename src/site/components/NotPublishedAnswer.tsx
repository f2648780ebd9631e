/**
 * The one answer for a trip no timetable gives (Cebu → Manila): the same words on a destination
 * page, the /schedules filter, the planner and the booking panel — that nothing is published, that sailings may
 * still run, and whom to ask (the phone of data/site.yaml, the ticket office of the port the trip leaves from).
 */
import type { ReactNode } from 'react';
import { telHref } from '../format/links';
import type { Phone } from './types';
import { textLink } from './ui';

/** "No timetable is published for Cebu Port → Manila North Harbor." */
export function notPublishedText(from: string, to: string): string {
  return `No timetable is published for ${from} → ${to}.`;
}

/**
 * "Sailings may still run: call (02) 0000 0000 or ask at the ticket office at Cebu Port before you travel." The
 * number is a link, except where a link would come before a form's submit button in the tab order (`link={false}`).
 */
export function StillRuns({ phone, port, link = true }: { phone: Phone | undefined; port: string; link?: boolean }) {
  const number = phone && (link ? <a href={telHref(phone.tel)} className={textLink}>{phone.display}</a> : <strong>{phone.display}</strong>);
  return (
    <>
      Sailings may still run: {number ? <>call {number} or </> : null}ask at the ticket office at {port} before you travel.
    </>
  );
}

export function NotPublishedAnswer({ from, to, port, phone, children, testId = 'not-published', link = true }: {
  /** Port labels, as the pages name them. */
  from: string; to: string;
  /** The port the trip would leave from (its ticket office). */
  port: string;
  phone: Phone | undefined;
  /** More to say (a link to the planner). */
  children?: ReactNode;
  testId?: string;
  /** The phone as a link (see StillRuns). */
  link?: boolean;
}) {
  return (
    <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900" data-testid={testId}>
      <p className="font-semibold">{notPublishedText(from, to)}</p>
      <p><StillRuns phone={phone} port={port} link={link} /></p>
      {children}
    </div>
  );
}
