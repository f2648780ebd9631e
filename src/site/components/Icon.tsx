/**
 * Inline SVG icons: one name per entry of ICONS (src/schema/fields.ts, the names data may use) plus the few the
 * shell needs (menu, social links). Simple 24×24 strokes in currentColor; always decorative (aria-hidden), so the
 * text beside an icon carries the meaning. Inline, so no request and no layout shift.
 */
import type { ReactElement } from 'react';
import type { ICONS } from '../../schema/fields';

type DataIconName = (typeof ICONS)[number];
type ShellIconName =
  | 'menu' | 'close' | 'chevron-down' | 'chevron-right' | 'arrow-left' | 'external' | 'mail' | 'alert'
  | 'facebook' | 'x' | 'instagram' | 'youtube';
export type IconName = DataIconName | ShellIconName;

const PATHS: Record<IconName, ReactElement> = {
  anchor: <><circle cx="12" cy="5" r="2.5" /><path d="M12 7.5V21M8 11h8M4 13a8 8 0 0 0 16 0" /></>,
  ship: <><path d="M3 17l1.5 3.5h15L21 17H3z" /><path d="M5 17l1-6h12l1 6M9 11V7h6v4M12 7V4" /></>,
  ticket: <><path d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3v2z" /><path d="M14 6v12" strokeDasharray="2 2" /></>,
  calendar: <><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4" /></>,
  clock: <><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></>,
  'map-pin': <><path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" /></>,
  sun: <><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></>,
  umbrella: <><path d="M3 12a9 9 0 0 1 18 0H3z" /><path d="M12 12v7a2 2 0 0 1-4 0M12 3v0" /></>,
  waves: <path d="M2 8c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2M2 14c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2M2 20c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2" />,
  fish: <><path d="M3 12c3-5 10-6 14-2l4-3v10l-4-3c-4 4-11 3-14-2z" /><circle cx="8" cy="11" r=".8" /></>,
  mountain: <path d="M2 20l7-12 4 6 3-4 6 10H2z" />,
  church: <><path d="M12 2v4M10 4h4M6 21V11l6-5 6 5v10M3 21h18" /><path d="M10 21v-4a2 2 0 0 1 4 0v4" /></>,
  landmark: <path d="M3 21h18M5 18h14M6 18v-7M10 18v-7M14 18v-7M18 18v-7M3 9l9-6 9 6H3z" />,
  camera: <><path d="M3 8a2 2 0 0 1 2-2h2l2-2h6l2 2h2a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8z" /><circle cx="12" cy="13" r="3.5" /></>,
  utensils: <path d="M6 3v7a2 2 0 0 0 4 0V3M8 10v11M17 3c-2 1-3 4-3 7h3v11" />,
  'shopping-bag': <><path d="M5 7h14l-1 14H6L5 7z" /><path d="M9 10V6a3 3 0 0 1 6 0v4" /></>,
  tree: <><path d="M12 3l6 8h-3l4 6H5l4-6H6l6-8z" /><path d="M12 17v4" /></>,
  shield: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z" />,
  heart: <path d="M12 20s-8-4.7-8-10.2A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.8C20 15.3 12 20 12 20z" />,
  wallet: <><rect x="3" y="6" width="18" height="14" rx="2" /><path d="M3 10h18M16 15h2M6 6l9-3 1 3" /></>,
  backpack: <><path d="M6 9a6 6 0 0 1 12 0v11a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V9z" /><path d="M9 3.5V5M15 3.5V5M9 14h6v4H9z" /></>,
  info: <><circle cx="12" cy="12" r="9" /><path d="M12 11v6M12 7.5v.5" /></>,
  phone: <path d="M5 3h3l2 5-2.5 1.5a11 11 0 0 0 7 7L16 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />,
  star: <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3z" />,
  compass: <><circle cx="12" cy="12" r="9" /><path d="M15.5 8.5l-2 5-5 2 2-5 5-2z" /></>,
  island: <><path d="M2 20c3-2 6-3 10-3s7 1 10 3" /><path d="M12 17V9M12 9c-1-3-4-4-7-3M12 9c1-3 4-4 7-3M12 9c-2 0-4 1-5 3M12 9c2 0 4 1 5 3" /></>,
  building: <><rect x="5" y="3" width="14" height="18" rx="1" /><path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M11 21v-3h2v3" /></>,
  users: <><circle cx="9" cy="8" r="3.5" /><path d="M2 20c0-3.5 3-6 7-6s7 2.5 7 6M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2.5.5 4 2.8 4 6" /></>,
  tag: <><path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9z" /><circle cx="7.5" cy="7.5" r="1.2" /></>,
  route: <><circle cx="6" cy="19" r="2.5" /><circle cx="18" cy="5" r="2.5" /><path d="M8.5 19H16a3.5 3.5 0 0 0 0-7H8a3.5 3.5 0 0 1 0-7h7.5" /></>,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  'chevron-right': <path d="M9 6l6 6-6 6" />,
  'arrow-left': <path d="M19 12H5M11 6l-6 6 6 6" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  mail: <><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 7l9 6 9-6" /></>,
  alert: <><path d="M12 3l10 18H2L12 3z" /><path d="M12 10v5M12 18v.5" /></>,
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z" />,
  x: <path d="M4 4l16 16M20 4L4 20" />,
  instagram: <><rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><path d="M17.5 6.5v.5" /></>,
  youtube: <><rect x="2" y="5" width="20" height="14" rx="4" /><path d="M10 9l5 3-5 3V9z" /></>,
};

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {PATHS[name]}
    </svg>
  );
}

/** An icon on a sky disc, as the cards and feature lists show it: `md` 44 px (cards), `lg` 56 px (features). */
export function IconDisc({ name, size = 'md' }: { name: IconName; size?: 'md' | 'lg' }) {
  const [disc, icon] = size === 'lg' ? ['h-14 w-14', 'h-7 w-7'] : ['h-11 w-11', 'h-6 w-6'];
  return (
    <span className={`flex ${disc} shrink-0 items-center justify-center rounded-full bg-sky-100 text-sky-800`}>
      <Icon name={name} className={icon} />
    </span>
  );
}
