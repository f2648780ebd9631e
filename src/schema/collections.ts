/**
 * One zod schema per data collection (one per YAML file or folder under data/). Objects are strict:
 * an unknown key is almost always a typo and is reported as `unrecognized_keys`.
 * Types of the raw data are derived with z.output; the normalised graph lives in src/graph/.
 */
import { z } from 'zod';
import { DecisionsSchema } from './decisions';
import {
  arrivalDay, calendarDate, hoursRange, httpsOrigin, httpsUrl, manilaInstant, clockMinutes, icon, image, link, manilaTime, pesoRange, pesos, ref, sailingDays, slug, source,
} from './fields';
import { SAILING_STATES, STATUS_REASONS } from './status-values';
import { line, prose } from './text';
import { FREQUENCIES, MODES } from '../vocabulary';

// ─── data/site.yaml ────────────────────────────────────────────────────────────────────────────
const stat = z.strictObject({
  label: line.min(1),
  /** As displayed: "7.4M+", "21", "15+", "12+". */
  display: line.min(1),
  /** What the figure claims, so checks can compare it with the data. */
  measures: z.enum(['passenger_capacity', 'active_ships', 'routes_served', 'years_of_service']),
  value: z.number().nonnegative(),
  atLeast: z.boolean().default(false),
});

const SiteSchema = z.strictObject({
  brand: line.min(1),
  /** The header title next to the logo. */
  headerTitle: line.min(1),
  /** Every page title ends with "| {brand} | {titleSuffix}". */
  titleSuffix: line.min(1),
  description: prose.min(1),
  baseUrl: httpsOrigin,
  bookingHost: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'bookingHost is a bare host name such as 12go.asia'),
  phone: z.strictObject({ display: line.min(1), tel: z.string().regex(/^\+[0-9]{8,15}$/) }),
  email: z.string().email().optional(),
  foundingYear: z.number().int().min(1900).max(2100),
  logo: image,
  nav: z.array(link).min(1),
  footer: z.strictObject({
    tagline: line.min(1),
    quickLinks: z.array(link).min(1),
    resources: z.array(link).min(1),
    social: z.array(z.strictObject({ label: line.min(1), href: httpsUrl, icon: z.enum(['facebook', 'x', 'instagram', 'youtube']) })),
    copyrightHolder: line.min(1),
  }),
  stats: z.array(stat),
  /** The overall fare range published in structured data (the ticketing service's offer on /tickets). */
  structuredDataFareRange: z.strictObject({ min: pesos, max: pesos, currency: z.literal('PHP'), source }),
  /** The published GTFS feed: its validity window (yyyy-MM-dd, Asia/Manila) and licence. */
  feed: z.strictObject({
    startDate: calendarDate,
    endDate: calendarDate,
    version: line.min(1),
    license: z.strictObject({ name: line.min(1), url: httpsUrl }),
  }).optional(),
  /** Query engine settings. */
  planner: z.strictObject({ minTransferMinutes: z.number().int().positive(), maxChanges: z.number().int().min(0).max(3) }),
});

// ─── data/pages.yaml: copy and head tags of every page ─────────────────────────────────────────
const pageMeta = z.strictObject({
  /** The "{page title}" part of the <title>. */
  title: line.min(1),
  description: prose.min(1),
  heading: line.min(1),
  intro: prose.optional(),
});
const infoBox = z.strictObject({ title: line.min(1), items: z.array(prose.min(1)).min(1) });
/** A tip or list item: a sentence, or a policy statement (data/policies.yaml), so its figures are typed once. */
const tip = z.union([prose.min(1), z.strictObject({ policy: ref('policies') })]);

const PagesSchema = z.strictObject({
  home: pageMeta.extend({
    hero: z.strictObject({ title: line, subtitle: prose, image, heightPx: z.number().int().positive() }),
    buttons: z.array(link).length(2),
    features: z.array(z.strictObject({ title: line, description: prose, icon, link: link.optional() })).length(3),
    about: z.strictObject({ title: line, paragraphs: z.array(prose).min(1) }),
    /** The From / To / Day search under the hero: its heading and the planner it asks. */
    tripSearch: z.strictObject({ title: line.min(1), intro: prose.min(1), submit: link }),
    popularRoutesTitle: line,
    popularRoutes: z.array(z.strictObject({
      from: ref('ports'), to: ref('ports'), label: line, fromFare: pesos, source, image: image.optional(),
      button: link,
    })),
  }),
  /** whoPays: the policy shown beside People (how to count the family, who travels free), as the FAQ and tips show it. */
  bookTickets: pageMeta.extend({ panelTitle: line, whoPays: ref('policies') }),
  /** plannerLink: where the trip planner is linked from (the header keeps the spec's ten entries). */
  schedules: pageMeta.extend({ closingNote: infoBox, plannerLink: link }),
  /** The trip planner (/planner; not in the spec). */
  planner: pageMeta,
  routes: pageMeta.extend({
    /** The "48+ routes" claim, as displayed and as a number the routes_claim check compares. */
    routesClaim: z.strictObject({ display: line, value: z.number().int().positive(), atLeast: z.boolean(), source }),
    infoBox,
    plannerLink: link,
  }),
  tickets: pageMeta.extend({ faresTitle: line, importantInfo: z.strictObject({ title: line.min(1), items: z.array(tip).min(1) }) }),
  /**
   * order: the destinations in the order /destinations, the footer and every list show them (slugs). A destination
   * it leaves out still shows, last (destination_not_ordered). plannerLink is shown on every destination page,
   * asking for a trip to that destination.
   */
  destinations: pageMeta.extend({ order: z.array(ref('destinations')).min(1), tips: infoBox, plannerLink: link }),
  ports: pageMeta.extend({ guidelines: infoBox }),
  travelTips: pageMeta,
  news: pageMeta,
  faq: pageMeta.extend({
    stillHaveQuestions: z.strictObject({ title: line, text: prose, phoneLabel: line, tipsLink: link }),
  }),
  notFound: pageMeta.extend({
    text: prose,
    primaryLinks: z.array(link).min(1),
    quickLinksTitle: line,
    quickLinks: z.array(link).min(1),
  }),
});

// ─── data/places.yaml: the 43 names the search panel suggests ──────────────────────────────────
const PlacesSchema = z.strictObject({
  places: z.array(z.strictObject({
    name: line.min(1),
    /** The port this name resolves to, when the data has one. */
    port: ref('ports').optional(),
  })),
});

// ─── data/ports.yaml ───────────────────────────────────────────────────────────────────────────
const PortsSchema = z.strictObject({
  ports: z.array(z.strictObject({
    id: slug,
    name: line.min(1),
    city: line.min(1),
    province: line.optional(),
    /** Other words travellers use for this port ("Boracay" for Caticlan). Matched case-insensitively. */
    aliases: z.array(line.min(1)).default([]),
    coordinates: z.strictObject({
      lat: z.number().min(4).max(22),
      lng: z.number().min(116).max(128),
      /** `approximate` = city-level position, not the pier. */
      precision: z.enum(['pier', 'approximate']),
      source: line.min(3),
    }).optional(),
    /** Present for the six ports with a card on /ports. */
    page: z.strictObject({
      address: line.min(1),
      description: prose.min(1),
      routes: z.array(line.min(1)).min(1),
      facilities: z.array(line.min(1)).min(1),
      mapsQuery: line.min(1),
    }).optional(),
  })),
});

// ─── data/timetables/*.yaml ────────────────────────────────────────────────────────────────────
const tripRow = z.strictObject({
  days: sailingDays,
  /** Departure time. Absent when the spec says "daily" with no time (several departures a day). */
  dep: clockMinutes.optional(),
  /**
   * The other times the source gives for the same sailing ("Tue, Fri, Sat 11 AM or 5:30 PM": `dep: "11:00"`,
   * `or: ["17:30"]`): one sailing a day at one of these times, which one on which day not stated. Pages show it as one
   * sailing with an unconfirmed time; the GTFS feed leaves it out (src/graph/feed-selection.ts).
   */
  or: z.array(clockMinutes).min(1).optional(),
  /** Stated arrival: both arrDay and arr, or neither (then `duration` gives the stated travel time). */
  arrDay: arrivalDay.optional(),
  arr: clockMinutes.optional(),
  /** Stated travel time, used only when the source gives no arrival. */
  duration: hoursRange.optional(),
  fare: pesoRange.optional(),
  /**
   * A row without `dep` ("vans leave throughout the day"): the hours in which departures leave, first to last, on
   * each of its days (PST). The planner offers the trip only inside them; without them pages say "any time during
   * the day". `source` says where the hours come from when it is not the timetable's source.
   */
  hours: z.strictObject({ from: clockMinutes, to: clockMinutes, source: source.optional() }).optional(),
});

const TimetableFileSchema = z.strictObject({
  /** Default source of every timetable in this file. */
  source,
  timetables: z.array(z.strictObject({
    id: slug,
    from: ref('ports'),
    to: ref('ports'),
    mode: z.enum(MODES).default('ferry'),
    /** Overrides the file's source. */
    source: source.optional(),
    /** A display name; default "{from} to {to}". */
    name: line.optional(),
    /** Fare range for every trip of this timetable (a trip's own fare wins). */
    fare: pesoRange.optional(),
    /** Travel time as the page states it, compared with the derived durations. */
    statedDuration: hoursRange.optional(),
    note: prose.optional(),
    /**
     * Where a road or bus leg really starts when that is not at its `from` port (the buses to
     * Batangas leave from Manila's bus terminals, not from the North Harbor): pages show it as the leg's start.
     */
    departsFrom: z.strictObject({
      place: line.min(1), source,
      /**
       * The trip across town from the `from` port to `place` (North Harbor to the bus terminals): how long it takes
       * a traveller who lands at the port and changes to this leg. The planner adds it to the change and says so.
       */
      crossTown: z.strictObject({ duration: hoursRange, source }).optional(),
    }).optional(),
    trips: z.array(tripRow).min(1),
  })),
});

// ─── data/schedules.yaml: the four groups on /schedules ────────────────────────────────────────
const SchedulesSchema = z.strictObject({
  groups: z.array(z.strictObject({ title: line.min(1), timetables: z.array(ref('routes')).min(1) })).min(1),
});

// ─── data/routes.yaml: route cards on /routes ──────────────────────────────────────────────────
/** Route cards: a badge is one of the vocabulary's FREQUENCIES (src/vocabulary/index.ts says why the list is wider than the spec's). */
const RoutesSchema = z.strictObject({
  groups: z.array(z.strictObject({
    title: line.min(1),
    cards: z.array(z.strictObject({
      name: line.min(1),
      from: ref('ports'),
      to: ref('ports'),
      frequency: z.enum(FREQUENCIES),
      duration: hoursRange,
      description: prose.min(1),
      source: source.optional(),
    })).min(1),
  })).min(1),
});

// ─── data/fares.yaml: fare ranges per route group on /tickets ──────────────────────────────────
const FaresSchema = z.strictObject({
  groups: z.array(z.strictObject({
    title: line.min(1),
    fares: z.array(z.strictObject({ from: ref('ports'), to: ref('ports'), range: pesoRange, source })).min(1),
  })).min(1),
});

// ─── data/cabins.yaml ──────────────────────────────────────────────────────────────────────────
const TIERS = ['Premium', 'High', 'Medium-High', 'Medium', 'Budget'] as const;
const CabinsSchema = z.strictObject({
  cabins: z.array(z.strictObject({
    id: slug,
    name: line.min(1),
    description: prose.min(1),
    capacity: z.number().int().positive(),
    amenities: z.array(line.min(1)).min(1),
    tier: z.enum(TIERS),
    icon,
  })).min(1),
});

// ─── data/destinations/*.yaml: one file per destination ────────────────────────────────────────
/**
 * A tip, or a tip that says how to travel between the destination's port and other ports without a timetable
 * ("Fast craft cross to Iloilo in about an hour"): `reaches` names those ports, `by` says whether by sea or by land.
 * The trip planner repeats it, marked not timetabled, to a traveller asking between them, either way (the boats and
 * buses a tip names run back too); a land trip is never sent to ask at a port.
 */
const destinationTip = z.union([
  prose.min(1),
  z.strictObject({ text: prose.min(1), reaches: z.array(ref('ports')).min(1), by: z.enum(['sea', 'land']) }),
]);
const DestinationSchema = z.strictObject({
  slug,
  name: line.min(1),
  port: ref('ports'),
  /** The card text on /destinations and the page's meta description. */
  description: prose.min(1),
  highlights: z.array(line.min(1)).min(1),
  tagline: line.min(1),
  blurb: prose.min(1),
  image,
  travelTime: z.strictObject({ display: line.min(1), hours: hoursRange, from: ref('ports').optional(), source }),
  /**
   * The "from ₱…" a source page states, when it states one. Pages show the figure the routes give (the graph's
   * `fromFare`, one rule for "from"); a stated figure is checked against it (from_fare_not_minimum).
   */
  startingFare: z.strictObject({ amount: pesos, source }).optional(),
  attractions: z.array(z.strictObject({ name: line.min(1), description: prose.min(1), icon })).length(4),
  schedules: z.array(z.strictObject({
    title: line.min(1),
    timetables: z.array(ref('routes')).min(1),
    /** Extra columns this table shows besides day, time and fare. */
    columns: z.array(z.enum(['from', 'to', 'route', 'duration'])).default([]),
    /** `overview` tables (the Manila and Batangas hubs) list destination, days, time, duration and fare. */
    layout: z.enum(['timetable', 'overview']).default('timetable'),
  })).default([]),
  /** Things the spec states about getting there that are not a timetable (eco-tourism fee, bus time). */
  notes: z.array(prose.min(1)).default([]),
  tips: z.strictObject({
    title: line.min(1),
    lists: z.array(z.strictObject({ title: line.min(1), items: z.array(destinationTip).min(1) })).length(2),
    note: prose.min(1),
  }),
  cta: z.strictObject({ title: line.min(1), text: prose.min(1), links: z.array(link).length(2) }),
  structuredDataType: z.enum(['City', 'TouristDestination']),
});

// ─── data/news.yaml ────────────────────────────────────────────────────────────────────────────
const NewsSchema = z.strictObject({
  items: z.array(z.strictObject({
    slug,
    title: line.min(1),
    category: line.min(1),
    badgeColor: z.enum(['blue', 'green', 'amber', 'red', 'purple', 'teal']),
    image,
    /** Publication date, yyyy-MM-dd (Asia/Manila). */
    date: calendarDate,
    // No readTime: "N min read" is derived from the words the item's page shows (src/graph/reading-time.ts).
    author: line.min(1),
    excerpt: prose.min(1),
    tags: z.array(line.min(1)),
    /** Longer summary shown on the article page. */
    description: prose.optional(),
    /** Full article, one paragraph per entry. Items with content expand in place on /news. */
    content: z.array(prose.min(1)).optional(),
  })).min(1),
});

// ─── data/faq.yaml ─────────────────────────────────────────────────────────────────────────────
const answer = z.union([
  z.strictObject({ q: line.min(1), a: prose.min(1) }),
  /** The answer is a policy statement (data/policies.yaml), so its figures are typed once. */
  z.strictObject({ q: line.min(1), policy: ref('policies') }),
]);
const FaqSchema = z.strictObject({
  sections: z.array(z.strictObject({ title: line.min(1), items: z.array(answer).min(1) })).min(1),
});

// ─── data/travel-tips.yaml ─────────────────────────────────────────────────────────────────────
const TravelTipsSchema = z.strictObject({
  categories: z.array(z.strictObject({ title: line.min(1), icon, tips: z.array(tip).min(1) })).min(1),
  emergency: infoBox,
});

// ─── data/policies.yaml: rules stated in the FAQ and tips, with their figures ──────────────────
const PoliciesSchema = z.strictObject({
  policies: z.array(z.strictObject({
    id: slug,
    /** Statements with the same topic must agree; the `policy_conflict` check compares their values. */
    topic: z.string().regex(/^[a-z][a-z0-9_]*$/),
    text: prose.min(1),
    /** The figures the text states, e.g. { maxAgeYears: 3 }. Compared key by key across a topic. */
    values: z.record(z.string(), z.union([z.number(), line])).default({}),
    source,
  })).min(1),
});

// ─── data/advisories.yaml (travel advisories; may be empty) ────────────────────────────────────
const AdvisoriesSchema = z.strictObject({
  advisories: z.array(z.strictObject({
    id: slug,
    title: line.min(1),
    message: prose.min(1),
    severity: z.enum(['info', 'warning', 'suspension']),
    /** Why (optional): published as the alert's cause in the GTFS-Realtime feed (/gtfs-rt/alerts.pb); unknown when absent. */
    cause: z.enum(['weather', 'strike', 'maintenance', 'other']).optional(),
    ports: z.array(ref('ports')).default([]),
    timetables: z.array(ref('routes')).default([]),
    from: manilaInstant,
    until: manilaInstant,
    source: line.min(3),
    /** Policies (data/policies.yaml ids) whose figures this advisory replaces for its period, e.g. arrive earlier. */
    overrides: z.array(ref('policies')).optional(),
  })).default([]),
});

// ─── data/status.yaml (the status of dated sailings and suspensions; optional, may be empty) ───────
/**
 * What the operator says about one dated sailing. `cancelled`: it does not sail; `delayed`: it leaves at `departs`
 * instead; `on-time`: it sails as timetabled (said so during a storm or the holiday rush); `extra`: a sailing the
 * timetable does not have. The checks (src/pipeline/checks/sailing-status.ts) hold each entry to the route's
 * timetable: the sailing must exist on that date (or, extra, must not), a delay must be later than the departure.
 */
const sailingEntry = z.strictObject({
  /** The route's id (`batangas-caticlan`), or the id of any timetable that states it. */
  route: ref('routes'),
  /** The Manila date the sailing leaves (as timetabled). */
  date: calendarDate,
  /**
   * Its timetabled departure ("23:30"); for an extra sailing, its departure. Left out on a route without published
   * times (Batangas → Puerto Galera, "several crossings daily"): the status is that day's crossings.
   */
  dep: manilaTime.optional(),
  state: z.enum(SAILING_STATES),
  /** Delayed only: when it now leaves. */
  departs: manilaInstant.optional(),
  /** Required unless on time. */
  reason: z.enum(STATUS_REASONS).optional(),
  /** The Tropical Cyclone Wind Signal number (1–5) behind a weather cancellation or delay. */
  signal: z.number().int().min(1).max(5).optional(),
  note: prose.min(1).optional(),
  /** Who said so: the operator, the Coast Guard (PCG), the port. */
  source,
  /** When they said it, with its +08:00 offset. */
  statedAt: manilaInstant,
});

/**
 * A suspension: no sailing leaves within a scope — ports (every sea route from or to them), routes, or the whole
 * network — from `from` until `until`. The site and the trip updates cancel every sailing it covers
 * (src/pipeline/sailing-status.ts); a sailing's own entry in `sailings` (on time, delayed, extra) stands above it.
 * The checks (src/pipeline/checks/suspensions.ts) hold scope and window.
 */
const suspensionEntry = z.strictObject({
  /** Names it in the service alerts feed and in the check's messages. */
  id: slug,
  /** The scope: exactly one of ports, routes, or `network: true`. */
  ports: z.array(ref('ports')).optional(),
  routes: z.array(ref('routes')).optional(),
  network: z.literal(true).optional(),
  from: manilaInstant,
  until: manilaInstant,
  reason: z.enum(STATUS_REASONS),
  signal: z.number().int().min(1).max(5).optional(),
  note: prose.min(1).optional(),
  source,
  statedAt: manilaInstant,
});

const StatusSchema = z.strictObject({
  sailings: z.array(sailingEntry).default([]),
  suspensions: z.array(suspensionEntry).default([]),
});

/** Which file (or folder of files) holds which collection. The loader and JSON Schema writer use this. */
export const COLLECTIONS = {
  site: { path: 'site.yaml', schema: SiteSchema },
  pages: { path: 'pages.yaml', schema: PagesSchema },
  places: { path: 'places.yaml', schema: PlacesSchema },
  ports: { path: 'ports.yaml', schema: PortsSchema },
  timetables: { path: 'timetables/', schema: TimetableFileSchema },
  schedules: { path: 'schedules.yaml', schema: SchedulesSchema },
  routes: { path: 'routes.yaml', schema: RoutesSchema },
  fares: { path: 'fares.yaml', schema: FaresSchema },
  cabins: { path: 'cabins.yaml', schema: CabinsSchema },
  destinations: { path: 'destinations/', schema: DestinationSchema },
  news: { path: 'news.yaml', schema: NewsSchema },
  faq: { path: 'faq.yaml', schema: FaqSchema },
  travelTips: { path: 'travel-tips.yaml', schema: TravelTipsSchema },
  policies: { path: 'policies.yaml', schema: PoliciesSchema },
  advisories: { path: 'advisories.yaml', schema: AdvisoriesSchema },
  /** Optional: the status of dated sailings (cancelled, delayed, on time, extra). No file = no status. */
  status: { path: 'status.yaml', schema: StatusSchema, optional: true },
  /** Optional: maintainers' decisions about warnings (src/pipeline/decisions/). No file = no decisions. */
  decisions: { path: 'decisions.yaml', schema: DecisionsSchema, optional: true },
} as const;
export type CollectionName = keyof typeof COLLECTIONS;

export type SiteData = z.output<typeof SiteSchema>;
export type PagesData = z.output<typeof PagesSchema>;
export type PortsData = z.output<typeof PortsSchema>;
export type TimetableFile = z.output<typeof TimetableFileSchema>;
export type SchedulesData = z.output<typeof SchedulesSchema>;
export type RoutesData = z.output<typeof RoutesSchema>;
export type FaresData = z.output<typeof FaresSchema>;
export type CabinsData = z.output<typeof CabinsSchema>;
export type DestinationData = z.output<typeof DestinationSchema>;
export type NewsData = z.output<typeof NewsSchema>;
export type TravelTipsData = z.output<typeof TravelTipsSchema>;
export type PoliciesData = z.output<typeof PoliciesSchema>;
export type AdvisoriesData = z.output<typeof AdvisoriesSchema>;
export type StatusData = z.output<typeof StatusSchema>;
