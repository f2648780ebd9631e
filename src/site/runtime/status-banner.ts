/**
 * Fills the status banner's frame (site/status/StatusBanner.tsx) from /status.json, in plain DOM: a content page
 * stays within its budget with a status announced. Its words are the pipeline's (Suspension.text) and the summary's
 * (src/status/summary.ts); everything from the file is set as text. Loaded by runtime/status-check.ts once the file
 * announces something.
 */
import { destinationPath, scheduleHref } from '../../vocabulary/pages';
import type { Suspension } from '../../graph/types';
import type { StatusFile } from '../../status/file';
import { countWords, statusSummary, summaryLine } from '../../status/summary';
import { delayText, reasonText, sailingText } from '../../status/words';
import type { PortLinks } from '../status/StatusBanner';

const LINK = 'font-semibold text-red-950 underline underline-offset-2';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text = '', className = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** A list item or paragraph holding one link. */
function linked(tag: 'li' | 'p', href: string, text: string): HTMLElement {
  const a = element('a', text, LINK);
  a.href = href;
  const holder = element(tag);
  holder.append(a);
  return holder;
}

/** Where a suspension's sailings are listed: its port's own page, else /schedules (filtered to the port or route). */
function suspensionHref(s: Suspension, ports: PortLinks): string {
  if (s.scope === 'routes') return scheduleHref({}, s.ids[0]);
  const page = s.ids.length === 1 ? ports[s.ids[0]!]?.page : null;
  return page ? destinationPath(page) : scheduleHref({ from: s.ids.length === 1 ? s.ids[0] : undefined });
}

/** Shows what the file announces at `now` in the banner `section`, or hides it when there is nothing (or no file). */
export function showStatus(section: HTMLElement, file: Pick<StatusFile, 'sailings' | 'suspensions'> | null, now: Date): void {
  const box = section.firstElementChild as HTMLElement;
  const summary = file ? statusSummary(file, now) : null;
  if (!summary || (summary.suspensions.length === 0 && summary.cancelled + summary.delayed === 0)) {
    section.hidden = true;
    box.replaceChildren();
    return;
  }
  const ports = section.dataset.ports ? (JSON.parse(section.dataset.ports) as PortLinks) : null;
  const parts: HTMLElement[] = summary.suspensions.map(({ suspension: { text } }) => {
    const p = element('p');
    p.dataset.testid = 'suspension';
    p.append(element('strong', `${text.title} ${text.window}.`), ...(ports ? [` ${text.detail}`] : []));
    return p;
  });
  if (summary.cancelled + summary.delayed > 0) {
    const line = element('p', `${summaryLine(summary)}${ports ? ':' : '.'}`, 'font-semibold');
    line.dataset.testid = 'status-summary';
    parts.push(line);
    if (ports) {
      const label = (id: string) => ports[id]?.label ?? id;
      const list = element('ul', '', 'list-disc space-y-1 pl-5');
      list.dataset.testid = 'status-changes';
      for (const { suspension: s, cancels } of summary.suspensions) {
        if (cancels > 0) list.append(linked('li', suspensionHref(s, ports), `${s.text.title}: ${countWords({ cancelled: cancels, delayed: 0 })}`));
      }
      for (const s of summary.changes) {
        const route = `${label(s.from)} → ${label(s.to)}`;
        const reason = reasonText(s);
        // A delay with both times; a cancellation with its day, time and why.
        const text = s.state === 'delayed' && delayText(s) ? `${route}: delayed, ${delayText(s)}` : `${route}, ${sailingText(s)}: ${s.state}${reason ? ` (${reason})` : ''}`;
        list.append(linked('li', scheduleHref({ from: s.from, to: s.to }, s.route), text));
      }
      parts.push(list);
    } else {
      parts.push(linked('p', '/schedules', 'See each change on the schedules page'));
    }
  }
  box.dataset.tone = summary.cancelled > 0 || summary.suspensions.length > 0 ? 'cancel' : 'delay';
  box.replaceChildren(...parts);
  section.hidden = false;
}
