/**
 * Disclosure widgets where at most one item of a group is open (SPEC §4: FAQ per section, news cards).
 * The state is "which id is open", so opening another item closes the first by construction.
 * Panels are in the pre-rendered HTML (hidden), so the text is indexable and find-in-page works after hydration.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { focusRing } from './ui';

/** [open id, toggle(id)]: toggling the open id closes it; toggling another replaces it. */
export function useSingleOpen(initial: string | null = null): [string | null, (id: string) => void] {
  const [open, setOpen] = useState<string | null>(initial);
  const toggle = useCallback((id: string) => setOpen((current) => (current === id ? null : id)), []);
  return [open, toggle];
}

export interface AccordionItem { id: string; title: string; content: ReactNode }

/**
 * A list of question/answer disclosures. Each heading holds a real button with aria-expanded/aria-controls
 * (the APG accordion pattern), so Tab reaches every question and Enter/Space toggles it.
 */
export function Accordion({ items, headingLevel = 3 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const [open, toggle] = useSingleOpen();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => {
        const expanded = open === item.id;
        const panelId = `${item.id}-panel`;
        const buttonId = `${item.id}-button`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className={`flex min-h-11 w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50 ${focusRing}`}
              >
                <span>{item.title}</span>
                <span aria-hidden="true" className={`shrink-0 text-sky-800 transition-transform ${expanded ? 'rotate-180' : ''}`}>▾</span>
              </button>
            </Heading>
            <div id={panelId} hidden={!expanded} className="px-4 pb-4 text-slate-800">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
