/**
 * The normalised graph written to generated/graph.json and read by pages and the query engine.
 * Content collections keep their schema-derived shape; timetables are expanded into rows (as the
 * sources state them, for display) and trips (one per weekday, for queries), with durations derived.
 */
import type {
  AdvisoriesData, CabinsData, DestinationData, FaresData, NewsData, PagesData, PoliciesData, PortsData,
  RoutesData, SchedulesData, SiteData, StatusData, TravelTipsData,
} from '../schema/collections';
import type { Weekday } from '../schema/fields';
import type { Mode } from '../vocabulary';

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

/**
 * Facts, not copies (docs/architecture.md). The sources state a route's fare, days and travel time on several pages;
 * the graph holds one record per fact and every page renders it. A figure is the one value the statements agree on
 * (after resolved decisions), or — when they differ and a decision accepted both — every value they publish, in a fixed
 * order, shown together in one disputed form everywhere (src/site/components/Fact.tsx). `statements` are decision names
 * (src/pipeline/decisions/names.ts): `timetable:manila-cebu-overview`, `fare-list:Manila Routes`,
 * `times:batangas-roxas`.
 */
export interface FigureOption<T> { value: T; statements: string[] }
/**
 * What of a route is not confirmed, in the order every page names it: its sources differ on its sailings, its fare or
 * its travel time, or a sailing leaves at one of several times ("11 AM or 5:30 PM": `departure`).
 */
export type UnconfirmedKind = 'sailings' | 'fare' | 'time' | 'departure';
export type Figure<T> =
  | { disputed: false; value: T; statements: string[] }
  | { disputed: true; options: FigureOption<T>[] };

/** Where the data states something about a fact: its decision name, the spec page it copies, and file:line. */
export interface Provenance { statement: string; source: string; at: string }

export interface RouteRow {
  /** In week order (Monday first); "Daily" when all seven. */
  days: 'Daily' | Weekday[];
  /** Minutes after Manila midnight, or null when the source gives no time ("several departures daily"). */
  dep: number | null;
  /**
   * One sailing at one of several times ("11 AM or 5:30 PM", which on which day not stated): every time, earliest
   * first (`dep` is the first). Null for a sailing at one time. Pages show the sailing once with every time, marked
   * unconfirmed; the GTFS feed leaves it out.
   */
  depOptions: number[] | null;
  /** The stated arrival, as an offset in days from the departure day and minutes after that day's midnight. */
  arr: { dayOffset: number; minute: number } | null;
  /** Derived from dep and arr when both are stated (min = max); otherwise the stated travel time. */
  durationMinutes: MinuteRange;
  durationDerived: boolean;
  /** The row's own fare when its source states one for this row alone; otherwise the route's fare applies. */
  fare: PesoRange | null;
  /** A row with no departure time: the stated hours departures leave in, first to last (minutes), or null when unknown. */
  hours: MinuteRange | null;
  /** Ids of the source timetables (data/timetables/) that state this sailing. */
  sources: string[];
  /**
   * false when the route's sources disagree on its sailings and this one is not stated by all of them: a page
   * shows it marked unconfirmed, the planner offers it said so, the GTFS feed leaves it out.
   */
  confirmed: boolean;
}

export interface Trip {
  /** Opaque and stable across builds: compare it, never parse it (the row is `row`). */
  id: string;
  routeId: string;
  /** The timetable row (index into `Route.rows`) this trip comes from. */
  row: number;
  from: string;
  to: string;
  mode: Mode;
  depDay: Weekday;
  /** Minute of the day (PST) or null when the source gives no departure time. */
  depMinute: number | null;
  /** Minutes since Monday 00:00 PST, or null with depMinute. */
  depMinuteOfWeek: number | null;
  /**
   * As its row's `depOptions`, in minutes of the day: the sailing leaves at one of them (`depMinute` is the first).
   * Queries count from the first (be at the port by then) to the last plus the travel time (graph/departure-options.ts).
   */
  depOptions: number[] | null;
  durationMinutes: MinuteRange;
  /** true when the arrival is stated (duration derived); false when estimated from a stated travel time. */
  arrivalStated: boolean;
  /** The row's own fare, else the route's when it is one figure; null when none is stated or the route's is disputed. */
  fare: PesoRange | null;
  /** As its row's `confirmed`. */
  confirmed: boolean;
  /**
   * An untimed trip (depMinute null) leaves any time in this window, minutes of its day from first to last
   * departure (the row's `hours`); null when the hours are not stated, or the trip has a departure time.
   */
  window: MinuteRange | null;
}

/** What the query engine needs of a timetable: its id, its two ports and how it travels. */
export type RouteRef = Pick<Route, 'id' | 'from' | 'to' | 'mode'> & {
  /** Where a road or bus leg starts when not at its `from` port (Route.departsFrom): set only then. */
  departsFrom?: string;
  /** The trip across town to `departsFrom` from the port (Route.crossTown): set only when the data gives it. */
  crossTown?: MinuteRange;
};

/**
 * A route's one timetable: one per direction and mode (`manila-cebu`, `manila-batangas-road`), merged from every
 * statement the data makes about it — the timetables of each source page that lists it, the /tickets fare list —
 * by src/pipeline/route-facts.ts. Pages, the planner, structured data, the GTFS feed and calendar files read these,
 * never a source's copy.
 */
export interface Route {
  /** The route id: `${from}-${to}`, with `-${mode}` for road and bus-and-ferry legs (graph/keys.ts routeId). */
  id: string;
  from: string;
  to: string;
  mode: Mode;
  name: string;
  /** The route's fare over all its sailings; null when no source states one. */
  fare: Figure<PesoRange> | null;
  /** Door-to-door time of its sailings (span of the rows' durations); null when no sailing is published. */
  travelTime: Figure<MinuteRange> | null;
  /** Some source states a fare for the route but none its sailing days or times (Odiongan → Caticlan). */
  daysPublished: boolean;
  /** Where a road or bus leg starts when not at its `from` port ("Cubao, Pasay and Buendia bus terminals"); else null. */
  departsFrom: string | null;
  /**
   * How long the trip across town from the `from` port to `departsFrom` takes (a traveller who lands at the port by
   * another leg); null when the leg starts at its port or the data gives no time.
   */
  crossTown: MinuteRange | null;
  /** The sources disagree on the sailings: rows with `confirmed: false` are shown as unconfirmed. */
  sailingsDisputed: boolean;
  /** What of the route is unconfirmed: the one line every page shows under it names these, in this order. */
  unconfirmed: UnconfirmedKind[];
  note: string | null;
  /** Each sailing once, its weekdays together; graph/trips.ts tripsOf derives one Trip per weekday from them. */
  rows: RouteRow[];
  /** Ids of the source timetables merged into this route, in file order. */
  sourceTimetables: string[];
  /** Every statement of this route's facts in the data (timetables, fare lists, route cards, popular routes). */
  provenance: Provenance[];
}

/**
 * A destination page's facts, worked out once from the routes (src/pipeline/destination-facts.ts):
 * - `direction`: `to` for a place travellers sail to; `from` for a hub whose page lists the sailings leaving it
 *   (a page with an overview table: Manila, Batangas);
 * - `moreRoutes`: the routes to it (or, for a hub, from it) that its own tables do not list, shown in a section of
 *   their own so every way there the site knows is on the page;
 * - `fromFare`: its "from ₱…" badge — the lowest fare of the page's routes: the cheapest chain of them that ends at
 *   the port (El Nido: a ferry to Puerto Princesa plus the van), or, for a hub, the cheapest sailing from it;
 * - `travelRoute`: the route its travel-time badge reads (`travelTime.from` → its port), null when it names none.
 */
export type Destination = DestinationData & {
  direction: 'to' | 'from';
  moreRoutes: string[];
  fromFare: FromFare | null;
  travelRoute: string | null;
};
export interface FromFare {
  amount: number;
  /** A fare it sums is disputed: the badge is marked as the fare is. */
  disputed: boolean;
  /** The routes whose fares it sums, first leg first. */
  routes: string[];
}
/** readTime ("2 min read") is derived from the words the item's page shows (./reading-time.ts), never typed. */
type NewsItem = NewsData['items'][number] & { readTime: string };
/**
 * A policy statement. `text` is rendered from its values; a figure that another statement of the same topic gives
 * differently, with the difference accepted, reads as every published figure ("2 or 3") in every such text, and
 * `disputed` names those keys (src/pipeline/policy-facts.ts).
 */
export type Policy = PoliciesData['policies'][number] & {
  disputed: string[];
  /** `text` in parts, each figure apart (`key`), so pages can mark the fact it states. */
  parts: PolicyPart[];
};
export type PolicyPart = { text: string } | { key: string; figure: string };
/**
 * A travel advisory: information or a warning, shown while in force. A suspension (sailings do not leave) is not an
 * advisory: it is said in data/status.yaml (`Suspension`) and the check advisory_suspension refuses it here.
 */
export type Advisory = Omit<AdvisoriesData['advisories'][number], 'severity'> & { severity: 'info' | 'warning' };

/**
 * The status of one dated sailing (data/status.yaml), with its route named by the route id whatever timetable id the
 * data used, and its ports and travel time filled in from the route. The data check has held it to the timetable:
 * a cancelled, delayed or on-time sailing exists on that date; an extra one does not. Pages never read it from the
 * graph: they fetch /status.json at run time (src/status/), which is written from these.
 */
export interface SailingStatus {
  /** The route id (`batangas-caticlan`). */
  route: string;
  from: string;
  to: string;
  mode: Route['mode'];
  /** The Manila date the sailing leaves as timetabled (an extra sailing: the date it leaves). */
  date: string;
  /** Its timetabled departure, "HH:MM" PST; null on a route without published times: that day's crossings. */
  dep: string | null;
  state: StatusData['sailings'][number]['state'];
  /** Delayed: when it now leaves ("2026-11-28T01:30:00+08:00"); null otherwise. */
  departs: string | null;
  reason: NonNullable<StatusData['sailings'][number]['reason']> | null;
  /** Tropical Cyclone Wind Signal number, 1–5. */
  signal: number | null;
  note: string | null;
  source: string;
  /** When it was stated, "2026-11-26T15:40:00+08:00". */
  statedAt: string;
  /**
   * The sailing's travel time: the timetabled trip's, or for an extra sailing the route's (every figure's span);
   * null when the route states none.
   */
  durationMinutes: MinuteRange | null;
  /** The id of the suspension that cancels this sailing; null for a sailing's own entry. */
  suspension: string | null;
}

/**
 * A suspension (data/status.yaml `suspensions`): no sea sailing leaves within its scope from `from` until `until`.
 * The pipeline cancels every sailing it covers in `Graph.status` (one entry each, `suspension` naming it), so every
 * reader — pages, the planner, the trip updates — sees ordinary cancelled sailings; the suspension itself is what a
 * banner and the service alerts say.
 */
export interface Suspension {
  id: string;
  scope: 'ports' | 'routes' | 'network';
  /** Port ids (scope ports) or route ids (scope routes), in the data's order; empty for the network. */
  ids: string[];
  /** What each id is called on every page: a port's label, a route's "From → To" in labels. */
  labels: string[];
  /** Instants as the graph writes them ("2026-11-28T06:00:00+08:00"). */
  from: string;
  until: string;
  reason: StatusData['suspensions'][number]['reason'];
  signal: number | null;
  note: string | null;
  source: string;
  statedAt: string;
  /**
   * How every page and feed says it (status/suspension-words.ts), made by the pipeline: "Sailings suspended at
   * Batangas Port", "from Sat 28 Nov, 12:00 AM until Mon 30 Nov, 12:00 AM PST", "Reason: … Source: …".
   */
  text: { title: string; window: string; detail: string };
}

export interface Faq { sections: { title: string; items: { q: string; a: string; policy: string | null }[] }[] }
/** A tip: its sentence, and the policy it states (when it is one), whose figures a page marks as facts. */
interface Tip { text: string; policy: string | null }
export interface TravelTips {
  categories: { title: string; icon: TravelTipsData['categories'][number]['icon']; tips: Tip[] }[];
  emergency: TravelTipsData['emergency'];
}

export interface Graph {
  site: SiteData;
  pages: PagesData;
  places: Place[];
  /** In the order of ports.yaml (the order of the /ports cards). */
  ports: Port[];
  /** Sorted by id. */
  routes: Route[];
  schedules: SchedulesData;
  routeCards: RoutesData;
  fares: FaresData;
  cabins: CabinsData['cabins'];
  /** In the order of pages.yaml › destinations.order (the spec's order of the 19 cards); one it leaves out last, by slug. */
  destinations: Destination[];
  /** Newest first. */
  news: NewsItem[];
  faq: Faq;
  travelTips: TravelTips;
  policies: Policy[];
  advisories: Advisory[];
  /**
   * The status of dated sailings, by date, departure and route (src/pipeline/sailing-status.ts): each sailing's own
   * entry, and one cancelled entry for every sailing a suspension covers.
   */
  status: SailingStatus[];
  /** The suspensions, by start, then id. */
  suspensions: Suspension[];
  /** Counts pages state, one figure each: `seaRoutes` is the ferry routes the site publishes (timetable or fare). */
  counts: { seaRoutes: number };
}
