/**
 * A horizontally scrollable box for a wide table, so a 375px phone scrolls the table, never the page.
 * tabindex=0 lets keyboard users scroll it (axe: scrollable-region-focusable); role=region + a label tells
 * screen-reader users what they are in. On narrow screens a one-line hint says the table scrolls (sighted users
 * only: assistive tech reads the table cell by cell anyway).
 */
import type { ReactNode } from 'react';
import { focusRing } from './ui';

export function ScrollRegion({ label, children, columns }: { label: string; children: ReactNode; columns?: number }) {
  return (
    <>
      {columns && columns > 2 ? (
        <p aria-hidden="true" className="mb-1 text-xs text-slate-700 md:hidden print:hidden">
          Swipe the table sideways to see all {columns} columns.
        </p>
      ) : null}
      <div role="region" aria-label={label} tabIndex={0} data-scroll-region="" className={`max-w-full overflow-x-auto rounded-lg border border-slate-200 ${focusRing}`}>
        {children}
      </div>
    </>
  );
}
