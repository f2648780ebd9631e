/**
 * The maintainer's promise (issue 23): if `npm run data:check -- --strict` passes on a data change, `npm test`
 * passes. The recipes of README › Editing data › Recipes are read from the README and replayed, in order, on one
 * copy of data/ (a maintainer's week: the real phone number, a retimed sailing, a changed fare, a news item, a new
 * destination with its timetable, a retired route, an advisory, a warning settled). Each step is paired with the
 * edit it makes here (the words each step must say are checked, so the README and this test cannot drift apart).
 * After each recipe: `data:check --strict` passes, and everything `npm test` does with the data holds on the copy —
 * the graph builds, every page renders (in-process, as the build renders them), the GTFS feed has no error, and
 * one fact shows one figure on every page (scripts/facts, `npm run check:facts`). At the end, the unit tests that
 * read the real data (those importing tests/support/real-data.ts) run on the copy with FERRY_DATA_DIR set.
 *
 * Which route a recipe retimes, reprices or retires is chosen from the graph, never named: the test holds whatever
 * the real data says. Not replayed here: the browser tests, which run on a site built from their own frozen data set
 * (tests/fixtures/site, scripts/build-e2e-site.sh), so a change to data/ cannot reach them.
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
import { parseTime } from '../../src/graph/time';
import type { Graph, Timetable } from '../../src/graph/types';
import { publishFeed } from '../../src/gtfs/publish';
import { buildAlertsFeed } from '../../src/gtfs/realtime/alerts';
import { buildTripUpdatesFeed } from '../../src/gtfs/realtime/trip-updates';
import { selectFeedTimetables } from '../../src/gtfs/select';
import { indexGraph } from '../../src/query/graph-index';
import { nextSailings } from '../../src/query/next-sailings';
import { portOfRouteName } from '../../src/site/pages/select.server';
import { REAL_BUILD_DATE, REAL_DATA_DIR } from '../support/real-data';
import { renderPages } from '../support/render-pages';
import {
  acceptOpenWarnings, check, correctCounts, deleteStaleDecisions, editYaml, fileOfTimetable, graphOf, indexOf, pathOf,
  refigureDecisions, seq, settle, strict, type Copy,
} from './maintainer';
import { readRecipes } from './readme-recipes';

const root = mkdtempSync(join(tmpdir(), 'maintainer-'));
// MAINTAINER_KEEP=1 keeps the edited copy to look at (diff -r data <printed folder>/data).
afterAll(() => (process.env.MAINTAINER_KEEP
  ? console.log(`the edited copy: ${root}; ${JSON.stringify(chosen)}`) : rmSync(root, { recursive: true, force: true })));
const copy: Copy = { dir: join(root, 'data'), buildDate: REAL_BUILD_DATE };
cpSync(REAL_DATA_DIR, copy.dir, { recursive: true });

interface Step {
  /** Words the README's step must contain: the edit below does what they say. */
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
const names = (d: DecisionEntry, t: Timetable) => [...Object.values(d.facts ?? {}), d.use ?? ''].some((value) =>
  [t.id, `${t.from}>${t.to}`, ...t.sourceTimetables].some((word) => value === word || value.endsWith(`:${word}`)));

/** The routes a decision (of these codes, or any) names: a change to them may need the decision changed too. */
function decidedRoutes(graph: Graph, codes: readonly string[] | null): Set<string> {
  const relevant = decisions().filter((d) => !codes || codes.includes(d.code));
  return new Set(graph.timetables.filter((t) => relevant.some((d) => names(d, t))).map((t) => t.id));
}

const ferries = (graph: Graph) => graph.timetables.filter((t) => t.mode === 'ferry' && t.rows.length > 0);
/** Prefer the route the README's example names, else the first by id. */
const preferring = (id: string, candidates: Timetable[]) => candidates.find((t) => t.id === id) ?? candidates[0];

/** "HH:MM" some minutes later, on the same day (callers keep it before midnight). */
const shift = (time: string, minutes: number) => {
  const m = parseTime(time) + minutes;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** What the recipes chose to work on, for the steps that follow and for MAINTAINER_KEEP. */
const chosen: {
  retimed?: { route: string; dep: string };
  repriced?: { id: string; from: number };
  retired?: { id: string; from: string; to: string };
  advisory?: string;
  /** The trip update entity ids of the cancelled and the delayed sailing. */
  status?: string[];
  /** The port the suspension closes. */
  suspended?: string;
  refigured?: number;
} = {};

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
              if (!isMap(trip) || (trip as YAMLMap).get('dep') !== row.dep) return;
              doc.setIn(['timetables', t, 'trips', i, 'dep'], shift(row.dep!, 60));
              const arr = (trip as YAMLMap).get('arr');
              if (typeof arr === 'string') doc.setIn(['timetables', t, 'trips', i, 'arr'], shift(arr, 60));
            });
          });
        }
        chosen.retimed = { route: route!.id, dep: shift(row.dep!, 60) };
      },
    },
    {
      says: ['npm run data:check -- --strict', 'route_times_conflict', 'stated_duration_mismatch', 'settle'],
      run: () => {
        settleThenStrict()();
        const route = graphOf(copy).timetables.find((t) => t.id === chosen.retimed!.route)!;
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
        const all = graph.timetables.flatMap((t) => (t.fare ? [lowestFare(t.fare)] : []));
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
          if (stated === chosen.repriced!.from) editYaml(copy, n.file, (doc) => doc.setIn(pathOf(n.path), minimum));
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
        editYaml(copy, 'news.yaml', (doc) => seq(doc, ['items']).add(doc.createNode({
          slug: 'siquijor-ferries-added', title: 'More Ferries to Siquijor', category: 'Route Update', badgeColor: 'blue',
          image: { src: `/images/news/${image}`, alt: 'Illustration of a ferry at sea', width: 600, height: 340 },
          date: '2026-11-20', author: 'News Desk', excerpt: 'Daily sailings from Dumaguete to Siquijor start next month.',
          tags: ['Siquijor', 'New Route'], content: ['Daily sailings from Dumaguete to Siquijor start next month.'],
        })));
      },
    },
    {
      says: ['npm run data:check -- --strict', 'image_missing'],
      run: () => {
        passesStrict()();
        expect(graphOf(copy).news.map((n) => n.slug)).toContain('siquijor-ferries-added');
      },
    },
  ] },

  'add-destination': { steps: [
    {
      says: ['data/ports.yaml', 'id', 'name', 'city', 'coordinates'],
      run: () => editYaml(copy, 'ports.yaml', (doc) => seq(doc, ['ports']).add(doc.createNode({
        id: 'siquijor', name: 'Siquijor Port', city: 'Siquijor', aliases: ['Siquijor', 'Larena'],
        coordinates: { lat: 9.199, lng: 123.594, precision: 'approximate', source: 'Siquijor town port area (approximate)' },
      }))),
    },
    {
      says: ['data/timetables/siquijor.yaml', 'source', 'dumaguete-siquijor', 'fare', 'trips'],
      run: () => writeFileSync(join(copy.dir, 'timetables', 'siquijor.yaml'), `# yaml-language-server: $schema=../../generated/schemas/timetables.json
source: /destinations/siquijor › Schedule
timetables:
  - id: ${siquijorRoute()}
    from: ${fromPort()}
    to: siquijor
    fare: { min: 300, max: 450 }
    trips:
      - { days: Daily, dep: "08:00", arrDay: "+0", arr: "09:30" }
`),
    },
    {
      says: ['data/destinations/', 'siquijor.yaml', 'port', 'travelTime', 'schedules', 'image'],
      run: () => {
        // The first page of the list as the model; its picture stays (a test cannot draw one), every other field is new.
        const [model, port, route] = [graphOf(copy).destinations[0]!, fromPort(), siquijorRoute()];
        const file = join(copy.dir, 'destinations', 'siquijor.yaml');
        cpSync(join(copy.dir, 'destinations', `${model.slug}.yaml`), file);
        editYaml(copy, file, (doc) => {
          const set = (key: string, value: unknown) => doc.set(key, doc.createNode(value));
          set('slug', 'siquijor');
          set('name', 'Siquijor');
          set('port', 'siquijor');
          set('description', 'An island of healers and waterfalls, a short crossing from Dumaguete.');
          set('highlights', ['Cambugahay Falls', 'Salagdoong Beach']);
          set('tagline', 'The Island of Fire');
          set('blurb', 'Quiet beaches, waterfalls and old churches, an hour and a half by sea from Dumaguete.');
          doc.delete('startingFare');
          set('travelTime', { display: '1.5 hours from Dumaguete', hours: 1.5, from: port, source: '/destinations/siquijor › Hero' });
          set('schedules', [{ title: 'To Siquijor', timetables: [route] }]);
          set('attractions', [
            { name: 'Cambugahay Falls', description: 'Three tiers of turquoise pools in the forest.', icon: 'tree' },
            { name: 'Salagdoong Beach', description: 'White sand and cliff jumping.', icon: 'sun' },
            { name: 'Lazi Church', description: 'A coral-stone church from 1884.', icon: 'church' },
            { name: 'Old Balete Tree', description: 'A centuries-old tree over a spring-fed pool.', icon: 'fish' },
          ]);
          set('tips', {
            title: 'Travel Tips for Siquijor',
            lists: [{ title: 'Getting Around', items: ['Rent a motorbike or hire a tricycle.'] }, { title: "Don't Miss", items: ['Sunset at Paliton Beach.'] }],
            note: 'Crossings stop when the sea is rough.',
          });
        });
      },
    },
    {
      says: ['destinations.order', 'data/pages.yaml', 'data/schedules.yaml', 'data/places.yaml', 'port: siquijor'],
      run: () => {
        editYaml(copy, 'pages.yaml', (doc) => seq(doc, ['destinations', 'order']).add('siquijor'));
        editYaml(copy, 'schedules.yaml', (doc) => {
          const groups = seq(doc, ['groups']);
          seq(doc, ['groups', groups.items.length - 1, 'timetables']).add(siquijorRoute());
        });
        editYaml(copy, 'places.yaml', (doc) => {
          const at = indexOf(seq(doc, ['places']), 'name', 'Siquijor');
          if (at >= 0) doc.setIn(['places', at, 'port'], 'siquijor');
          else seq(doc, ['places']).add(doc.createNode({ name: 'Siquijor', port: 'siquijor' }));
        });
      },
    },
    {
      says: ['npm run data:check -- --strict', 'settle', 'Nineteen ferry destinations', 'Routes Served'],
      run: () => {
        settleThenStrict()();
        const graph = graphOf(copy);
        expect(graph.destinations.at(-1)!.slug).toBe('siquijor');
        expect(graph.timetables.find((t) => t.id === siquijorRoute())!.rows).toHaveLength(1);
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
        expect(graphOf(copy).timetables.map((t) => t.id)).not.toContain(chosen.retired!.id);
      },
    },
  ] },

  advisory: { steps: [
    {
      says: ['data/advisories.yaml', 'title', 'message', 'severity', 'ports', 'from', 'until', '+08:00', 'source'],
      run: () => {
        const port = ferries(graphOf(copy))[0]!.from;
        chosen.advisory = 'maintainer-test-notice';
        editYaml(copy, 'advisories.yaml', (doc) => {
          if (seq(doc, ['advisories']).flow) seq(doc, ['advisories']).flow = false;
          seq(doc, ['advisories']).add(doc.createNode({
            id: chosen.advisory, title: 'Heavy crowds at the port', message: 'Arrive early: queues at the terminal are long.',
            severity: 'info', ports: [port], from: `${copy.buildDate}T00:00+08:00`, until: `${shiftDate(copy.buildDate, 7)}T00:00+08:00`,
            source: 'Operator advisory',
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
        expect(later.notices.filter((n) => n.code === 'advisory_expired').map((n) => n.context.id)).toEqual([chosen.advisory]);
        editYaml(copy, 'advisories.yaml', (doc) => seq(doc, ['advisories']).delete(indexOf(seq(doc, ['advisories']), 'id', chosen.advisory)));
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
        const index = indexGraph(graph);
        // A route gtfs.zip publishes, with two timed sailings after the build date's noon: cancel one, delay the other.
        const timed = (id: string) => nextSailings(index, { timetableId: id, now: noon, count: 2 }).sailings.filter((s) => s.departure && s.confirmed);
        const route = preferring('batangas-caticlan', ferries(graph).filter((t) => inFeed.has(t.id) && timed(t.id).length === 2));
        expect(route, 'a route of gtfs.zip with two timed sailings').toBeDefined();
        const [cancelled, delayed] = timed(route!.id);
        const later = new Date(Date.parse(delayed!.departure!.iso) + (2 * 60 + 8 * 60) * 60_000).toISOString().slice(0, 16);
        chosen.status = [cancelled!, delayed!].map((s) => `${s.timetableId}.${s.date}.${s.departure!.time.replace(':', '')}`);
        editYaml(copy, 'status.yaml', (doc) => {
          if (!doc.get('sailings')) doc.set('sailings', []);
          if (seq(doc, ['sailings']).flow) seq(doc, ['sailings']).flow = false;
          const entry = (s: typeof cancelled, fields: Record<string, unknown>) => {
            const node = doc.createNode({ route: s!.timetableId, date: s!.date, dep: s!.departure!.time, ...fields,
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
        // The port the route leaves from, closed for the day of the route's next sailing after the delayed one.
        const graph = graphOf(copy);
        const [route, date, dep] = chosen.status![1]!.split('.') as [string, string, string];
        const port = graph.timetables.find((t) => t.id === route)!.from;
        const after = new Date(Date.parse(`${date}T${dep.slice(0, 2)}:${dep.slice(2)}:00+08:00`) + 60_000);
        const day = nextSailings(indexGraph(graph), { timetableId: route, now: after, count: 1 }).sailings[0]!.date;
        editYaml(copy, 'status.yaml', (doc) => {
          doc.set('suspensions', doc.createNode([{
            id: 'typhoon', ports: [port], from: `${day}T00:00+08:00`, until: `${shiftDate(day, 1)}T00:00+08:00`,
            reason: 'weather', signal: 3, source: 'Philippine Coast Guard', statedAt: `${copy.buildDate}T09:00+08:00`,
          }]));
        });
        chosen.suspended = port;
      },
    },
    {
      says: ['npm run status:publish', 'npm run data:check -- --strict', 'file, line and column', 'dist/status.json', 'dist/gtfs-rt/', '5 minutes'],
      run: () => {
        passesStrict()();
        const graph = graphOf(copy);
        expect(graph.status.filter((s) => s.suspension === null).map((s) => s.state)).toEqual(['cancelled', 'delayed']);
        // Every sea sailing of that day from or to the port is cancelled, as ordinary cancelled sailings.
        const suspended = graph.status.filter((s) => s.suspension === 'typhoon');
        expect(suspended.length).toBeGreaterThan(0);
        expect(suspended.every((s) => s.state === 'cancelled' && s.mode !== 'road' && [s.from, s.to].includes(chosen.suspended!))).toBe(true);
        const noon = new Date(`${copy.buildDate}T12:00:00+08:00`);
        expect(buildTripUpdatesFeed(graph, noon).published).toEqual(expect.arrayContaining(chosen.status!));
        expect(buildAlertsFeed(graph, noon).published).toContain('suspension.typhoon');
      },
    },
    {
      says: ['delete the entries', 'status_stale', 'suspension_stale'],
      run: () => {
        const last = graphOf(copy).status.at(-1)!.date;
        const later = check(copy, shiftDate(last, 9));
        expect(later.notices.filter((n) => n.code === 'status_stale')).toHaveLength(2);
        expect(later.notices.filter((n) => n.code === 'suspension_stale').map((n) => n.context.id)).toEqual(['typhoon']);
        editYaml(copy, 'status.yaml', (doc) => {
          doc.delete('suspensions');
          for (const id of chosen.status!) {
            const [route, date] = id.split('.');
            const list = seq(doc, ['sailings']);
            list.delete(list.items.findIndex((item) => (item as YAMLMap).get('route') === route && String((item as YAMLMap).get('date')) === date));
          }
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
function movable(row: Timetable['rows'][number]): boolean {
  if (!row.dep || !row.confirmed || parseTime(row.dep) >= 22 * 60) return false;
  return row.arr === null || parseTime(row.arr.time) < 22 * 60;
}

function fromPort(): string {
  const ports = graphOf(copy).ports.map((p) => p.id);
  return ports.includes('dumaguete') ? 'dumaguete' : ports[0]!;
}

function lowestFareOf(id: string): number {
  const fare = graphOf(copy).timetables.find((t) => t.id === id)!.fare;
  return fare ? lowestFare(fare) : 0;
}

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function siquijorRoute(): string {
  return `${fromPort()}-siquijor`;
}

/** Source timetables per file: a file must keep one when a route's timetable leaves it. */
function timetablesPerFile(graph: Graph): Map<string, number> {
  const count = new Map<string, number>();
  for (const t of graph.timetables) for (const s of t.sourceTimetables) {
    const file = fileOfTimetable(t, s);
    count.set(file, (count.get(file) ?? 0) + 1);
  }
  return count;
}

/**
 * A ferry route the retire recipe can take out by its steps alone: every file, schedule list and card group it is in
 * keeps something else; no popular route, destination travel time or recipe before this one uses it.
 */
function routeToRetire(graph: Graph): Timetable | undefined {
  const popular = new Set(graph.pages.home.popularRoutes.map((r) => `${r.from}>${r.to}`));
  const travel = new Set(graph.destinations.flatMap((d) => (d.travelRoute ? [d.travelRoute] : [])));
  const perFile = timetablesPerFile(graph);
  const used = new Set([chosen.retimed?.route, chosen.repriced?.id, siquijorRoute()]);
  const others = <T extends { from: string; to: string }>(list: readonly T[], t: Timetable) => list.some((x) => x.from !== t.from || x.to !== t.to);
  return preferring('batangas-coron', ferries(graph).filter((t) => {
    const ids = new Set([t.id, ...t.sourceTimetables]);
    return !used.has(t.id) && !popular.has(`${t.from}>${t.to}`) && !travel.has(t.id)
      && t.sourceTimetables.every((s) => perFile.get(fileOfTimetable(t, s))! > 1)
      && graph.schedules.groups.every((g) => g.timetables.some((x) => !ids.has(x)))
      && graph.destinations.every((d) => d.schedules.every((s) => s.timetables.some((x) => !ids.has(x))))
      && graph.routes.groups.every((g) => others(g.cards, t)) && graph.fares.groups.every((g) => others(g.fares, t));
  }));
}

/** A route's fare the sources dispute and a decision accepted with its figures: one statement raised. How many. */
function changeAcceptedFare(graph: Graph): number {
  const accepted = decisions().filter((d) => d.code === 'route_fare_conflict' && d.decision === 'accepted' && d.facts?.figures);
  for (const t of graph.timetables) {
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
function fareToDispute(graph: Graph): Timetable | undefined {
  const decided = decidedRoutes(graph, null);
  const highest = Math.max(...graph.timetables.flatMap((t) => (t.fare ? [Math.max(...(t.fare.disputed ? t.fare.options.map((o) => o.value.max) : [t.fare.value.max]))] : [])));
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

const recipes = readRecipes(readFileSync('README.md', 'utf8'));

describe('README › Recipes, replayed on one copy of data/', { timeout: 600_000 }, () => {
  it('the README has exactly the recipes this test replays, each step saying what its edit does', () => {
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

  it('the unit tests that read the real data pass on the edited copy (FERRY_DATA_DIR)', () => {
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
});
