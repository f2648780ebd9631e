/**
 * The graph while the data check builds it (it may be incomplete while files fail), the timetables as written
 * beside what they became, and the side table of where each entity is defined (for the checks' notices; never
 * written to graph.json).
 */
import type { Destination, Faq, Graph, Policy, Port, Provenance, Route, TravelTips } from '../graph/types';
import type { FaresData, PagesData, RoutesData, SchedulesData, SiteData, TimetableFile } from '../schema/collections';
import type { Loc } from './location';

/** The graph while it may be incomplete: a singleton is null when its file is missing or invalid. */
export interface DraftGraph extends Omit<Graph, 'site' | 'pages' | 'schedules' | 'routeCards' | 'fares' | 'faq' | 'travelTips'> {
  site: SiteData | null;
  pages: PagesData | null;
  schedules: SchedulesData | null;
  routeCards: RoutesData | null;
  fares: FaresData | null;
  faq: Faq | null;
  travelTips: TravelTips | null;
}

export type RawTimetable = TimetableFile['timetables'][number];
export type RawRow = RawTimetable['trips'][number];

/** One source timetable as written (a statement about its route), with where it is. */
export interface TimetableEntry {
  file: string;
  /** Index in the file's `timetables` list. */
  index: number;
  raw: RawTimetable;
  /** The timetable's own source, or its file's. */
  source: string;
}

/** What the checks look things up in: the source timetables as written, the routes they merge into, the ports and policies. */
export interface SourceIndex {
  ports: Map<string, Port>;
  /** Source timetables by id (the first of a duplicated id). */
  timetables: Map<string, TimetableEntry>;
  /** The graph's routes (one merged timetable each) by route id. */
  routes: Map<string, Route>;
  /** Source timetable id → its route's id. */
  routeOf: Map<string, string>;
  /** Route ids two routes would share (route-facts.ts). */
  routeCollisions: { id: string; keys: string[] }[];
  /** Where each route's provenance entry is stated (route-facts.ts `where`). */
  provenance: Map<Provenance, Loc>;
  /** Every timetable entry in file order (duplicates included). */
  entries: TimetableEntry[];
  /** Timetable entries by `from>to`. */
  byRoute: Map<string, TimetableEntry[]>;
  policies: Map<string, Policy>;
  destinations: Map<string, Destination>;
  /** Where each entity is first defined. */
  where: {
    ports: Map<string, Loc>;
    timetables: Map<string, Loc>;
    destinations: Map<string, Loc>;
    policies: Map<string, Loc>;
  };
}
