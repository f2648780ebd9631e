/** What a page shows the status of its dated sailings with (view.ts builds it; kit.tsx holds its code). Types only. */
import type { ComponentType } from 'react';
import type { SailingStatus, Suspension } from '../../graph/types';
import type { LiveSailing, SailingSource } from '../../status/live';
import type { StatusLookup } from '../../status/lookup';
import type { CalendarInfo } from '../calendar/types';

export interface StatusView {
  /** The statuses of the page's own sailings. */
  lookup: StatusLookup;
  /** The page's dated sailings with their status (a cancelled one marked, a delayed one moved). */
  source: SailingSource;
  /** The announced changes to these routes' sailings (all when null) that have not left at `now`. */
  changes(routes: ReadonlySet<string> | null, now: Date): LiveSailing[];
  /** The suspensions over these routes (all the page's when null) that have not ended at `now`. */
  suspensions(routes: ReadonlySet<string> | null, now: Date): Suspension[];
  Badge: ComponentType<{ status: SailingStatus }>;
  Detail: ComponentType<{ status: SailingStatus; times?: boolean }>;
  /** A dated sailing's departure in words; a delayed one with both times (departure.ts). */
  when(sailing: LiveSailing, now: Date): string;
  Changes: ComponentType<{ sailings: readonly LiveSailing[]; calendar?: CalendarInfo; now: Date; routeName?: (s: LiveSailing) => string }>;
  Suspensions: ComponentType<{ suspensions: readonly Suspension[] }>;
}
