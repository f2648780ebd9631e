/**
 * The normalised graph written to generated/graph.json and read by pages and the query engine.
 * Content collections keep their schema-derived shape; timetables are expanded into rows (as the
 * sources state them, for display) and trips (one per weekday, for queries), with durations derived.
 */
import type {
  AdvisoriesData, CabinsData, DestinationData, FaresData, NewsData, PagesData, PoliciesData, PortsData,
  RoutesData, SchedulesData, SiteData, TravelTipsData,
} from '../schema/collections';
import type { Weekday } from '../schema/fields';

export type { Weekday };
export interface PesoRange { min: number; max: number }
export interface MinuteRange { min: number; max: number }

export type Port = PortsData['ports'][number] & {
  /** Ids of timetables that start or end here, sorted. */
  timetables: string[];
  /** Slug of the destination page for this port, if any. */
  destination: string | null;
  /** The one name pages show: the port's name with its town, "Culasi Port (Roxas)" (port-label.ts). */
  label: string;
};

export interface Place { name: string; port: string | null }

export interface TimetableRow {
  days: 'Daily' | Weekday[];
  /** "HH:MM" PST, or null when the source gives no time ("several departures daily"). */
  dep: string | null;
  /** The stated arrival, as an offset in days from the departure day and a time. */
  arr: { dayOffset: number; time: string } | null;
  /** Derived from dep and arr when both are stated (min = max); otherwise the stated travel time. */
  durationMinutes: MinuteRange;
  durationDerived: boolean;
  fare: PesoRange | null;
  /** A row with no departure time: the stated hours departures leave in ("05:00"–"18:00"), or null when unknown. */
  hours: { from: string; to: string } | null;
}

export interface Trip {
  /** Opaque and stable across builds: compare it, never parse it (the row is `row`). */
  id: string;
  timetableId: string;
  /** The timetable row (index into `Timetable.rows`) this trip comes from. */
  row: number;
  from: string;
  to: string;
  mode: 'ferry' | 'road' | 'bus-and-ferry';
  depDay: Weekday;
  /** Minute of the day (PST) or null when the source gives no departure time. */
  depMinute: number | null;
  /** Minutes since Monday 00:00 PST, or null with depMinute. */
  depMinuteOfWeek: number | null;
  durationMinutes: MinuteRange;
  /** true when the arrival is stated (duration derived); false when estimated from a stated travel time. */
  arrivalStated: boolean;
  fare: PesoRange | null;
  /**
   * An untimed trip (depMinute null) leaves any time in this window, minutes of its day from first to last
   * departure (the row's `hours`); null when the hours are not stated, or the trip has a departure time.
   */
  window: MinuteRange | null;
}

/** What the query engine needs of a timetable: its id, its two ports and how it travels. */
export type TimetableRef = Pick<Timetable, 'id' | 'from' | 'to' | 'mode'>;

export interface Timetable {
  id: string;
  from: string;
  to: string;
  mode: 'ferry' | 'road' | 'bus-and-ferry';
  name: string;
  source: string;
  /** data/timetables/… file the timetable comes from (for maintainers). */
  file: string;
  fare: PesoRange | null;
  statedDuration: MinuteRange | null;
  note: string | null;
  rows: TimetableRow[];
  trips: Trip[];
}

export type Destination = DestinationData;
/** readTime ("2 min read") is derived from the words the item's page shows (./reading-time.ts), never typed. */
export type NewsItem = NewsData['items'][number] & { readTime: string };
export type Policy = PoliciesData['policies'][number];
export type Advisory = AdvisoriesData['advisories'][number];

export interface FaqItem { q: string; a: string; policy: string | null }
export interface Faq { sections: { title: string; items: FaqItem[] }[] }
export interface TravelTips {
  categories: { title: string; icon: TravelTipsData['categories'][number]['icon']; tips: string[] }[];
  emergency: TravelTipsData['emergency'];
}

export interface Graph {
  site: SiteData;
  pages: PagesData;
  places: Place[];
  /** Sorted by id. */
  ports: Port[];
  /** Sorted by id. */
  timetables: Timetable[];
  schedules: SchedulesData;
  routes: RoutesData;
  fares: FaresData;
  cabins: CabinsData['cabins'];
  /** In the order of SPEC §2's list. */
  destinations: Destination[];
  /** Newest first. */
  news: NewsItem[];
  faq: Faq;
  travelTips: TravelTips;
  policies: Policy[];
  advisories: Advisory[];
}
