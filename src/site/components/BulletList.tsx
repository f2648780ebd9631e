import type { ReactNode } from 'react';

/** A plain bulleted list of data-sourced sentences (tips, info boxes), rendered as text or as sentences with facts. */
export function BulletList({ items, className = '' }: { items: readonly (string | ReactNode)[]; className?: string }) {
  return (
    <ul className={`list-disc space-y-1.5 pl-6 text-slate-800 ${className}`.trim()}>
      {items.map((item, i) => <li key={typeof item === 'string' ? item : i}>{item}</li>)}
    </ul>
  );
}
