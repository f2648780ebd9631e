/**
 * The site the web gates measure (scripts/check-web-budget.ts, scripts/bench-web.ts --gate): this project built
 * from data/ at one fixed instant, with the states a page ships in set on purpose (./web-budgets.ts PAGE_STATES),
 * so the gates measure the code, never the day they run on or what data/ announces today.
 *
 * - The instant: SOURCE_DATE_EPOCH (npm test sets it to the commit's time), else the clock read once. The site is
 *   built at it and every page is opened with the browser's clock set to it (or to the advisory's hour below).
 * - data/'s own advisories and sailing statuses are replaced by the gates' own: two advisories (one of each
 *   severity: a warning for the whole network, an info for another port), in force from a day after the instant
 *   for two days; a cancelled and a delayed sailing of the destination page's first route with two timed sailings
 *   after the instant; and a suspension of that destination's port from a day after the instant for two days (the
 *   status banner on every page, and the sailings it cancels).
 * - Two copies of the build are served: `quiet/`, whose /status.json names no sailing and no suspension, and
 *   `status/`, the build as made, whose /status.json names them (what `npm run status:publish` puts there).
 *
 *   state      served     browser clock
 *   none       quiet/     the instant
 *   advisory   quiet/     an hour into the advisories
 *   status     status/    the instant
 *
 * `tsx scripts/build-web-states.ts --out DIR` builds it once for both gates (npm test); each gate builds its own
 * into a temporary folder when it is given none (`--site DIR`).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { manilaDate, manilaMoment } from '../../src/time';
import type { Advisory, Graph } from '../../src/graph/types';
import { runPipeline } from '../../src/pipeline/run';
import { queryIndexOf } from '../../src/query/graph-index';
import { nextSailings } from '../../src/query/next-sailings';
import { statusOutput, writeStatusFiles } from '../status/files';
import { copyProject } from './copy-project';
import type { PageState } from './web-budgets';
import { GRAPH_PATH, readGraph } from '../../src/graph/graph-file.server';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What the gates read: where each state is served from, and the clock its pages are opened at. */
export interface StatesSite {
  /** The fixed instant, ISO. */
  instant: string;
  states: Record<PageState, { dir: string; clock: string }>;
  /** The advisories and the sailing statuses set, for the gates' reports. */
  advisories: string[];
  statuses: string[];
}

const MANIFEST = 'states.json';

function readStatesSite(dir: string): StatesSite {
  const site = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as StatesSite;
  for (const state of Object.values(site.states)) state.dir = join(dir, state.dir);
  return site;
}

/** A minute-exact instant written as the data writes one (+08:00). */
const iso = (ms: number) => manilaMoment(Math.floor(ms / MINUTE) * MINUTE).iso;

const SOURCE = 'Web budget gate (a state set on purpose; never deployed)';
/** When the gates' advisories and suspension are in force: from a day after `instant` for two days. */
const inForce = (instant: Date) => ({ from: iso(instant.getTime() + DAY), until: iso(instant.getTime() + 3 * DAY) });

/** The gates' advisories: one of each severity, in force from a day after `instant` for two days. */
function advisoriesOf(graph: Graph, destinationPort: string, instant: Date): Advisory[] {
  const other = graph.ports.find((p) => p.id !== destinationPort)?.id ?? destinationPort;
  const name = (id: string) => graph.ports.find((p) => p.id === id)?.name ?? id;
  const common = { ...inForce(instant), source: SOURCE };
  return [
    { id: 'gate-warning', title: 'Rough seas', message: 'Sailings may leave late or be cancelled at short notice.', severity: 'warning', ports: [], timetables: [], ...common },
    { id: 'gate-info', title: `Crowds at ${name(other)}`, message: 'Expect long queues at the terminal: arrive early.', severity: 'info', ports: [other], timetables: [], ...common },
  ];
}

/** A cancelled and a delayed sailing: the first route of the destination's page with two timed sailings after `instant`. */
function statusesOf(graph: Graph, destination: string, instant: Date): Record<string, unknown>[] {
  const index = queryIndexOf(graph);
  const page = graph.destinations.find((d) => d.slug === destination);
  const routes = [...new Set([...(page?.schedules.flatMap((s) => s.timetables) ?? []), ...graph.routes.map((t) => t.id)])];
  for (const route of routes) {
    const timed = nextSailings(index, { routeId: route, now: instant, count: 4 }).sailings.filter((s) => s.departure && s.confirmed);
    if (timed.length < 2) continue;
    const [cancelled, delayed] = timed as [typeof timed[0] & { departure: NonNullable<typeof timed[0]['departure']> }, typeof timed[0] & { departure: NonNullable<typeof timed[0]['departure']> }];
    const stated = { source: SOURCE, statedAt: iso(instant.getTime() - HOUR) };
    return [
      { route: cancelled.routeId, date: cancelled.date, dep: cancelled.departure.time, state: 'cancelled', reason: 'weather', signal: 2, ...stated },
      { route: delayed.routeId, date: delayed.date, dep: delayed.departure.time, state: 'delayed', departs: iso(Date.parse(delayed.departure.iso) + 2 * HOUR), reason: 'technical', ...stated },
    ];
  }
  throw new Error(`no route of the data has two timed sailings after ${instant.toISOString()}: no status can be announced`);
}

/** The gates' suspension: the destination's port, from a day after `instant` for two days (as the advisories). */
function suspensionsOf(destinationPort: string, instant: Date): Record<string, unknown>[] {
  return [{
    id: 'gate-suspension', ports: [destinationPort], ...inForce(instant), reason: 'weather', signal: 3, source: SOURCE, statedAt: iso(instant.getTime() - HOUR),
  }];
}

const header = (schema: string) => `# yaml-language-server: $schema=../generated/schemas/${schema}.json\n# Set by the web budget gate (scripts/lib/web-states.ts): a state of the site, measured on purpose.\n`;

/**
 * Replaces the advisories and sailing statuses of the data folder `data` with the gates' own (above), whatever it
 * held: what the gates measure never depends on what the data announces. `destination`: the destination page the
 * gates measure (its port is suspended, its route gets the statuses).
 * @internal Exported for tests: web-states.test.ts checks the states without the build buildStatesSite runs.
 */
export function setStates(data: string, instant: Date, destination: string): {
  advisories: Advisory[]; statuses: Record<string, unknown>[]; suspensions: Record<string, unknown>[];
} {
  writeFileSync(join(data, 'advisories.yaml'), `${header('advisories')}advisories: []\n`);
  writeFileSync(join(data, 'status.yaml'), `${header('status')}sailings: []\n`);
  const plain = runPipeline({ dataDir: data, buildDate: manilaDate(instant) });
  if (!plain.graph) throw new Error('data/ has errors: run npm run data:check');
  const port = plain.graph.destinations.find((d) => d.slug === destination)?.port;
  if (!port) throw new Error(`no destination page ${destination} in data/`);
  const advisories = advisoriesOf(plain.graph, port, instant);
  const statuses = statusesOf(plain.graph, destination, instant);
  const suspensions = suspensionsOf(port, instant);
  writeFileSync(join(data, 'advisories.yaml'), `${header('advisories')}${stringify({ advisories }, { lineWidth: 0 })}`);
  writeFileSync(join(data, 'status.yaml'), `${header('status')}${stringify({ sailings: statuses, suspensions }, { lineWidth: 0 })}`);
  return { advisories, statuses, suspensions };
}

/**
 * The browser's clock for each state, and the copy of the build each is served from.
 * @internal Exported for tests: web-states.test.ts checks the states without the build buildStatesSite runs.
 */
export function stateClocks(instant: Date, advisories: readonly Advisory[]): StatesSite['states'] {
  return {
    none: { dir: 'quiet', clock: instant.toISOString() },
    advisory: { dir: 'quiet', clock: new Date(Date.parse(advisories[0]!.from) + HOUR).toISOString() },
    status: { dir: 'status', clock: instant.toISOString() },
  };
}

/**
 * Builds the states site into `out` (replaced): a copy of the project with data/'s advisories and statuses set as
 * above (setStates), checked and built at `instant`.
 */
export function buildStatesSite(out: string, instant: Date, destination: string): StatesSite {
  const work = mkdtempSync(join(tmpdir(), 'web-states-'));
  const project = join(work, 'project');
  try {
    copyProject(project);
    const buildDate = manilaDate(instant);
    const { advisories, statuses, suspensions } = setStates(join(project, 'data'), instant, destination);

    // The data check as the build's caller runs it (not strict: a decision about one of data/'s own advisories
    // may now match nothing, which changes nothing the pages show), then the build at the instant.
    const env = { ...process.env, SOURCE_DATE_EPOCH: String(Math.floor(instant.getTime() / 1000)) };
    execFileSync('npm', ['run', '-s', 'data:check', '--', '--date', buildDate], { cwd: project, env, stdio: ['ignore', 'ignore', 'inherit'] });
    execFileSync('npm', ['run', '-s', 'build', '--', '--checked'], { cwd: project, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const graph = readGraph(join(project, GRAPH_PATH));
    const own = graph.status.filter((s) => s.suspension === null);
    if (own.length !== statuses.length || graph.suspensions.length !== suspensions.length || graph.advisories.length !== advisories.length) {
      throw new Error('the states site was built without the advisories or statuses set for it');
    }

    rmSync(out, { recursive: true, force: true });
    cpSync(join(project, 'dist'), join(out, 'status'), { recursive: true });
    cpSync(join(project, 'dist'), join(out, 'quiet'), { recursive: true });
    // The same site with no status announced: the status files the build writes for a data/ without statuses.
    writeStatusFiles(join(out, 'quiet'), statusOutput({ ...graph, status: [], suspensions: [] }, instant));
    const site: StatesSite = {
      instant: instant.toISOString(),
      states: stateClocks(instant, advisories),
      advisories: advisories.map((a) => `${a.severity} ${a.id} (${a.from} → ${a.until})`),
      statuses: [
        ...statuses.map((s) => `${s.state} ${s.route} ${s.date} ${s.dep}`),
        ...suspensions.map((s) => `suspension ${s.id} of ${String(s.ports)} (${s.from} → ${s.until})`),
      ],
    };
    writeFileSync(join(out, MANIFEST), `${JSON.stringify(site, null, 2)}\n`);
    return readStatesSite(out);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The states site at `dir` when given (built by scripts/build-web-states.ts), else one built now into a temporary
 * folder, removed once `use` has finished.
 */
export async function withStatesSite<T>(dir: string | undefined, instant: Date, destination: string, use: (site: StatesSite) => Promise<T>): Promise<T> {
  if (dir) {
    if (!existsSync(join(dir, MANIFEST))) throw new Error(`${dir}: no states site there (tsx scripts/build-web-states.ts --out ${dir} builds one)`);
    return use(readStatesSite(dir));
  }
  const temp = mkdtempSync(join(tmpdir(), 'web-states-site-'));
  try {
    console.log(`Building the site in each state at ${instant.toISOString()} (scripts/lib/web-states.ts)…`);
    return await use(buildStatesSite(temp, instant, destination));
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
