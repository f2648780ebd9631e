/**
 * A synthetic national ferry network in the data/ layout, for benchmarks (bench:data, bench:query): `ports` ports
 * scattered over the Philippines, each linked both ways to its nearest neighbours, and timetables added until the
 * week holds at least `trips` sailings. Deterministic for a seed. The data is valid (no errors) and consistent
 * (travel times follow distances, "from" fares are minimums), so the pipeline does its full work on it.
 *
 * Use `generateNetwork()` for the raw collections and YAML texts, `writeNetwork()` to put them in a folder, and
 * `generateGraph()` for the normalised graph (schemas + normaliser, no YAML) — what the query benchmark needs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Document, isPair, isScalar, visit } from 'yaml';
import type { z } from 'zod';
import type { Graph } from '../../src/graph/types';
import { emptyDataset, type Dataset } from '../../src/pipeline/dataset';
import { completeGraph, normalise } from '../../src/pipeline/normalise';
import { COLLECTIONS, type CollectionName } from '../../src/schema/collections';
import { expandDays, WEEKDAYS, type SailingDays, type Weekday } from '../../src/time';
import { frequencyLabel } from '../../src/vocabulary';

export interface NetworkOptions {
  ports: number;
  /** Minimum number of weekly trips (one per row and sailing day). */
  trips: number;
  seed: number;
  /** Timetables per file in timetables/ (default 120). */
  timetablesPerFile?: number;
  /**
   * How many timetables /schedules lists (default all: a ferry route in no group is a warning, route_not_scheduled,
   * and the network must pass the check as today's data does).
   */
  scheduleListLimit?: number;
}

type Raw = Record<string, unknown>;

export interface GeneratedNetwork {
  /** Path relative to the data folder → YAML text. */
  files: Map<string, string>;
  /** The same data as plain objects, by file. */
  data: Map<string, Raw>;
  stats: { ports: number; timetables: number; rows: number; trips: number; files: number; bytes: number };
}

/** mulberry32: small, fast and the same everywhere (bench-query draws its query inputs with it too). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const thousandths = (x: number) => Math.round(x * 1000) / 1000;
const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2
    + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const image = (src: string) => ({ src, alt: 'Illustration', width: 600, height: 400 });
const link = (label: string, to: string) => ({ label, to });
const box = (title: string) => ({ title, items: [`${title}.`] });
const meta = (title: string) => ({ title, description: `${title}.`, heading: title });

export function generateNetwork(options: NetworkOptions): GeneratedNetwork {
  const { data, stats } = buildData(options);
  const files = new Map<string, string>();
  let bytes = 0;
  for (const [rel, value] of [...data.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const text = `# yaml-language-server: $schema=${'../'.repeat(rel.split('/').length)}generated/schemas/${collectionOf(rel)}.json\n`
      + toYaml(value);
    files.set(rel, text);
    bytes += Buffer.byteLength(text);
  }
  return { files, data, stats: { ...stats, files: files.size, bytes } };
}

function buildData(options: NetworkOptions): { data: Map<string, Raw>; stats: Omit<GeneratedNetwork['stats'], 'files' | 'bytes'> } {
  const rnd = random(options.seed);
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;

  // ─── ports ────────────────────────────────────────────────────────────────────────────────
  const ports = Array.from({ length: options.ports }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    return {
      id: `port-${n}`, name: `Port ${n}`, city: `Town ${n}`,
      coordinates: { lat: thousandths(5 + rnd() * 14), lng: thousandths(117.5 + rnd() * 8), precision: 'pier', source: 'synthetic' },
    };
  });

  // Candidate routes: each port to its nearest neighbours, both directions, nearest first.
  const pairs: [number, number][] = [];
  const seen = new Set<string>();
  for (let i = 0; i < ports.length; i++) {
    const nearest = ports
      .map((p, j) => ({ j, d: j === i ? Infinity : km(ports[i]!.coordinates, p.coordinates) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, 8);
    for (const { j } of nearest) {
      for (const [a, b] of [[i, j], [j, i]] as [number, number][]) {
        if (!seen.has(`${a}>${b}`)) {
          seen.add(`${a}>${b}`);
          pairs.push([a, b]);
        }
      }
    }
  }

  // ─── timetables, until the week holds enough trips ───────────────────────────────────────
  const timetables: Raw[] = [];
  const travelMinutes = new Map<unknown, number>();
  const signatures = new Set<string>();
  let trips = 0;
  let rows = 0;
  for (const [a, b] of pairs) {
    if (trips >= options.trips) break;
    const from = ports[a]!;
    const to = ports[b]!;
    // ~25 km/h plus an hour in port, in half hours.
    const minutes = Math.max(60, Math.round((km(from.coordinates, to.coordinates) / 25 + 1) * 2) * 30);
    const fareMin = int(6, 60) * 50;
    const fare = { min: fareMin, max: fareMin + int(2, 40) * 50 };
    // Short hops sail several times every day (as Batangas–Calapan does); long hauls a few days a week.
    const short = minutes <= 6 * 60;
    const makeRows = (): Raw[] => {
      const out: Raw[] = [];
      const deps = new Set<number>();
      for (let r = short ? int(2, 5) : int(1, 3); r > 0; r--) {
        const days: 'Daily' | Weekday[] = short && rnd() < 0.85 ? 'Daily' : WEEKDAYS.filter(() => rnd() < 0.45);
        if (days !== 'Daily' && days.length === 0) days.push(pick(WEEKDAYS));
        // Two rows leaving at the same time would list one sailing twice on the days they share: draw again.
        let dep = int(0, 287) * 5;
        while (deps.has(dep)) dep = int(0, 287) * 5;
        deps.add(dep);
        const arrivalAt = dep + minutes;
        const row: Raw = { days, dep: hhmm(dep) };
        if (rnd() < 0.15) {
          row.duration = minutes / 60;
        } else if (days !== 'Daily' && days.length === 1 && rnd() < 0.5) {
          row.arrDay = WEEKDAYS[(WEEKDAYS.indexOf(days[0]!) + Math.floor(arrivalAt / 1440)) % 7];
          row.arr = hhmm(arrivalAt % 1440);
        } else {
          row.arrDay = `+${Math.floor(arrivalAt / 1440)}`;
          row.arr = hhmm(arrivalAt % 1440);
        }
        out.push(row);
      }
      return out;
    };
    // Two routes with the same sailings would be reported as a copy-paste (identical_timetable): draw again.
    let tripRows = makeRows();
    while (signatures.has(JSON.stringify(tripRows))) tripRows = makeRows();
    signatures.add(JSON.stringify(tripRows));
    for (const row of tripRows) {
      rows++;
      trips += expandDays(row.days as SailingDays).length;
    }
    const timetable: Raw = { id: `${from.id}-${to.id}`, from: from.id, to: to.id, fare, trips: tripRows };
    if (rnd() < 0.3) timetable.statedDuration = Math.round(minutes / 60);
    timetables.push(timetable);
    travelMinutes.set(timetable.id, minutes);
  }

  const data = new Map<string, Raw>();
  const perFile = options.timetablesPerFile ?? 120;
  for (let f = 0; f * perFile < timetables.length; f++) {
    data.set(`timetables/region-${String(f + 1).padStart(3, '0')}.yaml`, {
      source: `/synthetic › region ${f + 1}`,
      timetables: timetables.slice(f * perFile, (f + 1) * perFile),
    });
  }

  // ─── everything else: small, valid and consistent with the timetables ─────────────────────
  const fares = timetables.map((t) => ({ ...(t.fare as { min: number; max: number }) }));
  const allMin = Math.min(...fares.map((f) => f.min));
  const allMax = Math.max(...fares.map((f) => f.max));
  const sailingDays = (t: Raw) => new Set((t.trips as Raw[]).flatMap((r) => expandDays(r.days as SailingDays))).size;
  const cardRoutes = timetables.slice(0, 60);
  const first = timetables[0]!;
  const routesServed = new Set(timetables.map((t) => `${t.from}>${t.to}`)).size;

  data.set('site.yaml', {
    brand: 'Synthetic Ferries', headerTitle: 'FERRY TICKET', titleSuffix: 'Ferry Online Booking',
    description: 'A synthetic national network for benchmarks.', baseUrl: 'https://ferry.example', bookingHost: 'booking.example',
    phone: { display: '(02) 8000 0000', tel: '+63280000000' }, foundingYear: 2012, logo: image('/images/logo.svg'),
    nav: [link('Home', '/')],
    footer: { tagline: 'Synthetic.', quickLinks: [link('Schedules', '/schedules')], resources: [link('Ports', '/ports')], social: [], copyrightHolder: 'Synthetic' },
    stats: [{ label: 'Routes Served', display: `${routesServed}+`, measures: 'routes_served', value: routesServed, atLeast: true }],
    structuredDataFareRange: { min: allMin, max: allMax, currency: 'PHP', source: 'synthetic' },
    feed: { startDate: '2026-01-01', endDate: '2026-12-31', version: '1', license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } },
    planner: { minTransferMinutes: 120, maxChanges: 2 },
  });
  data.set('pages.yaml', {
    home: {
      ...meta('Home'), hero: { title: 'Sail', subtitle: 'Since 2012.', image: image('/images/hero-home.svg'), heightPx: 600 },
      buttons: [link('View Schedules', '/schedules'), link('Book Tickets', '/tickets')],
      features: ['Easy Booking', 'Check Fares', 'Special Offers'].map((title) => ({ title, description: `${title}.`, icon: 'star' })),
      about: { title: 'About', paragraphs: ['Synthetic.'] }, popularRoutesTitle: 'Popular Routes',
      tripSearch: { title: 'When does it sail?', intro: 'Synthetic.', submit: link('Find sailings', '/planner') },
      popularRoutes: [{ from: first.from, to: first.to, label: `${first.from} to ${first.to}`, fromFare: (first.fare as { min: number }).min, source: '/ › Popular Routes', button: link('View Schedule', '/schedules') }],
    },
    bookTickets: { ...meta('Book'), panelTitle: 'Ferry Booking Online', whoPays: 'children-free' },
    schedules: { ...meta('Schedules'), closingNote: box('Note'), plannerLink: link('Plan a trip', '/planner') },
    planner: meta('Trip Planner'),
    routes: { ...meta('Routes'), routesClaim: { display: `${routesServed}+`, value: routesServed, atLeast: true, source: '/routes' }, infoBox: box('Info'), plannerLink: link('Plan a trip', '/planner') },
    tickets: { ...meta('Tickets'), faresTitle: 'Fares', importantInfo: box('Important') },
    destinations: { ...meta('Destinations'), order: [...new Set(timetables.slice(0, 19).map(destinationSlug))], tips: box('Tips'), plannerLink: link('Plan a trip here', '/planner') },
    ports: { ...meta('Ports'), guidelines: box('Guidelines') },
    travelTips: meta('Travel Tips'), news: meta('News'),
    faq: { ...meta('FAQ'), stillHaveQuestions: { title: 'Questions?', text: 'Call.', phoneLabel: 'Call', tipsLink: link('Tips', '/travel-tips') } },
    notFound: { ...meta('Not Found'), text: 'Gone.', primaryLinks: [link('Home', '/')], quickLinksTitle: 'Links', quickLinks: [link('Schedules', '/schedules')] },
  });
  data.set('places.yaml', { places: ports.map((p) => ({ name: p.city, port: p.id })) });
  data.set('ports.yaml', { ports });
  data.set('schedules.yaml', { groups: [{ title: 'All Routes', timetables: timetables.slice(0, options.scheduleListLimit ?? Infinity).map((t) => t.id) }] });
  data.set('routes.yaml', {
    groups: [{
      title: 'Routes',
      cards: cardRoutes.map((t) => ({
        name: `${t.from} to ${t.to}`, from: t.from, to: t.to, frequency: frequencyLabel(sailingDays(t)),
        duration: Math.round(travelMinutes.get(t.id)! / 60),
        description: 'A synthetic route.',
      })),
    }],
  });
  data.set('fares.yaml', { groups: [{ title: 'Routes', fares: timetables.slice(0, 100).map((t) => ({ from: t.from, to: t.to, range: t.fare, source: 'synthetic' })) }] });
  data.set('cabins.yaml', { cabins: [{ id: 'tourist', name: 'Tourist Class', description: 'Bunks.', capacity: 60, amenities: ['Bunk'], tier: 'Budget', icon: 'users' }] });
  for (const t of timetables.slice(0, 19)) {
    const slug = destinationSlug(t);
    const own = timetables.filter((x) => x.to === t.to).slice(0, 3);
    data.set(`destinations/${slug}.yaml`, {
      slug, name: slug.replace(/-/g, ' '), port: t.to, description: 'A synthetic destination.', highlights: ['Sea'],
      tagline: 'Synthetic', blurb: 'Synthetic.', image: image('/images/destinations/cebu.svg'),
      travelTime: { display: 'varies', hours: { min: 1, max: 168 }, source: 'synthetic' },
      attractions: ['One', 'Two', 'Three', 'Four'].map((name) => ({ name, description: `${name}.`, icon: 'star' })),
      schedules: [{ title: 'Ferries', timetables: own.map((x) => x.id) }],
      tips: { title: 'Tips', lists: [box('Plan'), box('Pack')], note: 'Weather.' },
      cta: { title: 'Go', text: 'Book.', links: [link('View All Schedules', '/schedules'), link('Check Fares', '/tickets')] },
      structuredDataType: 'City',
    });
  }
  data.set('news.yaml', { items: [{ slug: 'synthetic', title: 'Synthetic', category: 'News', badgeColor: 'blue', image: image('/images/news/fleet-modernization.svg'), date: '2026-01-01', author: 'Desk', excerpt: 'Synthetic.', tags: [] }] });
  data.set('faq.yaml', { sections: [{ title: 'Fares', items: [{ q: 'Children?', policy: 'children-free' }] }] });
  data.set('travel-tips.yaml', { categories: [{ title: 'Money', icon: 'wallet', tips: [{ policy: 'children-free' }] }], emergency: box('Emergency') });
  data.set('policies.yaml', { policies: [{ id: 'children-free', topic: 'child_free_age', text: 'Free below {freeBelowAgeYears}.', values: { freeBelowAgeYears: 3 }, source: 'synthetic' }] });
  data.set('advisories.yaml', { advisories: [] });

  return { data, stats: { ports: ports.length, timetables: timetables.length, rows, trips } };
}

/** Block YAML, with each timetable row, fare and position on one line as a flow mapping — as data/ is written. */
function toYaml(value: Raw): string {
  const doc = new Document(value);
  const keyOf = (node: unknown) => (isPair(node) && isScalar(node.key) ? node.key.value : null);
  visit(doc, {
    Map(_, node, path) {
      const owner = path[path.length - 1];
      if (['fare', 'coordinates', 'range'].includes(keyOf(owner) as string)) node.flow = true;
      if (keyOf(path[path.length - 2]) === 'trips') node.flow = true;
    },
    Seq(_, node, path) {
      if (keyOf(path[path.length - 1]) === 'days') node.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0, flowCollectionPadding: true });
}

function collectionOf(rel: string): CollectionName {
  const entry = (Object.entries(COLLECTIONS) as [CollectionName, { path: string }][])
    .find(([, c]) => (c.path.endsWith('/') ? rel.startsWith(c.path) : rel === c.path));
  if (!entry) throw new Error(`no collection holds ${rel}`);
  return entry[0];
}

/** The normalised graph of a synthetic network, built in memory through the real schemas and normaliser. */
export function generateGraph(options: NetworkOptions): Graph {
  const dataset = emptyDataset() as unknown as Record<CollectionName, { file: string; value: unknown }[]>;
  for (const [rel, value] of [...buildData(options).data.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const collection = collectionOf(rel);
    dataset[collection].push({ file: `data/${rel}`, value: (COLLECTIONS[collection].schema as z.ZodType).parse(value) });
  }
  const graph = completeGraph(normalise(dataset as unknown as Dataset).graph);
  if (!graph) throw new Error('the synthetic network is incomplete');
  return graph;
}

export function writeNetwork(dir: string, network: GeneratedNetwork): void {
  for (const [rel, text] of network.files) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
}

/** The destination page of a timetable's port (the first 19 timetables have one); images are files of public/. */
function destinationSlug(t: { to?: unknown }): string {
  return `destination-${String(t.to).slice(5)}`;
}
