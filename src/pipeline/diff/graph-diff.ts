/**
 * `npm run data:diff`: what travellers will see change between two versions of the data, read from the graphs the
 * pipeline builds from each — never from the YAML, so a line moved or a comment edited is no change, and a fare
 * stated on three pages is one change. Pure: the two check results in, a list of changes out, every value already
 * in the words and figures the site prints (PST times, ₱ ranges, "Mon, Tue, Thu–Sun", a status as its sentence, a
 * policy as the sentence the FAQ shows, a count as the page says it). Rendering is ./render.ts.
 */
import { figureValues, headlineFigure } from '../../graph/figure';
import { formatPesoRange, formatPeso } from '../../graph/money';
import { dayOffsetLabel, formatDays, formatDurationRange, formatInstant, formatTime12, WEEKDAYS, ZONE_LABEL } from '../../time';
import type { Advisory, Figure, Graph, SailingStatus, Suspension, Route, Trip, Weekday } from '../../graph/types';
import { tripsOf } from '../../graph/trips';
import { stateLabel, statusSentence } from '../../status/words';
import { factsOf } from '../checks';
import { isCovered } from '../report/summary';
import type { Notice } from '../types';
import { destinationPath, newsPath } from '../../vocabulary/pages';

type Kind = 'added' | 'removed' | 'changed';
/** One change: what it is about, and the words before and after (null where there was or is nothing). */
export interface Change { kind: Kind; subject: string; before: string | null; after: string | null }
export interface SailingChange extends Change { days: string }
/** An announcement that came, went or changed: `label` is what it now says in a word ("cancelled", "suspended"), or "withdrawn". */
export interface StatusChange extends Change { label: string }
export interface NoticeChange {
  kind: 'new' | 'resolved' | 'decided' | 'reopened' | 'changed';
  notice: Notice;
  /** For `changed`: the same fact's warning with other figures ("₱2,236 vs ₱1,200" → "₱2,236 vs ₱1,220"). */
  figures?: { before: string; after: string };
}

export interface DataDiff {
  status: StatusChange[];
  sailings: SailingChange[];
  routes: Change[];
  fares: Change[];
  travelTimes: Change[];
  pages: Change[];
  figures: Change[];
  texts: Change[];
  advisories: Change[];
  notices: NoticeChange[];
}

/** One side: the graph and the notices of its data check, with file names relative to its data folder. */
export interface Side { graph: Graph; notices: readonly Notice[] }

export function diffData(before: Side, after: Side): DataDiff {
  return {
    status: ANNOUNCEMENTS.flatMap((kind) => kind(before.graph, after.graph)),
    sailings: sailingChanges(before.graph, after.graph),
    routes: routeChanges(before.graph, after.graph),
    fares: [
      ...figureChanges(before.graph, after.graph, (t) => t.fare, formatPesoRange),
      ...keyed(before.graph.destinations, after.graph.destinations, (d) => d.slug, (d) => `"from" fare of ${destinationPath(d.slug)}`,
        (d) => (d.fromFare ? `from ${formatPeso(d.fromFare.amount)}${d.fromFare.disputed ? ' (unconfirmed)' : ''}` : 'none')),
    ],
    travelTimes: figureChanges(before.graph, after.graph, (t) => t.travelTime, formatDurationRange),
    pages: pageChanges(before.graph, after.graph),
    figures: siteFigures(before.graph, after.graph),
    texts: textChanges(before.graph, after.graph),
    advisories: keyed(notices(before.graph), notices(after.graph), (a) => a.id, (a) => `${a.title} (${a.id})`,
      (a) => `${a.severity}, ${windowWords(a)}: ${a.message}`),
    notices: noticeChanges(before.notices, after.notices),
  };
}

export function isEmpty(diff: DataDiff): boolean {
  return Object.values(diff).every((list) => list.length === 0);
}

// ─── sailing status and suspensions ───────────────────────────────────────────────────────────────────────
/**
 * What the status section lists: every announcement that stops or moves a traveller's sailing, one entry per kind —
 * its items in a graph, what makes two versions the same announcement, what it is about, its words, and what it says
 * in a word. A new kind of announcement (a suspension of a scope for a window, in status.yaml) is one more entry.
 */
interface Announcement<T> {
  items: (g: Graph) => readonly T[];
  key: (x: T) => string;
  subject: (x: T) => string;
  words: (x: T, g: Graph) => string;
  label: (x: T) => string;
}

function announcements<T>(kind: Announcement<T>): (before: Graph, after: Graph) => StatusChange[] {
  return (before, after) => {
    const old = new Map(kind.items(before).map((x) => [kind.key(x), x]));
    const now = new Map(kind.items(after).map((x) => [kind.key(x), x]));
    const out: StatusChange[] = [];
    for (const [k, x] of now) {
      const was = old.get(k);
      const words = kind.words(x, after);
      if (!was) out.push({ kind: 'added', label: kind.label(x), subject: kind.subject(x), before: null, after: words });
      else if (kind.words(was, before) !== words) out.push({ kind: 'changed', label: kind.label(x), subject: kind.subject(x), before: kind.words(was, before), after: words });
    }
    for (const [k, x] of old) if (!now.has(k)) out.push({ kind: 'removed', label: 'withdrawn', subject: kind.subject(x), before: kind.words(x, before), after: null });
    return out;
  };
}

/** "Batangas Port → Caticlan Jetty Port (Boracay)", as pages name a route (port labels). */
function routeWords(g: Graph, from: string, to: string): string {
  const label = (id: string) => g.ports.find((p) => p.id === id)?.label ?? id;
  return `${label(from)} → ${label(to)}`;
}

/** "Wed 2 Dec, 5:00 PM → Fri 4 Dec, 5:00 PM PST". */
const windowWords = (a: Pick<Advisory, 'from' | 'until'>) => `${formatInstant(a.from)} → ${formatInstant(a.until)} ${ZONE_LABEL}`;

/** The advisories section's (a suspension is not an advisory: the status section lists it). */
const notices = (g: Graph) => g.advisories;

const ANNOUNCEMENTS = [
  // A dated sailing's status (status.yaml): cancelled, delayed, on time, an extra sailing.
  announcements<SailingStatus>({
    items: (g) => g.status,
    key: (s) => `${s.route}|${s.date}|${s.dep}`,
    subject: (s) => s.route,
    words: (s, g) => statusSentence(s, routeWords(g, s.from, s.to)),
    label: (s) => stateLabel(s).toLowerCase(),
  }),
  // A suspension of ports, routes or the network for a window (status.yaml); each sailing it cancels is listed above.
  announcements<Suspension>({
    items: (g) => g.suspensions,
    key: (s) => s.id,
    subject: (s) => s.id,
    words: (s) => `${s.text.title} ${s.text.window}. ${s.text.detail}`,
    label: () => 'suspended',
  }),
];

// ─── sailings ─────────────────────────────────────────────────────────────────────────────────────────────
const routeName = (t: Route) => `${t.name} (${t.id})`;
const departure = (trip: Trip) => (trip.depMinute === null ? 'no fixed time'
  : `${(trip.depOptions ?? [trip.depMinute]).map(formatTime12).join(' or ')} PST${trip.depOptions ? ' (time unconfirmed)' : ''}`);
/** When it arrives, as the timetable says: a stated arrival with its day, or the stated travel time. */
function arrival(trip: Trip): string {
  if (trip.depMinute === null || !trip.arrivalStated) return `takes ${formatDurationRange(trip.durationMinutes)}`;
  const end = trip.depMinute + trip.durationMinutes.max;
  const offset = dayOffsetLabel(Math.floor(end / 1440));
  return `arrives ${formatTime12(end % 1440)}${offset ? ` ${offset}` : ''}`;
}
const sailingText = (trip: Trip) => `${departure(trip)}, ${arrival(trip)}${trip.confirmed ? '' : ' (unconfirmed)'}`;

/**
 * Per route and weekday, the departures only one side has: paired in time order as retimed sailings, the rest added
 * or removed; a departure both have whose arrival or standing changed is a changed sailing. Then one line per
 * route and change, with the days it happens on.
 */
function sailingChanges(before: Graph, after: Graph): SailingChange[] {
  const out = new Map<string, SailingChange & { dayList: Weekday[] }>();
  const note = (t: Route, day: Weekday, kind: Kind, b: Trip | null, a: Trip | null) => {
    const change = { kind, subject: routeName(t), before: b && sailingText(b), after: a && sailingText(a) };
    const key = JSON.stringify(change);
    const seen = out.get(key) ?? out.set(key, { ...change, days: '', dayList: [] }).get(key)!;
    seen.dayList.push(day);
  };
  const old = new Map(before.routes.map((t) => [t.id, t]));
  for (const t of after.routes) {
    const was = old.get(t.id);
    if (!was) continue;
    for (const day of WEEKDAYS) {
      const byDep = (trips: readonly Trip[]) => new Map(trips.filter((x) => x.depDay === day).map((x) => [x.depMinute ?? -1, x]));
      const [b, a] = [byDep(tripsOf(was)), byDep(tripsOf(t))];
      const gone = [...b.keys()].filter((k) => !a.has(k)).sort((x, y) => x - y);
      const come = [...a.keys()].filter((k) => !b.has(k)).sort((x, y) => x - y);
      for (let i = 0; i < Math.max(gone.length, come.length); i++) {
        const [g, c] = [gone[i], come[i]];
        if (g !== undefined && c !== undefined) note(t, day, 'changed', b.get(g)!, a.get(c)!);
        else if (g !== undefined) note(t, day, 'removed', b.get(g)!, null);
        else note(t, day, 'added', null, a.get(c!)!);
      }
      for (const [k, trip] of a) {
        const prior = b.get(k);
        if (prior && sailingText(prior) !== sailingText(trip)) note(t, day, 'changed', prior, trip);
      }
    }
  }
  return [...out.values()].map(({ dayList, ...change }) => ({ ...change, days: formatDays(dayList) }));
}

/** Routes one side has and the other does not, with their sailings and fare. */
function routeChanges(before: Graph, after: Graph): Change[] {
  const summary = (t: Route) => [
    t.rows.length === 0 ? 'no sailings published' : t.rows.map((r) => `${formatDays(r.days)} ${r.dep === null ? 'no fixed time' : (r.depOptions ?? [r.dep]).map(formatTime12).join(' or ')}`).join('; '),
    t.fare ? figureText(t.fare, formatPesoRange) : null,
  ].filter(Boolean).join(', ');
  return keyed(before.routes, after.routes, (t) => t.id, routeName, summary).filter((c) => c.kind !== 'changed');
}

/** A route fact both sides have whose figure differs (one value, or the disputed options, in their order). */
function figureChanges<T>(before: Graph, after: Graph, fact: (t: Route) => Figure<T> | null, format: (v: T) => string): Change[] {
  const words = (t: Route) => {
    const figure = fact(t);
    return figure ? figureText(figure, format) : 'not stated';
  };
  return keyed(before.routes, after.routes, (t) => t.id, routeName, words).filter((c) => c.kind === 'changed');
}

function figureText<T>(figure: Figure<T>, format: (v: T) => string): string {
  return figure.disputed ? `${figureValues(figure).map(format).join(' or ')} (unconfirmed)` : format(figure.value);
}

// ─── pages, site-wide figures, advisories ─────────────────────────────────────────────────────────────────
function pageChanges(before: Graph, after: Graph): Change[] {
  const paths = (g: Graph) => [...g.destinations.map((d) => [destinationPath(d.slug), d.name]), ...g.news.map((n) => [newsPath(n.slug), n.title])] as [string, string][];
  return keyed(paths(before), paths(after), ([path]) => path, ([path]) => path, ([, title]) => title).filter((c) => c.kind !== 'changed');
}

function siteFigures(before: Graph, after: Graph): Change[] {
  const figures = (g: Graph): [string, string][] => [
    ['phone', `${g.site.phone.display} (dials ${g.site.phone.tel})`],
    ['ferry routes the site publishes', String(g.counts.seaRoutes)],
    ['destination pages', String(g.destinations.length)],
    ['news items', String(g.news.length)],
    // As the home page prints it: "Routes Served 30", not the "29+" typed in site.yaml.
    ...g.site.stats.map((s): [string, string] => [`home page figure "${s.label}"`, headlineFigure(s, g.counts)]),
    ['fare range in the structured data', formatPesoRange(g.site.structuredDataFareRange)],
  ];
  return keyed(figures(before), figures(after), ([name]) => name, ([name]) => name, ([, value]) => value);
}

// ─── policy and FAQ text ──────────────────────────────────────────────────────────────────────────────────
/**
 * The texts a traveller reads as the pages print them — FAQ answers and travel tips with their policy figures
 * filled in (and a figure a decision settled, the winner's), policies no page quotes — keyed by where they are.
 * A changed text is told sentence by sentence: only the sentences that changed, each before → after.
 */
function textChanges(before: Graph, after: Graph): Change[] {
  const quoted = (g: Graph) => new Set([...g.faq.sections.flatMap((s) => s.items), ...g.travelTips.categories.flatMap((c) => c.tips)].flatMap((x) => (x.policy ? [x.policy] : [])));
  const texts = (g: Graph): { key: string; where: string; text: string }[] => [
    ...g.faq.sections.flatMap((s) => s.items.map((i) => ({ key: `faq:${i.q}`, where: `/faq › ${i.q}`, text: i.a }))),
    ...g.travelTips.categories.flatMap((c) => c.tips.map((t) => ({ key: t.policy ? `tip:${t.policy}` : `tip:${t.text}`, where: `/travel-tips › ${c.title}`, text: t.text }))),
    ...g.policies.filter((p) => !quoted(g).has(p.id)).map((p) => ({ key: `policy:${p.id}`, where: `policy ${p.id}`, text: p.text })),
  ];
  return keyed(texts(before), texts(after), (x) => x.key, (x) => x.where, (x) => x.text).flatMap((c) => (c.kind === 'changed' ? sentenceChanges(c) : [c]));
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

/** A changed text as the sentences that changed, when it has as many sentences as before; else whole. */
function sentenceChanges(c: Change): Change[] {
  const [b, a] = [sentences(c.before!), sentences(c.after!)];
  if (b.length !== a.length) return [c];
  return b.flatMap((sentence, i) => (sentence === a[i] ? [] : [{ ...c, before: sentence, after: a[i]! }]));
}

/** Items of two lists matched by key: added, removed, or changed when their words differ. */
function keyed<T>(before: readonly T[], after: readonly T[], key: (x: T) => string, subject: (x: T) => string, words: (x: T) => string): Change[] {
  const old = new Map(before.map((x) => [key(x), x]));
  const now = new Map(after.map((x) => [key(x), x]));
  const out: Change[] = [];
  for (const [k, x] of now) {
    const was = old.get(k);
    if (!was) out.push({ kind: 'added', subject: subject(x), before: null, after: words(x) });
    else if (words(was) !== words(x)) out.push({ kind: 'changed', subject: subject(x), before: words(was), after: words(x) });
  }
  for (const [k, x] of old) if (!now.has(k)) out.push({ kind: 'removed', subject: subject(x), before: words(x), after: null });
  return out;
}

// ─── notices ──────────────────────────────────────────────────────────────────────────────────────────────
/**
 * A notice is the same on both sides when its file, severity, code and message are (its line is left out, as in
 * `data:check --watch`): new and resolved as a multiset; a warning on both sides whose decision came or went is
 * decided or reopened. Warnings a decision covers on both sides are no change. A new and a resolved warning about
 * the same fact (its decision facts but the figures) are one warning whose figures changed — and no line at all when
 * its figures are the same.
 */
function noticeChanges(before: readonly Notice[], after: readonly Notice[]): NoticeChange[] {
  const changes = matchNotices(before, after);
  const fact = (n: Notice) => {
    const keys = factsOf(n.code).filter((k) => k !== 'figures');
    return keys.length > 0 && typeof n.context.figures === 'string'
      ? JSON.stringify([n.file, n.code, keys.map((k) => n.context[k])]) : null;
  };
  const gone = new Map<string, NoticeChange[]>();
  for (const c of changes) if (c.kind === 'resolved' && fact(c.notice)) gone.set(fact(c.notice)!, [...(gone.get(fact(c.notice)!) ?? []), c]);
  const paired = new Set<NoticeChange>();
  const out: NoticeChange[] = [];
  for (const c of changes) {
    if (paired.has(c)) continue;
    const prior = c.kind === 'new' && fact(c.notice) ? gone.get(fact(c.notice)!)?.shift() : undefined;
    if (!prior) {
      out.push(c);
      continue;
    }
    paired.add(prior);
    const figures = { before: String(prior.notice.context.figures), after: String(c.notice.context.figures) };
    // The same fact with the same figures (its message changed for another reason): nothing a reader must act on.
    if (figures.before !== figures.after) out.push({ kind: 'changed', notice: c.notice, figures });
  }
  return out;
}

function matchNotices(before: readonly Notice[], after: readonly Notice[]): NoticeChange[] {
  const key = (n: Notice) => [n.file, n.severity, n.code, n.message].join('\u0000');
  const left = new Map<string, Notice[]>();
  for (const n of before) left.set(key(n), [...(left.get(key(n)) ?? []), n]);
  const out: NoticeChange[] = [];
  for (const n of after) {
    const prior = left.get(key(n))?.shift();
    if (!prior) out.push({ kind: 'new', notice: n });
    else if (!isCovered(prior) && isCovered(n)) out.push({ kind: 'decided', notice: n });
    else if (isCovered(prior) && !isCovered(n)) out.push({ kind: 'reopened', notice: n });
  }
  for (const rest of left.values()) for (const n of rest) out.push({ kind: 'resolved', notice: n });
  return out;
}
