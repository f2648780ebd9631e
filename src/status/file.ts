/**
 * /status.json: the one small file pages read the status of dated sailings from at run time (issue 27 item 4), so a
 * cancellation published with `npm run status:publish` reaches every page without a rebuild. Written by the build
 * and by status:publish (scripts/status/), read in the browser (src/site/status/use-status.ts).
 *
 *   { "asOf": "2026-11-24T15:40:00+08:00", "sailings": [ …SailingStatus ], "timetables": "…", "version": 1 }
 *
 * - `asOf`: the instant it was published — what "status as of 3:40 PM" says. The build's instant (SOURCE_DATE_EPOCH)
 *   or the publisher's clock, read once at the edge: the same data and instant give the same bytes.
 * - `sailings`: the graph's status entries (data/status.yaml, checked against the timetables), by date, departure
 *   and route.
 * - `timetables`: a digest of the timetables they were checked against; status:publish refuses to publish over a
 *   build made from other timetables (its sailings would not be the pages' sailings).
 * Keys sorted, no spaces, one trailing newline.
 */
import { timetabledInstant } from '../graph/dated-sailing';
import { isIsoDay, isManilaInstant } from '../graph/time';
import type { SailingStatus } from '../graph/types';
import { SAILING_STATES, STATUS_REASONS } from '../schema/status-values';

export const STATUS_FILE_VERSION = 1;
/** Where pages fetch it and where the build and status:publish write it (dist-relative). */
export const STATUS_PATH = '/status.json';

export interface StatusFile {
  version: typeof STATUS_FILE_VERSION;
  asOf: string;
  timetables: string;
  sailings: SailingStatus[];
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted((value as Record<string, unknown>)[k])]));
}

export function statusJson(file: StatusFile): string {
  return `${JSON.stringify(sorted(file))}\n`;
}

/**
 * The mark the offline worker puts on an answer that is its last good copy rather than the host's (the host was out
 * of reach, or answered with something that is not a status file: scripts/offline/status.ts). The page then says
 * the status could not be refreshed, and how old its copy is.
 */
export const SAVED_COPY_HEADER = 'x-status-saved-copy';

type Entry = Record<string, unknown>;
/** One field of an entry as the browser accepts it (the entry, for a field that depends on another). */
type FieldCheck = (value: unknown, entry: Entry) => boolean;

const isText = (v: unknown): v is string => typeof v === 'string';
const isInstant = (v: unknown): v is string => isText(v) && isManilaInstant(v);
const isOneOf = (values: readonly unknown[]): FieldCheck => (v) => values.includes(v);
const orNull = (check: FieldCheck): FieldCheck => (v, entry) => v === null || check(v, entry);
const isRange: FieldCheck = (v) => v !== null && typeof v === 'object'
  && Number.isInteger((v as { min?: unknown }).min) && Number.isInteger((v as { max?: unknown }).max)
  && 0 <= (v as { min: number }).min && (v as { min: number }).min <= (v as { max: number }).max;

/** A dated sailing's status, field by field, as the build writes it (a state with the fields it needs). */
const SAILING: Record<keyof SailingStatus, FieldCheck> = {
  route: isText, from: isText, to: isText, mode: isText,
  date: (v) => isText(v) && isIsoDay(v),
  dep: (v) => isText(v) && /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
  state: isOneOf(SAILING_STATES),
  // Delayed: a real instant after the timetabled departure; any other state has none.
  departs: (v, s) => (s.state === 'delayed'
    ? isInstant(v) && Date.parse(v) > Date.parse(timetabledInstant(s.date as string, s.dep as string)) : v === null),
  reason: orNull(isOneOf(STATUS_REASONS)),
  signal: orNull((v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5),
  note: orNull(isText),
  source: isText,
  statedAt: isInstant,
  durationMinutes: orNull(isRange),
};

/**
 * Each list of entries the file carries and the fields of its entries. An entry is read on its own: one the page
 * cannot read (a day that does not exist, a state it does not know, an instant that is not one) is dropped with a
 * warning naming it, and the others still show. A new kind of entry is one more list here.
 */
const ENTRIES = { sailings: SAILING };

/** What of `entry` the browser cannot read ("its date"), or null. */
function unreadable(entry: unknown, fields: Record<string, FieldCheck>): string | null {
  if (entry === null || typeof entry !== 'object') return 'it';
  const field = Object.keys(fields).find((name) => !fields[name]!((entry as Entry)[name], entry as Entry));
  return field ? `its ${field}` : null;
}

/** A list's entries the browser can read; each other one is dropped, with a warning. */
function readable<T>(list: keyof typeof ENTRIES, entries: unknown[], warn: Warn): T[] {
  return entries.filter((entry, i) => {
    const what = unreadable(entry, ENTRIES[list]);
    if (what) warn(`${STATUS_PATH}: ${list}[${i}] is not shown: ${what} cannot be read`, entry);
    return !what;
  }) as T[];
}

export type Warn = (message: string, entry: unknown) => void;

/**
 * The file as fetched, checked: null when it is not a status file of this version (a host's error page, a file of
 * another build's format); an entry that cannot be read is dropped (with `warn`), never shown half understood.
 */
export function readStatusFile(value: unknown, warn: Warn = () => undefined): StatusFile | null {
  if (value === null || typeof value !== 'object') return null;
  const f = value as Record<string, unknown>;
  if (f.version !== STATUS_FILE_VERSION || !isInstant(f.asOf) || !isText(f.timetables) || !Array.isArray(f.sailings)) return null;
  return { version: STATUS_FILE_VERSION, asOf: f.asOf, timetables: f.timetables, sailings: readable<SailingStatus>('sailings', f.sailings, warn) };
}
