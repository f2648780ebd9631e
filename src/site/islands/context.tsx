/**
 * What an island reads from the page rather than from its props, the same way in every render:
 *
 * - `ClientStart`: the clock and the address at the moment the browser renders an island (islands/mount.tsx reads
 *   both once, at the edge). While pre-rendering, and while an island hydrates, there is none (null): the hooks then
 *   start from null and read the browser after mounting, so the server HTML and the first client render match. An island rendered over its HTML (mount.tsx, the default) starts from the real values and
 *   never paints a "not yet known" frame over what the page already shows (the filtered /schedules of first-paint.ts);
 *   a hydrated island (the booking panel, the planner) gets none, so its first render is the HTML's.
 * - `SiteAdvisories`: every advisory of the site; whether one is in force is decided in the browser. With the
 *   operator's phone (components/site-phone.ts) and the build date (`SitePublished`) it is what every island may
 *   need from the layout: the layout writes them once per page (`#site-data`, a JSON block, SiteDataBlock) instead
 *   of into each island's props, and mount.tsx provides them.
 */
import { createContext, useContext } from 'react';
import type { Advisory } from '../../graph/types';
import { serializeJsonLd } from '../../escape/json-ld';
import { SITE_DATA_ID, type SiteData } from './site-data';

export interface ClientStart {
  now: Date;
  /** location.search, with its "?". */
  search: string;
}

export const ClientStartContext = createContext<ClientStart | null>(null);

export function useClientStart(): ClientStart | null {
  return useContext(ClientStartContext);
}

/**
 * Whether Preact is hydrating an island at this moment (mount.tsx, around its synchronous `hydrate`): HydrateLater
 * reads it once per instance, so only an island's hydration is split; the server render and the dev app's React
 * hydration never see it set. Here, not in mount.tsx, because both already share this module's chunk.
 */
let hydratingIsland = false;

export function isHydratingIsland(): boolean {
  return hydratingIsland;
}

export function whileHydrating(hydrate: () => void): void {
  hydratingIsland = true;
  try {
    hydrate();
  } finally {
    hydratingIsland = false;
  }
}

export const SiteAdvisoriesContext = createContext<readonly Advisory[]>([]);

/** Every advisory of the site (in force or not: see src/advisories/active.ts). */
export function useSiteAdvisories(): readonly Advisory[] {
  return useContext(SiteAdvisoriesContext);
}

/** The build date as pages word it ("November 23, 2026"): how old the timetables are (StatusAsOf says it when
 * the status may be out of date). */
export const SitePublishedContext = createContext<string | undefined>(undefined);

/** The block itself, in the layout. JSON inside <script>: `<` is escaped, so data text cannot close the element. */
export function SiteDataBlock({ data }: { data: SiteData }) {
  return <script type="application/json" id={SITE_DATA_ID} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
