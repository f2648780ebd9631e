/** Small shapes the display components share, derived from the schema so they cannot drift. */
import type { SiteData } from '../../schema/collections';

export type Image = SiteData['logo'];
/** The customer phone (data/site.yaml): shown and dialled. */
export type Phone = SiteData['phone'];
/**
 * What a page needs to say where and when to book: the phone, and the lead time (graph/lead-time.ts
 * MIN_LEAD_DAYS), handed over as page data so the schedule pages do not load the booking panel's date module.
 */
export interface BookingInfo { phone: Phone; leadDays: number }

/**
 * What a page needs to know about a port: its name ("Culasi Port"), the one label every filter, table and heading
 * shows ("Culasi Port (Roxas)", src/graph/port-label.ts), the destination page it has (if any) and the place name
 * a Book Tickets link prefills ("Roxas City": a suggestion-list name the booking host knows, see placeNameForPort).
 */
interface PortRef { name: string; label: string; destination: string | null; book: string | null }
export type PortIndex = Record<string, PortRef>;

/** Icon names the data may use (the schema's list; Icon.tsx draws the same set). */
export type IconName = (typeof import('../../schema/fields').ICONS)[number];
