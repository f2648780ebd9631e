/**
 * Property test of hostile input beyond any list of known attacks: hostile text — line breaks, CR, NUL, ESC sequences,
 * bidi controls, `::` workflow commands, `|`, `<`, `"`, `\`, string-replacement patterns (`$&`, `$$`, `$'`, `` $` ``),
 * each format's own specials, 9 kB at a time — in every free-text field of a copy of data/, with a cancelled and a
 * delayed sailing status whose instants vary (a delay up to the bound, a statement up to the check's clock plus its
 * skew, and in some cases one past either, refused with a located error), and every output stays well-formed and says
 * what was written:
 *   - the data check: every value holding a character no output may carry is a located invalid_text error; its text
 *     report (plain and coloured) holds no raw ESC or other control character and is one line per notice; its
 *     --format github output holds only the checker's own commands, one per notice;
 *   - then, with the text the check accepts left in place (the values it objects to get their original back):
 *     every page parses with exactly one <title>, its JSON-LD parses, no script runs that the page did not have, and
 *     its headings read as the data wrote them (a destination's name, intro and tagline, an article's title);
 *     the .ics of every timetable's next sailing parses to one event each, its texts read back as written (a cancelled
 *     sailing's with its status note and source); gtfs.zip unzips to files whose every row has its header's fields;
 *     alerts.pb decodes with the advisory's texts; status.json reads back as written; trip-updates.pb decodes to the
 *     delay and instants written (int32 and uint64 in range); the delayed sailing's .ics leaves at its new time with
 *     its note and source; the status words the pages show name them;
 *     generated/decisions.md has one table row per decision and notice, five cells each, and no heading of its own.
 *
 * Chosen: one data check per case builds the graph (in-process, as `npm run data:check` does), and the outputs are
 * made in-process from it — the pages rendered as the build renders them (tests/support/render-pages.tsx), the
 * calendar, feed and doc writers called directly. A real build per case takes ~17 s; the hostile-data build gate of
 * npm test (scripts/check-hostile-build.ts) does one real build from script-looking data.
 *
 * Which values are free text is found once, by trying (scripts/lib/poison-data.ts): every string value gets an
 * accepted hostile text, and the ones the data check objects to (ids, times, links, names other files cross-check)
 * get their original back. HOSTILE_RUNS cases (default 5; HOSTILE_RUNS=100 for a long run), HOSTILE_SEED=n replays,
 * HOSTILE_VERBOSE=1 prints each case with its times.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { unzipSync } from 'fflate';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import ICAL from 'ical.js';
import { parse as parseHtml, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import { protobufText } from '../../src/escape/protobuf-text';
import type { Graph } from '../../src/graph/types';
import { parseCsv } from '../../src/gtfs/csv';
import { publishFeed } from '../../src/gtfs/publish';
import { buildAlertsFeed, encodeAlerts, suspensionEntityId } from '../../src/gtfs/realtime/alerts';
import { renderDecisionsDoc } from '../../src/pipeline/decisions/doc';
import { formatGithub } from '../../src/pipeline/report/github';
import { summarise } from '../../src/pipeline/report/summary';
import { formatText } from '../../src/pipeline/report/text';
import { pipelineClock, runPipeline, type PipelineResult } from '../../src/pipeline/run';
import { queryIndexOf } from '../../src/query/graph-index';
import { buildTripUpdatesFeed, encodeTripUpdates, entityIdOf } from '../../src/gtfs/realtime/trip-updates';
import { feedJson } from '../../src/gtfs/realtime/message';
import { timetabledInstant } from '../../src/graph/dated-sailing';
import { formatClock, formatDuration, formatInstant, formatIsoDay, manilaMoment } from '../../src/time';
import { STATED_AT_SKEW_MINUTES } from '../../src/pipeline/checks/sailing-status';
import { MAX_DELAY_DAYS } from '../../src/schema/status-values';
import { delayText, sourceText } from '../../src/status/words';
import { selectFeedTimetables } from '../../src/graph/feed-selection';
import { nextSailings } from '../../src/query/next-sailings';
import { readStatusFile, STATUS_FILE_VERSION, statusJson, type StatusFile } from '../../src/status/file';
import { liveSailings } from '../../src/status/live';
import { statusLookup } from '../../src/status/lookup';
import { calendarFile, type CalendarEvent } from '../../src/site/calendar/events';
import { toICalendar } from '../../src/site/calendar/ics';
import { select as plannerSlice } from '../../src/site/pages/PlannerPage.server';
import { failingNotices, poisonValues, settlePoison, type Poison } from '../../scripts/lib/poison-data';
import { REAL_DATA_DIR } from '../support/real-data';
import { renderPages } from '../support/render-pages';
import { tripsOf } from '../../src/graph/trips';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 5);
const SEED = process.env.HOSTILE_SEED === undefined ? undefined : Number(process.env.HOSTILE_SEED);
const BUILD_DATE = '2026-11-25';
/** The build's instant: noon in Manila on the build date. */
const NOW = new Date('2026-11-25T04:00:00Z');

/** Pieces the check accepts in prose (a line break only there: a name is one line). */
const ACCEPTED = ['\n', '::', '::error file=data/x.yaml::forged', '::add-mask::x', '##[error]forged', '|', '||', '<', '>',
  '</title><title>forged', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"', "'", '\\', '\\n', '&amp;', '&',
  ';', ',', '%0A', '%25', '# ', '## Open (0)', '- code: x', '[link](https://evil.example)', '*', '_', '`', '~', 'END:VEVENT',
  'BEGIN:VEVENT', '{', '}', ' ', 'ferry', '₱', '→', '$&', '$$', "$'", '$`', '$1', '$<x>', 'US$$ 5', '$'];
/** Pieces no field may hold (the text rule): each must be refused with a located error. */
const REFUSED = ['\r', '\r\n', '\u0000', '\u001b[2K', '\u001b[1A', '\u001b]8;;https://evil.example\u0007', '\u202e', '\u2066',
  '\u2069', '\u200f', '\u2028', '\u0085', '\t'];
const REFUSED_CHAR = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** 9 kB of accepted hostile text: under the 10,000-character limit of one value. */
const LONG = ` ${'<b>"x"</b> | \\ :: & ; , # * _ \u0060 '.repeat(300).slice(0, 9_000)}`;

const textOf = (pieces: readonly string[]) => fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 }).map((p) => ` ${p.join('')}`);
/** The check's clock when it is given only the build date: the end of that day (pipelineClock). */
const CHECK_CLOCK = pipelineClock(BUILD_DATE);
const MINUTE = 60_000;
const hostileCase = fc.record({
  texts: fc.tuple(fc.array(textOf(ACCEPTED), { minLength: 2, maxLength: 3 }), fc.array(textOf([...ACCEPTED, ...REFUSED]), { minLength: 1, maxLength: 3 }))
    .map(([accepted, any]) => [...accepted, ...any]),
  long: fc.option(fc.nat(), { nil: null }),
  /** The delayed sailing's delay, and how long before the check's clock its status was stated (negative: after). */
  instants: fc.record({
    delayMinutes: fc.oneof(fc.integer({ min: 1, max: MAX_DELAY_DAYS * 1440 }), fc.constant(MAX_DELAY_DAYS * 1440)),
    statedBefore: fc.oneof(fc.integer({ min: -STATED_AT_SKEW_MINUTES, max: 400 * 1440 }), fc.constant(-STATED_AT_SKEW_MINUTES)),
  }),
  /** An instant past its bound, by up to 60 years (the data's instants stay within 2000–2099). */
  refused: fc.option(fc.record({ field: fc.constantFrom('departs' as const, 'statedAt' as const), beyond: fc.integer({ min: 1, max: 60 * 365 * 1440 }) }), { nil: null }),
});
type Instants = { delayMinutes: number; statedBefore: number };

/**
 * Every string value is a candidate — what is free text is decided by the data check (see the top) — except what
 * decisions match on: the names that identify a statement (a route card's name, a fare list's title:
 * src/pipeline/decisions/names.ts), a policy's figures, and in decisions.yaml all but the prose. Poisoned, those
 * would only un-match decisions, and the notices would name the decision, not the value.
 */
const everyValue = (keys: readonly string[], file: string) => {
  const key = keys.at(-1) ?? '';
  if (file.endsWith('/decisions.yaml')) return key === 'reason' || key === 'source';
  if (file.endsWith('/policies.yaml')) return !keys.includes('values');
  return !((file.endsWith('/routes.yaml') && key === 'name') || (file.endsWith('/fares.yaml') && key === 'title'));
};
const work = mkdtempSync(join(tmpdir(), 'hostile-outputs-'));
const pristine = join(work, 'pristine');
const data = join(work, 'data');
/** Every value the selection allows, and those of them the data check accepts hostile text in (free text). */
let candidates: Poison[] = [];
let free: Poison[] = [];

/**
 * The first timed sailing after NOW, without a status in the data yet, of each of the first two timetables gtfs.zip
 * publishes (so the trip updates carry them, and no status of the data collides with the case's).
 */
function feedSailings(graph: Graph): { route: string; date: string; dep: string }[] {
  const index = queryIndexOf(graph);
  const announced = new Set(graph.status.map((st) => `${st.route}|${st.date}|${st.dep}`));
  const found: { route: string; date: string; dep: string }[] = [];
  for (const { timetable } of selectFeedTimetables(graph).published) {
    const sailing = nextSailings(index, { routeId: timetable.id, now: NOW, count: 8 }).sailings
      .find((x) => x.departure && x.confirmed && !announced.has(`${x.routeId}|${x.date}|${x.departure.time}`));
    if (sailing?.departure) found.push({ route: timetable.id, date: sailing.date, dep: sailing.departure.time });
    if (found.length === 2) return found;
  }
  throw new Error('gtfs.zip has not two timetables with a timed sailing after NOW that has no status yet');
}

/** The delayed sailing of the case (beforeAll picks it) and its timetabled departure. */
let delayed: { route: string; date: string; dep: string; timetabled: number };

/** The delayed status's departs and statedAt for some instants, as the data writes instants. */
const instantsOf = ({ delayMinutes, statedBefore }: Instants) => ({
  departs: manilaMoment(delayed.timetabled + delayMinutes * MINUTE).iso,
  statedAt: manilaMoment(CHECK_CLOCK - statedBefore * MINUTE).iso,
});

/** Writes the delayed status's instants into `dir`/status.yaml; returns the line of each. */
function writeInstants(dir: string, instants: { departs: string; statedAt: string }): Record<'departs' | 'statedAt', number> {
  const file = join(dir, 'status.yaml');
  const doc = parseDocument(readFileSync(file, 'utf8'));
  const entries = doc.get('sailings') as YAMLSeq;
  // The case's own entry: the data may announce other delays (a storm in force).
  const i = entries.items.findIndex((item) => (['route', 'date', 'dep'] as const)
    .every((key) => (item as YAMLMap).get(key) === delayed[key]));
  doc.setIn(['sailings', i, 'departs'], instants.departs);
  doc.setIn(['sailings', i, 'statedAt'], instants.statedAt);
  const text = doc.toString({ lineWidth: 0 });
  writeFileSync(file, text);
  const written = parseDocument(text);
  const line = (key: string) => text.slice(0, (written.getIn(['sailings', i, key], true) as Scalar).range![0]).split('\n').length;
  return { departs: line('departs'), statedAt: line('statedAt') };
}

const check = (): PipelineResult => runPipeline({ dataDir: data, buildDate: BUILD_DATE });

beforeAll(() => {
  cpSync(REAL_DATA_DIR, pristine, { recursive: true });
  // One more advisory, in force at NOW and for the whole network (no port, so it holds on any data), so alerts.pb and
  // every page's advisory data carry text too.
  const advisories = join(pristine, 'advisories.yaml');
  const doc = parseDocument(readFileSync(advisories, 'utf8'));
  if (!doc.get('advisories')) doc.set('advisories', []);
  (doc.get('advisories') as YAMLSeq).flow = false;
  // An id the data does not use already (the test must never collide with the data it runs on).
  const taken = new Set(((doc.toJS() as { advisories?: { id: string }[] }).advisories ?? []).map((a) => a.id));
  let id = 'hostile-text';
  for (let n = 2; taken.has(id); n++) id = `hostile-text-${n}`;
  (doc.get('advisories') as YAMLSeq).add(doc.createNode({
    id, title: 'Port notice', message: 'Check before you travel.', severity: 'warning',
    from: '2026-11-20T00:00+08:00', until: '2026-12-31T00:00+08:00', source: 'Operator advisory',
  }));
  writeFileSync(advisories, doc.toString());
  // One sailing status with a note and a source, so status.json, the trip updates and the cancelled sailing's calendar
  // file carry text too: the next sailing at NOW of the first timetable gtfs.zip publishes, as the data's own graph
  // dates it (whatever the timetables say).
  const [first, second] = feedSailings(runPipeline({ dataDir: pristine, buildDate: BUILD_DATE }).graph!);
  const { date, dep, route } = first!;
  const status = join(pristine, 'status.yaml');
  const statusDoc = parseDocument(readFileSync(status, 'utf8'));
  if (!statusDoc.get('sailings')) statusDoc.set('sailings', []);
  (statusDoc.get('sailings') as YAMLSeq).flow = false;
  const entry = statusDoc.createNode({
    route, date, dep, state: 'cancelled', reason: 'weather', note: 'Sea travel is suspended.', source: 'Philippine Coast Guard',
    statedAt: '2026-11-25T09:00+08:00',
  });
  // Times are quoted in the data ("HH:MM"), as the README asks.
  (entry.get('dep', true) as Scalar).type = 'QUOTE_DOUBLE';
  (statusDoc.get('sailings') as YAMLSeq).add(entry);
  // And a delayed one, whose instants each case sets (writeInstants).
  delayed = { ...second!, timetabled: Date.parse(timetabledInstant(second!.date, second!.dep)) };
  const late = statusDoc.createNode({
    route: second!.route, date: second!.date, dep: second!.dep, state: 'delayed', departs: manilaMoment(delayed.timetabled + 90 * MINUTE).iso,
    reason: 'technical', note: 'The ship leaves once its engine is repaired.', source: 'Operator', statedAt: '2026-11-25T10:00+08:00',
  });
  (late.get('dep', true) as Scalar).type = 'QUOTE_DOUBLE';
  (statusDoc.get('sailings') as YAMLSeq).add(late);
  writeFileSync(status, statusDoc.toString());
  cpSync(pristine, data, { recursive: true });
  candidates = poisonValues(data, everyValue, () => ' <"|\\:: & ; , % # * _ [x](y) `c` ~>');
  free = settlePoison(candidates, everyValue, () => failingNotices(check().notices));
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Element = DefaultTreeAdapterMap['element'];
function elements(html: string): Element[] {
  const found: Element[] = [];
  const walk = (node: DefaultTreeAdapterMap['parentNode']) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(parseHtml(html));
  return found;
}
const textContent = (el: Element) => el.childNodes.map((n) => (n.nodeName === '#text' ? (n as DefaultTreeAdapterMap['textNode']).value : '')).join('');
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** Every free-text value holding a character no output may carry is a located invalid_text error. */
function refusedAreLocated(result: PipelineResult, poisons: readonly Poison[]): void {
  const located = new Set(result.notices.filter((n) => n.code === 'invalid_text').map((n) => `${n.file}:${n.line}:${n.col}`));
  for (const p of poisons) if (REFUSED_CHAR.test(p.text)) expect(located, `${JSON.stringify(p.text)}`).toContain(`${p.file}:${p.line}:${p.col}`);
}

/** The data check's own outputs — text (plain and coloured) and github — whatever the notices quote. */
function checkOutputsHold(result: PipelineResult): void {
  const summary = summarise(result.notices, { dataDir: data, buildDate: BUILD_DATE, files: result.fileCount, strict: true, crashed: result.crashed });
  const shown = result.notices.length;
  const text = formatText(result.notices, summary, false, { showCovered: true, infos: 'all' });
  expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  const lines = text.trimEnd().split('\n');
  expect(lines.filter((l) => /^.+:\d+:\d+ {2}(error|warning|info) {2}[a-z0-9_]+ {2}/.test(l))).toHaveLength(shown);
  expect(lines.length).toBeLessThanOrEqual(shown + 2);
  // Coloured: the report's own colour codes, and no other ESC.
  expect(formatText(result.notices, summary, true, { showCovered: true, infos: 'all' }).replace(/\u001b\[\d+m/g, '')).not.toContain('\u001b');

  const github = formatGithub(result.notices, summary, { showCovered: true, infos: 'all' }).trimEnd().split('\n');
  expect(github.join('\n')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  const commands = github.filter((l) => /^\s*(::|##\[)/.test(l));
  expect(commands).toHaveLength(shown);
  for (const command of commands) expect(command).toMatch(/^::(error|warning|notice) file=[^,:]+,line=\d+,col=\d+,title=[a-z0-9_]+( \((resolved|accepted)\))?::/);
}

/** Every page: one <title> ending with the brand and suffix, JSON-LD that parses, no script the site does not write. */
async function pagesHold(graph: Graph): Promise<void> {
  const pages = await renderPages(graph);
  for (const [path, html] of pages) {
    const all = elements(html);
    const titles = all.filter((el) => el.tagName === 'title');
    expect(titles, path).toHaveLength(1);
    expect(textContent(titles[0]!), path).toMatch(new RegExp(`\\| ${escapeRegExp(graph.site.brand)} \\| ${escapeRegExp(graph.site.titleSuffix)}$`));
    const scripts = all.filter((el) => el.tagName === 'script');
    // JSON-LD and the islands' data block (application/json) are data, never run.
    expect(scripts.filter((el) => !['application/ld+json', 'application/json'].includes(attr(el, 'type') ?? '')), path).toEqual([]);
    for (const script of scripts) expect(() => JSON.parse(textContent(script)), path).not.toThrow();
    expect(all.filter((el) => el.tagName === 'meta' && attr(el, 'name') === 'description'), path).toHaveLength(1);
    // The page's own text, as the data wrote it (`$` patterns and all).
    const destination = graph.destinations.find((d) => path === `/destinations/${d.slug}`);
    if (destination) {
      const h1 = all.find((el) => el.tagName === 'h1')!;
      expect(textContent(h1), path).toBe(destination.name);
      expect(all.filter((el) => el.tagName === 'p').map(textContent), path).toContain(destination.description);
      expect(textContent(all.find((el) => attr(el, 'id') === 'dest-hero')!), path).toBe(destination.tagline);
    }
    const article = graph.news.find((n) => path === `/news/${n.slug}`);
    if (article) expect(textContent(all.find((el) => attr(el, 'id') === 'article-title')!), path).toBe(article.title);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const statusFileOf = (graph: Graph): StatusFile =>
  ({ version: STATUS_FILE_VERSION, asOf: '2026-11-25T12:00:00+08:00', timetables: 'sha256:hostile', sailings: graph.status, suspensions: graph.suspensions });

/**
 * The .ics of every timetable's next sailing, with its status, in one file: one event each (the cancelled one
 * marked so, its note and source in its description), every text read back as written.
 */
function calendarHolds(graph: Graph): void {
  const { calendar } = plannerSlice(graph);
  const index = queryIndexOf(graph);
  const lookup = statusLookup(statusFileOf(graph), index);
  const events: CalendarEvent[] = graph.routes.flatMap((t) => {
    const sailing = liveSailings(index, { routeId: t.id, now: NOW, count: 1 }, lookup).sailings[0];
    return sailing ? calendarFile({ kind: 'sailing', sailing }, calendar.places, calendar)!.events : [];
  });
  expect(events.length).toBeGreaterThan(10);
  // The status added in beforeAll (and any the data has) cancels its timetable's next sailing.
  expect(events.filter((e) => e.status === 'CANCELLED').length).toBeGreaterThanOrEqual(1);
  const text = toICalendar(events, { brand: graph.site.brand, name: `${graph.site.brand} timetables`, now: NOW });
  const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(vevents).toHaveLength(events.length);
  expect(vevents.map((e) => [e.uid, e.summary, e.location, e.description])).toEqual(events.map((e) => [e.uid, e.summary, e.location, e.description]));
}

/** gtfs.zip unzips to its files, every row with its header's fields and no line break inside one. */
function feedHolds(graph: Graph): void {
  const { zip, files, problems } = publishFeed(graph, BUILD_DATE);
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  const unzipped = unzipSync(zip!);
  expect(Object.keys(unzipped).sort()).toEqual(Object.keys(files!).sort());
  for (const [name, bytes] of Object.entries(unzipped)) {
    const csv = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const { header, rows } = parseCsv(csv);
    expect(rows.length, name).toBe(csv.split('\n').length - 2);
    for (const row of rows) expect(row, name).toHaveLength(header.length);
  }
}

/** alerts.pb decodes to each advisory and suspension, its texts as the data wrote them (with no control character). */
function alertsHold(graph: Graph): void {
  const { transit_realtime: rt } = GtfsRealtimeBindings;
  const feed = buildAlertsFeed(graph, NOW);
  const decoded = rt.FeedMessage.decode(encodeAlerts(feed.message));
  expect(decoded.entity.map((e) => e.id)).toEqual(feed.published);
  for (const entity of decoded.entity) {
    // A data/ with a suspension in force (the maintainer test's storm) publishes it beside the advisories.
    const suspension = graph.suspensions.find((s) => suspensionEntityId(s.id) === entity.id);
    if (suspension) {
      const { title, window, detail } = suspension.text;
      expect(entity.alert!.headerText!.translation![0]!.text).toBe(protobufText(title));
      expect(entity.alert!.descriptionText!.translation![0]!.text).toBe(protobufText(`${title} ${window}.\n${detail}`));
      continue;
    }
    const advisory = graph.advisories.find((a) => a.id === entity.id)!;
    expect(entity.alert!.headerText!.translation![0]!.text).toBe(protobufText(advisory.title.trim()));
    expect(entity.alert!.descriptionText!.translation![0]!.text).toBe(protobufText(`${advisory.message.trim()}\nSource: ${advisory.source.trim()}`));
  }
}

/**
 * status.json reads back in the browser as the graph wrote it, the delayed sailing with the instants written;
 * trip-updates.pb decodes to the statuses published, the delay and every instant as written and in its field's range
 * (int32 delays, uint64 times); the delayed sailing's .ics leaves at its new time, its note and source in its
 * description; the status words pages show say the new time and the source.
 */
function statusHolds(graph: Graph, written: { departs: string; statedAt: string }, delayMinutes: number): void {
  const late = graph.status.find((s) => s.route === delayed.route && s.date === delayed.date && s.dep === delayed.dep)!;
  expect([late.departs, late.statedAt]).toEqual([written.departs, written.statedAt].map((instant) => manilaMoment(Date.parse(instant)).iso));
  expect(readStatusFile(JSON.parse(statusJson(statusFileOf(graph))))).toEqual(statusFileOf(graph));

  const { transit_realtime: rt } = GtfsRealtimeBindings;
  const feed = buildTripUpdatesFeed(graph, NOW);
  const bytes = encodeTripUpdates(feed.message);
  const decoded = rt.FeedMessage.toObject(rt.FeedMessage.decode(bytes), { longs: Number });
  expect(decoded.entity.map((e: { id: string }) => e.id)).toEqual(feed.published);
  expect(JSON.parse(feedJson(bytes)).entity).toHaveLength(feed.published.length);
  const seconds = (instant: string) => Date.parse(instant) / 1000;
  for (const status of graph.status) {
    const entity = decoded.entity.find((e: { id: string }) => e.id === entityIdOf(status));
    // A suspension in force also cancels sailings gtfs.zip does not carry (a route's untimed crossings): left out, said so.
    const leftOut = feed.leftOut.some((l) => l.route === status.route && l.date === status.date && l.dep === status.dep);
    if (leftOut && status.suspension) continue;
    expect(entity, entityIdOf(status)).toBeDefined();
    expect(entity.tripUpdate.timestamp).toBe(seconds(status.statedAt));
  }
  const update = decoded.entity.find((e: { id: string }) => e.id === entityIdOf(late)).tripUpdate;
  expect(update.delay).toBe(delayMinutes * 60);
  expect(update.delay).toBeLessThanOrEqual(2 ** 31 - 1);
  expect(update.stopTimeUpdate[0].departure).toEqual({ delay: delayMinutes * 60, time: seconds(late.departs!) });

  const index = queryIndexOf(graph);
  // Enough sailings to reach it: it left its place up to a week later, and a week holds each weekly trip once.
  const count = tripsOf(graph.routes.find((t) => t.id === late.route)!).length * 3 + 5;
  const sailing = liveSailings(index, { routeId: late.route, now: NOW, count }, statusLookup(statusFileOf(graph), index)).sailings
    .find((s) => s.status?.state === 'delayed' && s.status.date === late.date && s.status.dep === late.dep)!;
  expect(sailing, 'the delayed sailing among the next ones').toBeDefined();
  const { calendar } = plannerSlice(graph);
  const [event] = calendarFile({ kind: 'sailing', sailing }, calendar.places, calendar)!.events;
  expect(event!.start).toEqual({ instant: Date.parse(late.departs!) });
  const text = toICalendar([event!], { brand: graph.site.brand, name: graph.site.brand, now: NOW });
  const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
  expect(vevent.startDate.toUnixTime()).toBe(seconds(late.departs!));
  expect(vevent.description).toBe(event!.description);
  expect(vevent.description).toContain(`${late.note!}\n${sourceText(late)}.`);
  // Both times: the new one's day is named when it is another (its Manila date and time are in the instant's text).
  const newTime = late.departs!.slice(0, 10) === late.date ? formatClock(late.departs!.slice(11, 16)) : formatInstant(late.departs!);
  expect(delayText(late)).toBe(`${formatIsoDay(late.date)}, ${formatClock(late.dep!)} → now ${newTime} PST (${formatDuration(delayMinutes, { days: true })} later)`);
  expect(sourceText(late)).toBe(`Source: ${late.source}, ${formatInstant(late.statedAt)} PST`);
}

/** generated/decisions.md: one row per decision and notice it covers, five cells each, our two headings only. */
function decisionsDocHolds(result: PipelineResult): void {
  const doc = renderDecisionsDoc(result.decisions, result.notices);
  expect(doc).not.toMatch(/[\r\u0000\u001b\u202e]/);
  const lines = doc.split(/\r\n|\r|\n/);
  const open = result.notices.filter((n) => n.severity === 'warning' && n.decision?.state === 'open').length;
  expect(lines.filter((l) => l.startsWith('#'))).toEqual(['# Data decisions', `## Open (${open})`]);
  const rows = lines.filter((l) => l.startsWith('| ') && !l.startsWith('| fact '));
  expect(rows).toHaveLength(result.decisions.reduce((sum, d) => sum + Math.max(1, d.covers.length), 0));
  for (const row of rows) expect(row.slice(1, -1).split(/(?<!\\)\|/)).toHaveLength(5);
  // No HTML of the data (the generated-file comment on the first line is ours), and one link per row, ours.
  const body = lines.slice(1).join('\n');
  expect(body).not.toMatch(/(?<!\\)<[a-z!/]/i);
  expect(body.match(/(?<!\\)\]\(/g) ?? []).toHaveLength(rows.length);
}

describe('hostile text in every free-text field of a copy of data/', () => {
  it('finds the free-text values to poison (most string values of the data)', () => {
    expect(free.length).toBeGreaterThan(1_000);
  });

  it(`keeps every output well-formed for ${RUNS} cases`, async () => {
    await fc.assert(fc.asyncProperty(hostileCase, async ({ texts, long, instants, refused }) => {
      const started = performance.now();
      if (refused) {
        // An instant past its bound is a located error, and the check's outputs hold.
        const bad = instantsOf(refused.field === 'departs'
          ? { ...instants, delayMinutes: MAX_DELAY_DAYS * 1440 + refused.beyond }
          : { ...instants, statedBefore: -STATED_AT_SKEW_MINUTES - refused.beyond });
        cpSync(pristine, data, { recursive: true });
        const lines = writeInstants(data, bad);
        const result = check();
        const code = refused.field === 'departs' ? 'status_delay_too_long' : 'status_stated_in_future';
        expect(result.notices.filter((n) => n.severity === 'error').map((n) => `${n.code} ${n.file}:${n.line}`))
          .toEqual([`${code} ${join(data, 'status.yaml')}:${lines[refused.field]}`]);
        checkOutputsHold(result);
      }
      const written = instantsOf(instants);
      writeInstants(pristine, written);
      const assign = (values: readonly Poison[]) => {
        const poisons = values.map((p, n) => ({ ...p, text: texts[n % texts.length]! }));
        if (long !== null) poisons[long % poisons.length]!.text = LONG;
        cpSync(pristine, data, { recursive: true });
        settlePoison(poisons, everyValue, () => []); // nothing fails yet: every poison is written
        return poisons;
      };
      // Every candidate value, ids, times and links included: the check's notices quote the text as it is.
      assign(candidates);
      checkOutputsHold(check());

      // The free-text values only: refused text is located, the rest stays and reaches every output.
      const poisons = assign(free);
      const first = check();
      refusedAreLocated(first, poisons);
      checkOutputsHold(first);

      // What the check accepts stays; the values it objects to get their original back; then the outputs.
      let last = first;
      let rounds = 0;
      const kept = settlePoison(poisons, everyValue, () => failingNotices((rounds++ === 0 ? first : (last = check())).notices));
      expect(last.graph).not.toBeNull();
      const checked = performance.now();
      const graph = JSON.parse(JSON.stringify(last.graph)) as Graph;
      await pagesHold(graph);
      calendarHolds(graph);
      feedHolds(graph);
      alertsHold(graph);
      statusHolds(graph, written, instants.delayMinutes);
      decisionsDocHolds(last);
      if (process.env.HOSTILE_VERBOSE) {
        process.stderr.write(`${kept.length}/${poisons.length} values kept hostile text after ${rounds} checks (${(checked - started).toFixed(0)} ms), `
          + `outputs ${(performance.now() - checked).toFixed(0)} ms; texts ${JSON.stringify(texts)}\n`);
      }
    }), { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true });
  }, 600_000);
});
