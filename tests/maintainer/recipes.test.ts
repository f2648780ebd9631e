/**
 * The maintainer's promise: if `npm run data:check -- --strict` passes on a data change, `npm test`
 * passes. The recipes of docs/recipes.md are read from that page and replayed, in order, on one
 * copy of data/ (a maintainer's week: the real phone number, a retimed sailing, a changed fare, a news item, a new
 * destination with its timetable, a retired route, a storm's suspension, a cancelled and a delayed sailing, a
 * warning settled). Each step is paired with the edit it makes here (the words each step must say are checked, so
 * the page and this test cannot drift apart). After each recipe: `data:check --strict` passes, and everything
 * `npm test` does with the data holds on the copy — the graph builds, every page renders (in-process, as the build
 * renders them), the GTFS feed has no error, and one fact shows one figure on every page (scripts/facts, `npm run
 * check:facts`). Then the storm's examples are put back in force (a port suspended from the build date, its sailings
 * cancelled and delayed): the check passes, data:diff lists them, and the unit tests that read the real data (those
 * importing tests/support/real-data.ts) run on that copy with FERRY_DATA_DIR set. Last, every recipe again on that
 * copy, which holds every recipe's example: a data/ where a maintainer already followed the recipes passes too.
 *
 * Which route a recipe retimes, reprices or retires is chosen from the graph, never named, and whatever a recipe
 * adds is named afresh where the data already has the recipe's example (another island than Siquijor, another
 * slug or id, a sailing with no status yet): the test never collides with the data it runs on. Not replayed here:
 * the browser tests, which run on a site built from their own frozen data set (tests/fixtures/site,
 * scripts/build-e2e-site.sh), so a change to data/ cannot reach them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isMap, parse, type Document, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import { judge } from '../../scripts/facts/judge';
import { factsShown } from '../../scripts/facts/read';
import { lowestFare } from '../../src/graph/figure';
import { formatPeso } from '../../src/graph/money';
import { formatTime24 } from '../../src/time';
import { clockMinutes } from '../../src/schema/fields';
import type { Graph, Route } from '../../src/graph/types';
import { publishFeed } from '../../src/gtfs/publish';
import { buildAlertsFeed } from '../../src/gtfs/realtime/alerts';
import { buildTripUpdatesFeed } from '../../src/gtfs/realtime/trip-updates';
import { selectFeedTimetables } from '../../src/graph/feed-selection';
import { queryIndexOf } from '../../src/query/graph-index';
import { nextSailings } from '../../src/query/next-sailings';
import { diffData } from '../../src/pipeline/diff/graph-diff';
import { renderText } from '../../src/pipeline/diff/render';
import { portOfRouteName } from '../../src/site/pages/select.server';
import { REAL_BUILD_DATE, REAL_DATA_DIR } from '../support/real-data';
import { renderPages } from '../support/render-pages';
import {
  acceptOpenWarnings, check, correctCounts, deleteStaleDecisions, editYaml, fileOfTimetable, graphOf, indexOf, pathOf,
  refigureDecisions, seq, settle, strict, type Copy,
} from './maintainer';
import { RECIPES_DOC, readRecipes } from './recipes-doc';

const root = mkdtempSync(join(tmpdir(), 'maintainer-'));
// MAINTAINER_KEEP=1 keeps the edited copy to look at (diff -r data <printed folder>/data).
afterAll(() => (process.env.MAINTAINER_KEEP
  ? console.log(`the edited copies: ${root} (data, storm/data, again/data); ${JSON.stringify(chosen)}`) : rmSync(root, { recursive: true, force: true })));
/** The copy the recipes are replayed on: data/ first; then a copy of that week's result (the rule below). */
let copy: Copy = { dir: join(root, 'data'), buildDate: REAL_BUILD_DATE };
cpSync(REAL_DATA_DIR, copy.dir, { recursive: true });

interface Step {
  /** Words the recipe's step must contain: the edit below does what they say. */
  says: string[];
  run: () => void;
}
interface Replay {
  /** What happened before the maintainer reached for the recipe (the change whose warnings they settle). */
  before?: () => void;
  steps: Step[];
}

const passesStrict = (): Step['run'] => () => {
  const { code, report } = strict(copy);
  expect(code, report.split('\n').filter((l) => /  (error|warning)  /.test(l)).join('\n')).toBe(0);
};
const settleThenStrict = (): Step['run'] => () => {
  settle(copy);
  passesStrict()();
};

/** Everything npm test does with the data, on the copy as it is now. */
async function siteHolds(): Promise<Graph> {
  const graph = graphOf(copy);
  const pages = await renderPages(graph);
  for (const [path, html] of pages) expect(html.match(/<title[\s>]/g), path).toHaveLength(1);
  expect(judge([...pages].flatMap(([page, html]) => factsShown(html).map((s) => ({ ...s, page })))).problems).toEqual([]);
  expect(publishFeed(graph, copy.buildDate).problems.filter((p) => p.severity === 'error')).toEqual([]);
  return graph;
}

// ─── choosing what a recipe works on, from the graph ──────────────────────────────────────────────────────
interface DecisionEntry { code: string; decision: string; facts?: Record<string, string>; use?: string }
const decisions = () => ((parse(readFileSync(join(copy.dir, 'decisions.yaml'), 'utf8')) as { decisions?: DecisionEntry[] }).decisions ?? []);
/** Whether a decision's facts or `use` name the route: its id, its key, or one of its source timetables. */
const names = (d: DecisionEntry, t: Route) => [...Object.values(d.facts ?? {}), d.use ?? ''].some((value) =>
  [t.id, `${t.from}>${t.to}`, ...t.sourceTimetables].some((word) => value === word || value.endsWith(`:${word}`)));

/** The routes a decision (of these codes, or any) names: a change to them may need the decision changed too. */
function decidedRoutes(graph: Graph, codes: readonly string[] | null): Set<string> {
  const relevant = decisions().filter((d) => !codes || codes.includes(d.code));
  return new Set(graph.routes.filter((t) => relevant.some((d) => names(d, t))).map((t) => t.id));
}

const ferries = (graph: Graph) => graph.routes.filter((t) => t.mode === 'ferry' && t.rows.length > 0);
/** Prefer the route the recipe's example names, else the first by id. */
const preferring = (id: string, candidates: Route[]) => candidates.find((t) => t.id === id) ?? candidates[0];

/** A time ("HH:MM" as the data writes it, or minutes) some minutes later as the data writes it, on the same day (callers keep it before midnight). */
const shift = (time: string | number, minutes: number) => formatTime24((typeof time === 'number' ? time : clockMinutes.parse(time)) + minutes);

/** What the recipes chose to work on (in one replay), for the steps that follow and for MAINTAINER_KEEP. */
interface Chosen {
  retimed?: { route: string; dep: number };
  repriced?: { id: string; from: number };
  news?: string;
  isle?: Isle;
  retired?: { id: string; from: string; to: string };
  advisory?: string;
  /** The trip update entity ids of the cancelled and the delayed sailing. */
  status?: string[];
  /** The suspension's id and the port it closes. */
  suspension?: string;
  suspended?: string;
  refigured?: number;
  /** The entries the advisory and status recipes published and then deleted (their examples), as written. */
  expired?: { advisory?: unknown; statuses?: unknown[]; suspension?: unknown };
}
let chosen: Chosen = {};

/**
 * The island the new-destination recipe adds: the recipe's example, Siquijor, or — when the data already has it (a
 * port, page, route or place of that name) — the first of these other islands off Dumaguete it does not have, so
 * the replay never collides with the data it runs on. Coordinates keep the crossing's speed plausible.
 */
interface Isle { id: string; name: string; lat: number; lng: number; aliases: string[] }
const ISLES: Isle[] = [
  { id: 'siquijor', name: 'Siquijor', lat: 9.199, lng: 123.594, aliases: ['Siquijor', 'Larena'] },
  { id: 'apo-island', name: 'Apo Island', lat: 9.073, lng: 123.27, aliases: ['Apo Island'] },
  { id: 'sumilon', name: 'Sumilon', lat: 9.433, lng: 123.387, aliases: ['Sumilon'] },
  { id: 'pamilacan', name: 'Pamilacan', lat: 9.49, lng: 123.927, aliases: ['Pamilacan'] },
];

function isle(): Isle {
  if (chosen.isle) return chosen.isle;
  const graph = graphOf(copy);
  const words = new Set([...graph.ports.flatMap((p) => [p.id, p.name, p.city, ...p.aliases]), ...graph.destinations.flatMap((d) => [d.slug, d.name]),
    ...graph.routes.flatMap((t) => [t.id, ...t.sourceTimetables]), ...graph.places.map((p) => p.name)].map((w) => w.toLowerCase()));
  const free = ISLES.find((i) => ![i.id, i.name, `${fromPort()}-${i.id}`, ...i.aliases].some((w) => words.has(w.toLowerCase())));
  if (!free) throw new Error(`the data already has every island this test can add (${ISLES.map((i) => i.name).join(', ')}): add another to ISLES`);
  return (chosen.isle = free);
}

/** `base`, or `base-2`, `base-3` … : the first that `taken` does not hold. */
function fresh(taken: Iterable<string>, base: string): string {
  const used = new Set(taken);
  let name = base;
  for (let n = 2; used.has(name); n++) name = `${base}-${n}`;
  return name;
}

// ─── the recipes, step by step ────────────────────────────────────────────────────────────────────────────
const RECIPES: Record<string, Replay> = {
  'replace-phone': { steps: [
    {
      says: ['data/site.yaml', 'phone.display', 'phone.tel', '(02) 8123 4567', '+63281234567'],
      run: () => editYaml(copy, 'site.yaml', (doc) => {
        doc.setIn(['phone', 'display'], '(02) 8123 4567');
        doc.setIn(['phone', 'tel'], '+63281234567');
      }),
    },
    {
      says: ['npm run data:check -- --strict', 'phone_mismatch'],
      run: () => {
        passesStrict()();
        expect(check(copy).notices.filter((n) => n.code.startsWith('phone_'))).toEqual([]);
      },
    },
  ] },

  'change-time': { steps: [
    {
      says: ['data/timetables/', 'dep', 'arr', 'each page that states the sailing'],
      run: () => {
        const graph = graphOf(copy);
        const timeDecided = decidedRoutes(graph, ['identical_timetable', 'route_times_conflict']);
        // A sailing every source states, an hour later on the same day (its arrival too), no decision about its times.
        const candidates = ferries(graph).filter((t) => !timeDecided.has(t.id) && t.rows.some((r) => movable(r)));
        const route = preferring('manila-cebu', candidates);
        expect(route, 'a route with a sailing to retime').toBeDefined();
        const row = route!.rows.find(movable)!;
        for (const source of row.sources) {
          editYaml(copy, fileOfTimetable(route!, source), (doc) => {
            const t = indexOf(seq(doc, ['timetables']), 'id', source);
            seq(doc, ['timetables', t, 'trips']).items.forEach((trip, i) => {
              if (!isMap(trip) || (trip as YAMLMap).get('dep') !== formatTime24(row.dep!)) return;
              doc.setIn(['timetables', t, 'trips', i, 'dep'], shift(row.dep!, 60));
              const arr = (trip as YAMLMap).get('arr');
              if (typeof arr === 'string') doc.setIn(['timetables', t, 'trips', i, 'arr'], shift(arr, 60));
            });
          });
        }
        chosen.retimed = { route: route!.id, dep: row.dep! + 60 };
      },
    },
    {
      says: ['npm run data:check -- --strict', 'route_times_conflict', 'stated_duration_mismatch', 'settle'],
      run: () => {
        settleThenStrict()();
        const route = graphOf(copy).routes.find((t) => t.id === chosen.retimed!.route)!;
        expect(route.rows.map((r) => r.dep)).toContain(chosen.retimed!.dep);
      },
    },
  ] },

  'change-fare': { steps: [
    {
      says: ['fare:', 'data/timetables/', 'data/fares.yaml', 'range'],
      run: () => {
        const graph = graphOf(copy);
        const decided = decidedRoutes(graph, null);
        const all = graph.routes.flatMap((t) => (t.fare ? [lowestFare(t.fare)] : []));
        // One undisputed fare, no decision about the route, and not the site's lowest (the headline figures keep).
        const candidates = ferries(graph).filter((t) => t.fare && !t.fare.disputed && !decided.has(t.id) && lowestFare(t.fare) > Math.min(...all));
        const route = candidates[0];
        expect(route, 'a route with a fare to change').toBeDefined();
        const raise = (doc: Document, path: (string | number)[]) => {
          for (const key of ['min', 'max']) doc.setIn([...path, key], Number(doc.getIn([...path, key])) + 20);
        };
        for (const source of route!.sourceTimetables) {
          editYaml(copy, fileOfTimetable(route!, source), (doc) => {
            const t = indexOf(seq(doc, ['timetables']), 'id', source);
            if (doc.getIn(['timetables', t, 'fare'])) raise(doc, ['timetables', t, 'fare']);
          });
        }
        editYaml(copy, 'fares.yaml', (doc) => {
          seq(doc, ['groups']).items.forEach((_, g) => seq(doc, ['groups', g, 'fares']).items.forEach((fare, f) => {
            const entry = fare as YAMLMap;
            if (entry.get('from') === route!.from && entry.get('to') === route!.to) raise(doc, ['groups', g, 'fares', f, 'range']);
          }));
        });
        chosen.repriced = { id: route!.id, from: lowestFare(route!.fare!) };
      },
    },
    {
      says: ['npm run data:check -- --strict', 'startingFare', 'fromFare', 'from_fare_not_minimum', 'settle'],
      run: () => {
        // A "from" typed as the route's old lowest fare follows it; one decided otherwise is settled like any other.
        for (const n of check(copy).notices.filter((x) => x.code === 'from_fare_not_minimum' && x.decision?.state === 'open')) {
          const { stated, minimum } = n.context as { stated: number; minimum: number };
          if (stated !== chosen.repriced!.from) continue;
          editYaml(copy, n.file, (doc) => {
            doc.setIn(pathOf(n.path), minimum);
            // The figure its source quotes follows (source_figure_outdated otherwise).
            const source = [...pathOf(n.path).slice(0, -1), 'source'];
            const quote = doc.getIn(source);
            if (typeof quote === 'string') doc.setIn(source, quote.replace(formatPeso(stated), formatPeso(minimum)));
          });
        }
        settleThenStrict()();
        expect(lowestFareOf(chosen.repriced!.id)).toBe(chosen.repriced!.from + 20);
      },
    },
  ] },

  'add-news': { steps: [
    {
      says: ['data/news.yaml', 'slug', 'image', 'public/images/news/', 'content'],
      run: () => {
        const image = readdirSync('public/images/news').filter((f) => f.endsWith('.svg')).sort()[0]!;
        const { id, name } = isle();
        chosen.news = fresh(graphOf(copy).news.map((n) => n.slug), `${id}-ferries-added`);
        editYaml(copy, 'news.yaml', (doc) => seq(doc, ['items']).add(doc.createNode({
          slug: chosen.news, title: `More Ferries to ${name}`, category: 'Route Update', badgeColor: 'blue',
          image: { src: `/images/news/${image}`, alt: 'Illustration of a ferry at sea', width: 600, height: 340 },
          date: '2026-11-20', author: 'News Desk', excerpt: `Daily sailings from Dumaguete to ${name} start next month.`,
          tags: [name, 'New Route'], content: [`Daily sailings from Dumaguete to ${name} start next month.`],
        })));
      },
    },
    {
      says: ['npm run data:check -- --strict', 'image_missing'],
      run: () => {
        passesStrict()();
        expect(graphOf(copy).news.map((n) => n.slug)).toContain(chosen.news);
      },
    },
  ] },

  'add-destination': { steps: [
    {
      says: ['data/ports.yaml', 'id', 'name', 'city', 'coordinates'],
      run: () => {
        const { id, name, lat, lng, aliases } = isle();
        editYaml(copy, 'ports.yaml', (doc) => seq(doc, ['ports']).add(doc.createNode({
          id, name: `${name} Port`, city: name, aliases,
          coordinates: { lat, lng, precision: 'approximate', source: `${name} town port area (approximate)` },
        })));
      },
    },
    {
      says: ['data/timetables/siquijor.yaml', 'source', 'dumaguete-siquijor', 'fare', 'trips'],
      run: () => writeFileSync(join(copy.dir, 'timetables', `${isle().id}.yaml`), `# yaml-language-server: $schema=../../generated/schemas/timetables.json
source: /destinations/${isle().id} › Schedule
timetables:
  - id: ${isleRoute()}
    from: ${fromPort()}
    to: ${isle().id}
    fare: { min: 300, max: 450 }
    trips:
      - { days: Daily, dep: "08:00", arrDay: "+0", arr: "09:30" }
`),
    },
    {
      says: ['data/destinations/', 'siquijor.yaml', 'port', 'travelTime', 'schedules', 'image'],
      run: () => {
        // The first page of the list as the model; its picture stays (a test cannot draw one), every other field is new.
        const [model, port, route, { id, name }] = [graphOf(copy).destinations[0]!, fromPort(), isleRoute(), isle()];
        const file = join(copy.dir, 'destinations', `${id}.yaml`);
        cpSync(join(copy.dir, 'destinations', `${model.slug}.yaml`), file);
        editYaml(copy, file, (doc) => {
          const set = (key: string, value: unknown) => doc.set(key, doc.createNode(value));
          set('slug', id);
          set('name', name);
          set('port', id);
          set('description', 'An island of healers and waterfalls, a short crossing from Dumaguete.');
          set('highlights', ['Cambugahay Falls', 'Salagdoong Beach']);
          set('tagline', 'The Island of Fire');
          set('blurb', 'Quiet beaches, waterfalls and old churches, an hour and a half by sea from Dumaguete.');
          doc.delete('startingFare');
          set('travelTime', { display: '1.5 hours from Dumaguete', hours: 1.5, from: port, source: `/destinations/${id} › Hero` });
          set('schedules', [{ title: `To ${name}`, timetables: [route] }]);
          set('attractions', [
            { name: 'Cambugahay Falls', description: 'Three tiers of turquoise pools in the forest.', icon: 'tree' },
            { name: 'Salagdoong Beach', description: 'White sand and cliff jumping.', icon: 'sun' },
            { name: 'Lazi Church', description: 'A coral-stone church from 1884.', icon: 'church' },
            { name: 'Old Balete Tree', description: 'A centuries-old tree over a spring-fed pool.', icon: 'fish' },
          ]);
          set('tips', {
            title: `Travel Tips for ${name}`,
            lists: [{ title: 'Getting Around', items: ['Rent a motorbike or hire a tricycle.'] }, { title: "Don't Miss", items: ['Sunset at Paliton Beach.'] }],
            note: 'Crossings stop when the sea is rough.',
          });
        });
      },
    },
    {
      says: ['destinations.order', 'data/pages.yaml', 'data/schedules.yaml', 'data/places.yaml', 'port: siquijor'],
      run: () => {
        const { id, name } = isle();
        editYaml(copy, 'pages.yaml', (doc) => seq(doc, ['destinations', 'order']).add(id));
        editYaml(copy, 'schedules.yaml', (doc) => {
          const groups = seq(doc, ['groups']);
          seq(doc, ['groups', groups.items.length - 1, 'timetables']).add(isleRoute());
        });
        editYaml(copy, 'places.yaml', (doc) => {
          const at = indexOf(seq(doc, ['places']), 'name', name);
          if (at >= 0) doc.setIn(['places', at, 'port'], id);
          else seq(doc, ['places']).add(doc.createNode({ name, port: id }));
        });
      },
    },
    {
      says: ['npm run data:check -- --strict', 'settle', 'Nineteen ferry destinations', 'Routes Served'],
      run: () => {
        settleThenStrict()();
        const graph = graphOf(copy);
        expect(graph.destinations.at(-1)!.slug).toBe(isle().id);
        expect(graph.routes.find((t) => t.id === isleRoute())!.rows).toHaveLength(1);
      },
    },
  ] },

  'retire-route': { steps: [
    {
      says: ['data/timetables/', 'data/schedules.yaml', '`schedules` of destination pages', 'advisories'],
      run: () => {
        const graph = graphOf(copy);
        const route = routeToRetire(graph);
        expect(route, 'a route that can be retired').toBeDefined();
        chosen.retired = { id: route!.id, from: route!.from, to: route!.to };
        const ids = new Set([route!.id, ...route!.sourceTimetables]);
        for (const source of route!.sourceTimetables) {
          editYaml(copy, fileOfTimetable(route!, source), (doc) => seq(doc, ['timetables']).delete(indexOf(seq(doc, ['timetables']), 'id', source)));
        }
        const dropIds = (list: YAMLSeq) => {
          for (let i = list.items.length - 1; i >= 0; i--) if (ids.has(String(list.get(i)))) list.delete(i);
        };
        editYaml(copy, 'schedules.yaml', (doc) => seq(doc, ['groups']).items.forEach((_, g) => dropIds(seq(doc, ['groups', g, 'timetables']))));
        for (const d of graph.destinations) {
          editYaml(copy, join(copy.dir, 'destinations', `${d.slug}.yaml`), (doc) => seq(doc, ['schedules']).items.forEach((_, s) => dropIds(seq(doc, ['schedules', s, 'timetables']))));
        }
        editYaml(copy, 'advisories.yaml', (doc) => {
          const list = seq(doc, ['advisories']);
          list.items.forEach((_, a) => { if (doc.getIn(['advisories', a, 'timetables'])) dropIds(seq(doc, ['advisories', a, 'timetables'])); });
        });
      },
    },
    {
      says: ['data/routes.yaml', 'data/fares.yaml', 'data/ports.yaml', '`routes` of its port'],
      run: () => {
        const graph = graphOf(copy);
        const { from, to } = chosen.retired!;
        const claims = (entry: YAMLMap) => entry.get('from') === from && entry.get('to') === to;
        editYaml(copy, 'routes.yaml', (doc) => seq(doc, ['groups']).items.forEach((_, g) => {
          const cards = seq(doc, ['groups', g, 'cards']);
          for (let i = cards.items.length - 1; i >= 0; i--) if (claims(cards.items[i] as YAMLMap)) cards.delete(i);
        }));
        editYaml(copy, 'fares.yaml', (doc) => seq(doc, ['groups']).items.forEach((_, g) => {
          const fares = seq(doc, ['groups', g, 'fares']);
          for (let i = fares.items.length - 1; i >= 0; i--) if (claims(fares.items[i] as YAMLMap)) fares.delete(i);
        }));
        editYaml(copy, 'ports.yaml', (doc) => {
          const p = indexOf(seq(doc, ['ports']), 'id', from);
          if (!doc.getIn(['ports', p, 'page'])) return;
          const names = seq(doc, ['ports', p, 'page', 'routes']);
          for (let i = names.items.length - 1; i >= 0; i--) {
            if (portOfRouteName(graph, String(names.get(i))) === to) names.delete(i);
          }
        });
      },
    },
    {
      says: ['npm run data:check -- --strict', 'settle', 'match nothing'],
      run: () => {
        settleThenStrict()();
        expect(graphOf(copy).routes.map((t) => t.id)).not.toContain(chosen.retired!.id);
      },
    },
  ] },

  advisory: { steps: [
    {
      says: ['data/advisories.yaml', 'title', 'message', 'severity', 'ports', 'from', 'until', '+08:00', 'source'],
      run: () => {
        // The maintainer's storm warning at a port, from the build date, for two days (the suspension itself is said in
        // status.yaml: the sailing-status recipe).
        const graph = graphOf(copy);
        const port = graph.ports.find((p) => p.id === ferries(graph)[0]!.from)!;
        chosen.advisory = fresh(graph.advisories.map((a) => a.id), 'maintainer-test-storm');
        editYaml(copy, 'advisories.yaml', (doc) => {
          if (seq(doc, ['advisories']).flow) seq(doc, ['advisories']).flow = false;
          seq(doc, ['advisories']).add(doc.createNode({
            id: chosen.advisory, title: `Storm warning at ${port.name}`,
            message: 'A storm signal may be raised: sailings may be suspended at short notice.',
            severity: 'warning', cause: 'weather', ports: [port.id], from: `${copy.buildDate}T00:00+08:00`,
            until: `${shiftDate(copy.buildDate, 2)}T00:00+08:00`, source: 'Philippine Coast Guard',
          }));
        });
      },
    },
    {
      says: ['npm run data:check -- --strict', '/gtfs-rt/alerts.pb'],
      run: () => {
        passesStrict()();
        const graph = graphOf(copy);
        expect(buildAlertsFeed(graph, new Date(`${copy.buildDate}T12:00:00+08:00`)).published).toContain(chosen.advisory);
      },
    },
    {
      says: ['advisory_expired', 'delete the entry'],
      run: () => {
        const later = check(copy, shiftDate(copy.buildDate, 8));
        expect(later.notices.filter((n) => n.code === 'advisory_expired' && n.context.id === chosen.advisory)).toHaveLength(1);
        editYaml(copy, 'advisories.yaml', (doc) => {
          const at = indexOf(seq(doc, ['advisories']), 'id', chosen.advisory);
          chosen.expired = { ...chosen.expired, advisory: (seq(doc, ['advisories']).get(at) as YAMLMap).toJSON() };
          seq(doc, ['advisories']).delete(at);
        });
        passesStrict()();
      },
    },
  ] },

  'sailing-status': { steps: [
    {
      says: ['data/status.yaml', 'sailings', 'route', '/schedules', 'date', 'dep', 'state: cancelled', 'state: delayed', 'departs', '+08:00', 'reason', 'source', 'statedAt'],
      run: () => {
        const graph = graphOf(copy);
        const inFeed = new Set(selectFeedTimetables(graph).published.map((p) => p.timetable.id));
        const noon = new Date(`${copy.buildDate}T12:00:00+08:00`);
        const index = queryIndexOf(graph);
        // A route gtfs.zip publishes, with two timed sailings after the build date's noon that have no status yet:
        // cancel one, delay the other.
        const announced = new Set(graph.status.map((s) => `${s.route}.${s.date}.${s.dep}`));
        const timed = (id: string) => nextSailings(index, { routeId: id, now: noon, count: 6 }).sailings
          .filter((s) => s.departure && s.confirmed && !announced.has(`${s.routeId}.${s.date}.${s.departure.time}`)).slice(0, 2);
        const route = preferring('batangas-caticlan', ferries(graph).filter((t) => inFeed.has(t.id) && timed(t.id).length === 2));
        expect(route, 'a route of gtfs.zip with two timed sailings').toBeDefined();
        const [cancelled, delayed] = timed(route!.id);
        const later = new Date(Date.parse(delayed!.departure!.iso) + (2 * 60 + 8 * 60) * 60_000).toISOString().slice(0, 16);
        chosen.status = [cancelled!, delayed!].map((s) => `${s.routeId}.${s.date}.${s.departure!.time.replace(':', '')}`);
        editYaml(copy, 'status.yaml', (doc) => {
          if (!doc.get('sailings')) doc.set('sailings', []);
          if (seq(doc, ['sailings']).flow) seq(doc, ['sailings']).flow = false;
          const entry = (s: typeof cancelled, fields: Record<string, unknown>) => {
            const node = doc.createNode({ route: s!.routeId, date: s!.date, dep: s!.departure!.time, ...fields,
              source: 'Philippine Coast Guard', statedAt: `${copy.buildDate}T09:00+08:00` }) as YAMLMap;
            (node.get('dep', true) as Scalar).type = 'QUOTE_DOUBLE';
            return node;
          };
          seq(doc, ['sailings']).add(entry(cancelled, { state: 'cancelled', reason: 'weather', signal: 2 }));
          seq(doc, ['sailings']).add(entry(delayed, { state: 'delayed', departs: `${later}+08:00`, reason: 'technical' }));
        });
      },
    },
    {
      says: ['suspensions', 'id', 'ports', 'routes', 'network: true', 'from', 'until', '+08:00', 'reason', 'state: on-time'],
      run: () => {
        // The port the route leaves from, closed for the day of the route's next sailing after the delayed one that
        // has no status yet (the data may already hold a storm's).
        const graph = graphOf(copy);
        const [route, date, dep] = chosen.status![1]!.split('.') as [string, string, string];
        const port = graph.routes.find((t) => t.id === route)!.from;
        const after = new Date(Date.parse(`${date}T${dep.slice(0, 2)}:${dep.slice(2)}:00+08:00`) + 60_000);
        const announced = new Set(graph.status.map((s) => `${s.route}.${s.date}.${s.dep}`));
        const day = nextSailings(queryIndexOf(graph), { routeId: route, now: after, count: 20 }).sailings
          .find((s) => !announced.has(`${s.routeId}.${s.date}.${s.departure?.time ?? null}`))!.date;
        chosen.suspension = fresh(graph.suspensions.map((x) => x.id), 'maintainer-test-typhoon');
        editYaml(copy, 'status.yaml', (doc) => {
          if (!doc.get('suspensions')) doc.set('suspensions', doc.createNode([]));
          if (seq(doc, ['suspensions']).flow) seq(doc, ['suspensions']).flow = false;
          seq(doc, ['suspensions']).add(doc.createNode({
            id: chosen.suspension, ports: [port], from: `${day}T00:00+08:00`, until: `${shiftDate(day, 1)}T00:00+08:00`,
            reason: 'weather', signal: 3, source: 'Philippine Coast Guard', statedAt: `${copy.buildDate}T09:00+08:00`,
          }));
        });
        chosen.suspended = port;
      },
    },
    {
      says: ['npm run status:publish', 'npm run data:check -- --strict', 'file, line and column', 'dist/status.json', 'dist/gtfs-rt/', '5 minutes'],
      run: () => {
        passesStrict()();
        const graph = graphOf(copy);
        expect(graph.status.filter(ours).map((s) => s.state)).toEqual(['cancelled', 'delayed']);
        // Every sea sailing of that day from or to the port is cancelled, as ordinary cancelled sailings.
        const suspended = graph.status.filter((s) => s.suspension === chosen.suspension);
        expect(suspended.length).toBeGreaterThan(0);
        expect(suspended.every((s) => s.state === 'cancelled' && s.mode !== 'road' && [s.from, s.to].includes(chosen.suspended!))).toBe(true);
        const noon = new Date(`${copy.buildDate}T12:00:00+08:00`);
        expect(buildTripUpdatesFeed(graph, noon).published).toEqual(expect.arrayContaining(chosen.status!));
        expect(buildAlertsFeed(graph, noon).published).toContain(`suspension.${chosen.suspension}`);
      },
    },
    {
      says: ['delete the entries', 'status_stale', 'suspension_stale'],
      run: () => {
        const mine = (s: { suspension: string | null } & Parameters<typeof ours>[0]) => ours(s) || s.suspension === chosen.suspension;
        const last = graphOf(copy).status.filter(mine).at(-1)!.date;
        const later = check(copy, shiftDate(last, 9));
        expect(later.notices.filter((n) => n.code === 'status_stale' && ours(n.context as { route: string; date: string; dep: string }))).toHaveLength(2);
        expect(later.notices.filter((n) => n.code === 'suspension_stale' && n.context.id === chosen.suspension)).toHaveLength(1);
        editYaml(copy, 'status.yaml', (doc) => {
          const suspensions = seq(doc, ['suspensions']);
          const at = indexOf(suspensions, 'id', chosen.suspension);
          chosen.expired = { ...chosen.expired, suspension: (suspensions.get(at) as YAMLMap).toJSON() };
          suspensions.delete(at);
          const list = seq(doc, ['sailings']);
          const gone = list.items.map((item) => (item as YAMLMap).toJSON() as { route: string; date: string; dep: string }).filter(ours);
          chosen.expired = { ...chosen.expired, statuses: gone };
          for (let i = list.items.length - 1; i >= 0; i--) if (ours((list.items[i] as YAMLMap).toJSON() as { route: string; date: string; dep: string })) list.delete(i);
        });
        passesStrict()();
      },
    },
  ] },

  'settle-warning': {
    // Two changes a maintainer makes on purpose: a fare whose disagreement was accepted with its figures, and one
    // page's fare of a route another statement also gives.
    before: () => {
      const graph = graphOf(copy);
      chosen.refigured = changeAcceptedFare(graph);
      const route = fareToDispute(graph);
      expect(route, 'a fare two statements give alike').toBeDefined();
      editYaml(copy, fileOfTimetable(route!, route!.sourceTimetables[0]!), (doc) => {
        const t = indexOf(seq(doc, ['timetables']), 'id', route!.sourceTimetables[0]);
        doc.setIn(['timetables', t, 'fare', 'max'], Number(doc.getIn(['timetables', t, 'fare', 'max'])) + 100);
      });
      expect(strict(copy).code).toBe(1);
    },
    steps: [
      { says: ['stale_decision', 'figures'], run: () => expect(refigureDecisions(copy)).toBe(chosen.refigured) },
      { says: ['delete it'], run: () => { deleteStaleDecisions(copy); } },
      { says: ['count_claim_contradicted'], run: () => { correctCounts(copy); } },
      {
        says: ['npm run -s data:check -- --decisions-template', 'decisions:', 'data/decisions.yaml', 'reason', 'reviewBy'],
        run: () => expect(acceptOpenWarnings(copy, 'The operator confirmed both fares for now.')).toBe(1),
      },
      { says: ['npm run data:check -- --strict', 'generated/'], run: passesStrict() },
    ],
  },
};

/** A sailing whose departure and stated arrival can move an hour later on the same day. */
function movable(row: Route['rows'][number]): boolean {
  if (row.dep === null || !row.confirmed || row.dep >= 22 * 60) return false;
  return row.arr === null || row.arr.minute < 22 * 60;
}

function fromPort(): string {
  const ports = graphOf(copy).ports.map((p) => p.id);
  return ports.includes('dumaguete') ? 'dumaguete' : ports[0]!;
}

function lowestFareOf(id: string): number {
  const fare = graphOf(copy).routes.find((t) => t.id === id)!.fare;
  return fare ? lowestFare(fare) : 0;
}

/** Whether a status entry is one the status recipe published (by its route, date and departure). */
function ours(status: { route: string; date: string; dep: string | null }): boolean {
  return status.dep !== null && (chosen.status?.includes(`${status.route}.${status.date}.${status.dep.replace(':', '')}`) ?? false);
}

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function isleRoute(): string {
  return `${fromPort()}-${isle().id}`;
}

/** Source timetables per file: a file must keep one when a route's timetable leaves it. */
function timetablesPerFile(graph: Graph): Map<string, number> {
  const count = new Map<string, number>();
  for (const t of graph.routes) for (const s of t.sourceTimetables) {
    const file = fileOfTimetable(t, s);
    count.set(file, (count.get(file) ?? 0) + 1);
  }
  return count;
}

/**
 * A ferry route the retire recipe can take out by its steps alone: every file, schedule list and card group it is in
 * keeps something else; no popular route, destination travel time or recipe before this one uses it.
 */
function routeToRetire(graph: Graph): Route | undefined {
  const popular = new Set(graph.pages.home.popularRoutes.map((r) => `${r.from}>${r.to}`));
  const travel = new Set(graph.destinations.flatMap((d) => (d.travelRoute ? [d.travelRoute] : [])));
  const perFile = timetablesPerFile(graph);
  const used = new Set([chosen.retimed?.route, chosen.repriced?.id, isleRoute()]);
  const others = <T extends { from: string; to: string }>(list: readonly T[], t: Route) => list.some((x) => x.from !== t.from || x.to !== t.to);
  return preferring('batangas-coron', ferries(graph).filter((t) => {
    const ids = new Set([t.id, ...t.sourceTimetables]);
    return !used.has(t.id) && !popular.has(`${t.from}>${t.to}`) && !travel.has(t.id)
      && t.sourceTimetables.every((s) => perFile.get(fileOfTimetable(t, s))! > 1)
      && graph.schedules.groups.every((g) => g.timetables.some((x) => !ids.has(x)))
      && graph.destinations.every((d) => d.schedules.every((s) => s.timetables.some((x) => !ids.has(x))))
      && graph.routeCards.groups.every((g) => others(g.cards, t)) && graph.fares.groups.every((g) => others(g.fares, t));
  }));
}

/** A route's fare the sources dispute and a decision accepted with its figures: one statement raised. How many. */
function changeAcceptedFare(graph: Graph): number {
  const accepted = decisions().filter((d) => d.code === 'route_fare_conflict' && d.decision === 'accepted' && d.facts?.figures);
  for (const t of graph.routes) {
    if (!t.fare?.disputed) continue;
    const source = t.fare.options.flatMap((o) => o.statements).filter((st) => st.startsWith('timetable:')).map((st) => st.slice('timetable:'.length))
      .find((id) => accepted.some((d) => Object.values(d.facts!).includes(`timetable:${id}`)));
    if (!source) continue;
    editYaml(copy, fileOfTimetable(t, source), (doc) => {
      const i = indexOf(seq(doc, ['timetables']), 'id', source);
      doc.setIn(['timetables', i, 'fare', 'max'], Number(doc.getIn(['timetables', i, 'fare', 'max'])) + 50);
    });
    return 1;
  }
  return 0;
}

/** An undisputed fare stated by a timetable and another statement, no decision about it, not the site's highest. */
function fareToDispute(graph: Graph): Route | undefined {
  const decided = decidedRoutes(graph, null);
  const highest = Math.max(...graph.routes.flatMap((t) => (t.fare ? [Math.max(...(t.fare.disputed ? t.fare.options.map((o) => o.value.max) : [t.fare.value.max]))] : [])));
  return ferries(graph).find((t) => t.fare && !t.fare.disputed && t.fare.statements.length >= 2 && !decided.has(t.id)
    && t.fare.value.max + 100 < highest && t.id !== chosen.repriced?.id
    && t.fare.statements.includes(`timetable:${t.sourceTimetables[0]}`));
}

/**
 * The unit tests that read the real data (tests/support/real-data.ts), but not this one: among them node-gtfs
 * importing the edited copy's feed.
 */
function realDataTests(): string[] {
  const files = execFileSync('git', ['ls-files', 'tests'], { encoding: 'utf8' }).split('\n')
    .filter((f) => /\.test\.tsx?$/.test(f) && !f.startsWith('tests/maintainer/'));
  return files.filter((f) => /from '\.\.\/(\.\.\/)?support\/real-data'/.test(readFileSync(f, 'utf8')));
}

const recipes = readRecipes(readFileSync(RECIPES_DOC, 'utf8'));

describe('docs/recipes.md, replayed on one copy of data/', { timeout: 600_000 }, () => {
  it('docs/recipes.md has exactly the recipes this test replays, each step saying what its edit does', () => {
    expect(recipes.map((r) => r.id)).toEqual(Object.keys(RECIPES));
    for (const recipe of recipes) {
      const { steps } = RECIPES[recipe.id]!;
      expect(recipe.steps, recipe.id).toHaveLength(steps.length);
      recipe.steps.forEach((text, i) => {
        for (const words of steps[i]!.says) expect(text, `${recipe.title}, step ${i + 1}`).toContain(words);
      });
    }
  });

  for (const recipe of recipes) {
    it(`${recipe.title}: data:check --strict passes, and the site holds`, async () => {
      const replay = RECIPES[recipe.id]!;
      replay.before?.();
      for (const step of replay.steps) step.run();
      await siteHolds();
    });
  }

  // The week's result, with the storm's examples back in force: the advisory recipe's warning (from the build date,
  // for two days), the status recipe's suspension of a port and its cancelled and delayed sailings, as published.
  it('a suspension of a port in force and its cancellations: data:check --strict passes, the site holds, data:diff lists them', async () => {
    const week = copy.dir;
    copy = { ...copy, dir: join(root, 'storm', 'data') };
    cpSync(week, copy.dir, { recursive: true });
    editYaml(copy, 'advisories.yaml', (doc) => {
      if (seq(doc, ['advisories']).flow) seq(doc, ['advisories']).flow = false;
      seq(doc, ['advisories']).add(doc.createNode(chosen.expired!.advisory));
    });
    editYaml(copy, 'status.yaml', (doc) => {
      if (!doc.get('suspensions')) doc.set('suspensions', doc.createNode([]));
      if (seq(doc, ['suspensions']).flow) seq(doc, ['suspensions']).flow = false;
      seq(doc, ['suspensions']).add(doc.createNode(chosen.expired!.suspension));
      if (seq(doc, ['sailings']).flow) seq(doc, ['sailings']).flow = false;
      for (const entry of chosen.expired!.statuses!) {
        const node = doc.createNode(entry) as YAMLMap;
        (node.get('dep', true) as Scalar).type = 'QUOTE_DOUBLE';
        seq(doc, ['sailings']).add(node);
      }
    });
    passesStrict()();
    await siteHolds();
    // data:diff on the storm, and a policy figure the FAQ quotes changed with it (in a copy: the replays go on
    // without it), lists the suspension, the cancelled and the delayed sailing, and the FAQ's sentence before → after.
    const reviewed = { ...copy, dir: join(root, 'reviewed', 'data') };
    cpSync(copy.dir, reviewed.dir, { recursive: true });
    // A figure as the file gives it (not one a decision settles) of a policy the FAQ quotes.
    const graph = graphOf(copy);
    const policies = (parse(readFileSync(join(copy.dir, 'policies.yaml'), 'utf8')) as { policies: { id: string; values: Record<string, unknown> }[] }).policies;
    const figureOf = (id: string | null) => Object.entries(policies.find((p) => p.id === id)?.values ?? {})
      .find(([key, value]) => typeof value === 'number' && graph.policies.find((p) => p.id === id)!.values[key] === value);
    const quoted = graph.faq.sections.flatMap((section) => section.items).find((item) => figureOf(item.policy))!;
    const [key, value] = figureOf(quoted.policy)!;
    editYaml(reviewed, 'policies.yaml', (doc) => {
      doc.setIn(['policies', indexOf(seq(doc, ['policies']), 'id', quoted.policy), 'values', key], Number(value) + 1);
    });
    const side = (dir: string) => { const r = check({ dir, buildDate: copy.buildDate }); return { graph: r.graph!, notices: r.notices }; };
    const diff = diffData(side(week), side(reviewed.dir));
    const text = renderText(diff, { what: 'the week → the storm', buildDate: copy.buildDate });
    expect(text).toContain('\nSailing status and suspensions\n');
    expect(text).toMatch(/^ {2}suspended {1}\S+ {2}Sailings suspended at /m);
    // The cancelled sailing, and each the suspension cancels (read against the bulletin).
    const stopped = graph.status.filter((x) => x.suspension !== null && x.suspension === (chosen.expired!.suspension as { id: string }).id).length;
    expect(stopped).toBeGreaterThan(0);
    expect(text.match(/^ {2}cancelled /gm) ?? []).toHaveLength(1 + stopped);
    expect(text.match(/^ {2}delayed /gm) ?? []).toHaveLength(1);
    const sentence = diff.texts.find((c) => c.subject === `/faq › ${quoted.q}`);
    expect(sentence?.kind, `the FAQ's "${quoted.q}" in data:diff`).toBe('changed');
    expect(text).toContain(`/faq › ${quoted.q}: ${sentence!.before} → ${sentence!.after}`);
  });

  it('the unit tests that read the real data pass on the copy with the storm in force (FERRY_DATA_DIR)', () => {
    const files = realDataTests();
    expect(files).toEqual(expect.arrayContaining(['tests/query/real-graph.test.ts', 'tests/pipeline/json-schema.test.ts', 'tests/gtfs/node-gtfs.test.ts']));
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
    // The UTC project only: the main run already puts these files through the other zones (a zone leak is the
    // code's, whatever the data); here the question is the data's. The property tests run a few cases each: the main
    // run already searches for the code's defects; here they only need to meet the edited files.
    const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'UTC', ...files], {
      env: { ...env, FERRY_DATA_DIR: copy.dir, TZ: 'UTC', HOSTILE_RUNS: '1', FUZZ_RUNS: '20', NO_COLOR: '1' }, encoding: 'utf8',
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`.split('\n').filter((l) => /FAIL|×|Error|Test Files|Tests /.test(l)).join('\n')).toBe(0);
    // Each file ran and passed.
    for (const file of files) expect(run.stdout).toContain(`✓ |UTC| ${file}`);
  });

  // The rule the replay keeps: a data/ that already holds every recipe's example (a maintainer followed the recipes)
  // passes too. Each recipe again, on a copy of the storm's data: every name and id a recipe adds is derived afresh
  // (another island when Siquijor is there, another slug or id), every sailing it announces has no status yet.
  it('on a data/ that already holds every recipe\'s example, every recipe passes again', async () => {
    const storm = copy.dir;
    copy = { ...copy, dir: join(root, 'again', 'data') };
    cpSync(storm, copy.dir, { recursive: true });
    const first = chosen;
    chosen = {};
    for (const recipe of recipes) {
      const replay = RECIPES[recipe.id]!;
      replay.before?.();
      for (const step of replay.steps) step.run();
    }
    expect(chosen.isle!.id, 'another island than the first replay\'s').not.toBe(first.isle!.id);
    expect(chosen.news).not.toBe(first.news);
    await siteHolds();
  });
});
