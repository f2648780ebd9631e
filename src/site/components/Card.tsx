/** The white rounded box every card on the site uses. `as` picks the element (article for standalone content). */
import type { ReactNode } from 'react';

export function Card({
  as: Tag = 'div', className = '', children, id, labelledBy,
}: {
  as?: 'div' | 'article' | 'section' | 'li';
  className?: string;
  children: ReactNode;
  id?: string;
  labelledBy?: string;
}) {
  return (
    <Tag id={id} aria-labelledby={labelledBy} className={`flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${className}`.trim()}>
      {children}
    </Tag>
  );
}
