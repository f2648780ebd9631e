/**
 * A titled box with a list (closing notes, information boxes, guidelines, emergency procedures).
 * `tone` only changes colours; the heading is an h2, a section of the page's outline.
 */
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import type { IconName } from './types';
import { BulletList } from './BulletList';

const TONES = {
  info: 'border-sky-200 bg-sky-50',
  warning: 'border-amber-300 bg-amber-50',
  danger: 'border-red-300 bg-red-50',
} as const;

export function InfoBox({
  title, items, tone = 'info', icon = 'info', id, className = '', children,
}: {
  title: string;
  /** The list; without it, the box holds only its children (a list of its own). */
  items?: readonly string[];
  tone?: keyof typeof TONES;
  icon?: IconName;
  id?: string;
  /** Spacing from what comes before ("mt-14"). */
  className?: string;
  children?: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`rounded-xl border p-5 sm:p-6 ${TONES[tone]} ${className}`.trim()}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon name={icon} className="h-5 w-5 shrink-0 text-sky-800" />
        <span className="min-w-0">{title}</span>
      </h2>
      {items ? <BulletList items={items} className="mt-3" /> : null}
      {children}
    </section>
  );
}
