/**
 * The box around a table. Tables with class `stack-table` become one card per row below 640 px (styles.css), so
 * on a phone nothing should overflow; the box still scrolls rather than the page if some content is wider than
 * the screen (a long unbroken word). tabindex=0 lets keyboard users scroll it (axe: scrollable-region-focusable);
 * role=region + a label tells screen-reader users what they are in.
 */
import type { ReactNode } from 'react';
import { focusRing } from './ui';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} data-scroll-region="" className={`max-w-full overflow-x-auto rounded-lg border border-slate-200 ${focusRing}`}>
      {children}
    </div>
  );
}
