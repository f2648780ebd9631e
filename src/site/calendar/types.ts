/**
 * What a page hands to the calendar export (types only, so the page's own chunk carries none of the export's code).
 * The page builds CalendarInfo at build time (select.server.ts › calendarInfo) from site.yaml and policies.yaml.
 */
import type { SailingStatus } from '../../graph/types';
import type { Journey } from '../../query/connections';
import type { Sailing } from '../../query/next-sailings';

export interface CalendarInfo {
  /** The brand, for PRODID. */
  brand: string;
  /** The site's host: every UID ends with "@{host}", so two sites never share one. */
  host: string;
  /** The page the events link back to (absolute). */
  url: string;
  /** Check-in closes this long before a sailing, and the policy's words (the event says when); null when the data has none. */
  checkIn: PortAdvice | null;
  /**
   * When to be at the port a sailing leaves from (policies.yaml: a port's own `arrival_time_<port id>`, else the
   * general `arrival_time`): the reminder fires this long before departure — the advice's longest figure, "2-3
   * hours" → 3 h, so a traveller who leaves then arrives within it — and its words are in the note.
   */
  arriveBy: { general: PortAdvice | null; ports: Readonly<Record<string, PortAdvice>> };
  /** Every port, as events name it. */
  places: CalendarPlaces;
  /** Route id → where its road or bus leg starts when not at its port (the event's location). */
  startsAt: Readonly<Record<string, string>>;
}

/** A policy's figure as minutes before departure, and its words. */
export interface PortAdvice { minutesBefore: number; text: string }

/** A port as the export names it: the port ("Manila North Harbor") and the town travellers know ("Manila"). */
interface CalendarPlace { name: string; place: string }
export type CalendarPlaces = Readonly<Record<string, CalendarPlace>>;

/**
 * One sailing from a timetable's "Next sailing" line, or a planned journey (one event per leg), with the status of
 * the dated sailing (/status.json) when one is announced: a sailing's own, a journey's per leg.
 */
export type CalendarSubject =
  | { kind: 'sailing'; sailing: Sailing & { status?: SailingStatus | null } }
  | { kind: 'journey'; journey: Journey; legStatus?: readonly (SailingStatus | null)[] };
