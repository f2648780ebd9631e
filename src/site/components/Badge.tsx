/** A small label (frequency, tier, news category, "+1 day"). Tints are -100 with -900 text: about 10:1 contrast. */
import type { ReactNode } from 'react';

const BADGE_COLOURS = {
  blue: 'bg-blue-100 text-blue-900',
  green: 'bg-green-100 text-green-900',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-900',
  purple: 'bg-purple-100 text-purple-900',
  teal: 'bg-teal-100 text-teal-900',
  slate: 'bg-slate-100 text-slate-900',
  sky: 'bg-sky-100 text-sky-900',
} as const;
export type BadgeColour = keyof typeof BADGE_COLOURS;

export function Badge({ colour = 'sky', children, className = '' }: { colour?: BadgeColour; children: ReactNode; className?: string }) {
  return (
    <span className={`inline-flex max-w-full flex-wrap items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_COLOURS[colour]} ${className}`.trim()}>
      {children}
    </span>
  );
}
