/**
 * What the status banner (StatusBanner.tsx) shows once /status.json announces something (src/status/summary.ts):
 * each suspension that has not ended — "Sailings suspended at Batangas Port until Mon 30 Nov, 6:00 AM PST" — and
 * how many sailings are cancelled or delayed in the next 7 days. Where a traveller decides (the home page and the top
 * of /schedules: `ports` given) it says why and who said so, and lists each change with a link to it; elsewhere it
 * is short (a destination page says the rest about its own sailings) and links to /schedules. A polite live region:
 * a change published while the page is open is announced.
 */
import type { SailingStatus, Suspension } from '../../graph/types';
import type { StatusFile } from '../../status/file';
import { statusSummary, summaryLine, type StatusSummary } from '../../status/summary';
import { suspensionTitle, suspensionWindow } from '../../status/suspension-words';
import { delayText, reasonText, sailingText } from '../../status/words';
import { textLink } from '../components/ui';
import { scheduleHref } from '../format/links';
import { SuspensionNotice } from './SuspensionNotice';

/** A port as the banner links it: its label, and its destination page (slug) when it has one. */
export type PortLinks = Record<string, { label: string; page: string | null }>;

function suspensionHref(s: Suspension, ports: PortLinks): string {
  if (s.scope === 'routes') return scheduleHref({}, s.ids[0]);
  const page = s.scope === 'ports' && s.ids.length === 1 ? ports[s.ids[0]!]?.page : null;
  return page ? `/destinations/${page}` : scheduleHref({ from: s.scope === 'ports' && s.ids.length === 1 ? s.ids[0] : undefined });
}

function changeText(s: SailingStatus, ports: PortLinks): string {
  const route = `${ports[s.from]?.label ?? s.from} → ${ports[s.to]?.label ?? s.to}`;
  const reason = reasonText(s);
  return s.state === 'delayed' ? `${route}: delayed, ${delayText(s)}` : `${route}, ${sailingText(s)}: cancelled${reason ? ` (${reason})` : ''}`;
}

function Changes({ summary, ports }: { summary: StatusSummary; ports: PortLinks }) {
  const items = [
    ...summary.suspensions.filter((s) => s.cancels > 0).map(({ suspension: s, cancels }) => (
      <li key={s.id}><a href={suspensionHref(s, ports)} className={textLink}>{suspensionTitle(s)}: {cancels} sailing{cancels === 1 ? '' : 's'} cancelled</a></li>
    )),
    ...summary.changes.map((s) => (
      <li key={`${s.route} ${s.date} ${s.dep}`} data-state={s.state}>
        <a href={scheduleHref({ from: s.from, to: s.to }, s.route)} className={textLink}>{changeText(s, ports)}</a>
      </li>
    )),
  ];
  return items.length > 0 ? <ul className="mt-1 list-disc space-y-1 pl-5" data-testid="status-changes">{items}</ul> : null;
}

export function StatusBannerBody({ file, now, ports }: { file: StatusFile; now: Date; ports: PortLinks | null }) {
  const summary = statusSummary(file, now);
  const count = summary.cancelled + summary.delayed;
  if (summary.suspensions.length === 0 && count === 0) return null;
  return (
    <section aria-label="Sailing status" className="mx-auto max-w-6xl px-4 pt-4">
      <div role="status" aria-live="polite" data-testid="status-banner"
        className={`space-y-2 rounded-md border-l-4 px-4 py-3 ${summary.cancelled > 0 || summary.suspensions.length > 0 ? 'border-red-700 bg-red-50 text-red-950' : 'border-amber-600 bg-amber-50 text-amber-950'}`}>
        {/* In full where decisions start; elsewhere what and when (the page's own changes, or /schedules, say why). */}
        {summary.suspensions.map(({ suspension: s }) => (ports
          ? <SuspensionNotice key={s.id} suspension={s} now={now} />
          : <p key={s.id} data-testid="suspension"><strong>{suspensionTitle(s)} {suspensionWindow(s, now)}.</strong></p>))}
        {count > 0 ? (
          <div>
            <p className="font-semibold" data-testid="status-summary">{summaryLine(summary)}{ports ? ':' : '.'}</p>
            {ports ? <Changes summary={summary} ports={ports} /> : <p><a href="/schedules" className={textLink}>See each change on the schedules page</a></p>}
          </div>
        ) : null}
      </div>
    </section>
  );
}
