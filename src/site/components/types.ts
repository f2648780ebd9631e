/** Small shapes the display components share, derived from the schema so they cannot drift. */
import type { SiteData } from '../../schema/collections';

export type Image = SiteData['logo'];
export type LinkData = SiteData['nav'][number];

/**
 * What a table needs to know about a port: its name ("Manila North Harbor"), the place travellers call it by (the
 * destination's name, else the city: "Manila"), and the destination page it has (if any).
 */
export interface PortRef { name: string; place: string; destination: string | null }
export type PortIndex = Record<string, PortRef>;

/** Icon names the data may use (the schema's list; Icon.tsx draws the same set). */
export type IconName = (typeof import('../../schema/fields').ICONS)[number];
