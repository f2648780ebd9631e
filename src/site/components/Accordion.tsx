/**
 * Disclosure widgets where at most one item of a group is open (the spec's FAQ sections and news cards), with no
 * script: each item is a native <details> and the items of a group share its `name`, so the browser closes the open
 * one when another opens (an exclusive accordion). The summary is the control — a button to assistive tech that
 * says whether it is expanded, reached with Tab, toggled with Enter or Space — and works the same before, after
 * and without the page's scripts. The answers are in the HTML, so find-in-page and search engines
 * read them.
 */
import type { ReactNode } from 'react';
import { focusRing } from './ui';

export interface AccordionItem { id: string; title: string; content: ReactNode }

/** A list of question/answer disclosures; `group` names the set of which one item is open at a time. */
export function Accordion({ items, group }: { items: readonly AccordionItem[]; group: string }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.id} id={item.id} name={group}>
          <summary className={`flex min-h-11 w-full items-center justify-between gap-4 px-4 py-3 text-left hover:bg-slate-50 ${focusRing}`}>
            <h3 className="m-0 min-w-0 text-base font-semibold text-slate-900">{item.title}</h3>
            <span aria-hidden="true" className="turns shrink-0 text-sky-800">▾</span>
          </summary>
          <div className="px-4 pb-4 text-slate-800">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
