/**
 * The entries of /status.json, each read on its own (src/status/file.ts reads the file): an entry the page cannot
 * read — a day that does not exist (2026-02-31), a state or reason it does not know, an instant that is not one, a
 * delay the data check would refuse — is dropped with a warning naming it, and the others still show. A status file
 * from a host is untrusted input: one bad entry must not hide a valid cancellation, nor throw in the code that dates
 * the sailings.
 *
 * Each kind of entry is a list of the file (file.ts ENTRY_LISTS) with a table of its fields here (what the build
 * writes: scripts/status/), so a new kind of entry is one more list there and one more table in ENTRIES. Loaded by
 * the page's status store only when the file has entries.
 */
import { timetabledInstant } from '../graph/dated-sailing';
import { isIsoDay, isManilaInstant, MINUTES_PER_DAY, MS_PER_MINUTE } from '../time';
import type { SailingStatus, Suspension } from '../graph/types';
import { MAX_DELAY_DAYS, SAILING_STATES, STATUS_REASONS } from '../schema/status-values';
import { ENTRY_LISTS, STATUS_PATH, type EntryList, type FetchedStatusFile, type StatusFile } from './file';

type Entry = Record<string, unknown>;
/** One field as the page accepts it (with the entry, for a field that depends on another). */
type FieldCheck = (value: unknown, entry: Entry) => boolean;
export type Warn = (message: string, entry: unknown) => void;

const isText = (v: unknown): v is string => typeof v === 'string';
const isInstant: FieldCheck = (v) => isText(v) && isManilaInstant(v);
const isOneOf = (values: readonly unknown[]): FieldCheck => (v) => values.includes(v);
const orNull = (check: FieldCheck): FieldCheck => (v, entry) => v === null || check(v, entry);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isDelay = (ms: number) => ms > 0 && ms <= MAX_DELAY_DAYS * MINUTES_PER_DAY * MS_PER_MINUTE;

/** A dated sailing's status: every field, and a state with the fields it needs. */
const SAILING: Record<keyof SailingStatus, FieldCheck> = {
  route: isText, from: isText, to: isText, mode: isText,
  date: (v) => isText(v) && isIsoDay(v),
  // Null: a route's untimed crossings of the day, which can be cancelled or on time, never delayed nor extra.
  dep: (v, s) => (v === null ? s.state !== 'delayed' && s.state !== 'extra' : isText(v) && /^([01]\d|2[0-3]):[0-5]\d$/.test(v)),
  state: isOneOf(SAILING_STATES),
  // A delayed sailing's new departure, later than its timetabled one by at most MAX_DELAY_DAYS (the data check's
  // bound: date and dep are read first); no other state has one.
  departs: (v, s) => (s.state === 'delayed' ? isInstant(v, s) && isDelay(Date.parse(v as string) - Date.parse(timetabledInstant(s.date as string, s.dep as string | null))) : v === null),
  reason: orNull(isOneOf(STATUS_REASONS)),
  signal: orNull((v) => isCount(v) && v >= 1 && v <= 5),
  note: orNull(isText),
  source: isText,
  statedAt: isInstant,
  durationMinutes: orNull((v) => isCount((v as { min?: unknown }).min) && isCount((v as { max?: unknown }).max)
    && (v as { min: number }).min <= (v as { max: number }).max),
  // The suspension a cancellation comes from (its id); only a cancelled sailing has one.
  suspension: (v, s) => v === null || (isText(v) && s.state === 'cancelled'),
};

const isTexts = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText);

/** A suspension: a scope with its ids and their labels (none for the network), a window that ends after it starts. */
const SUSPENSION: Record<keyof Suspension, FieldCheck> = {
  id: isText,
  scope: isOneOf(['ports', 'routes', 'network']),
  ids: (v, s) => isTexts(v) && (s.scope === 'network') === (v.length === 0),
  labels: (v, s) => isTexts(v) && Array.isArray(s.ids) && v.length === s.ids.length,
  from: isInstant,
  until: (v, s) => isInstant(v, s) && isText(s.from) && Date.parse(v as string) > Date.parse(s.from),
  reason: isOneOf(STATUS_REASONS),
  signal: orNull((v) => isCount(v) && v >= 1 && v <= 5),
  note: orNull(isText),
  source: isText,
  statedAt: isInstant,
  text: (v) => v !== null && typeof v === 'object' && ['title', 'window', 'detail'].every((k) => isText((v as Entry)[k])),
};

/** Each list of entries the file carries, with the fields of its entries. */
const ENTRIES: Record<EntryList, Record<string, FieldCheck>> = { sailings: SAILING, suspensions: SUSPENSION };

/** What of `entry` the page cannot read ("its date"), or null. */
function unreadable(entry: unknown, fields: Record<string, FieldCheck>): string | null {
  if (entry === null || typeof entry !== 'object') return 'it';
  const field = Object.keys(fields).find((name) => !fields[name]!((entry as Entry)[name], entry as Entry));
  return field ? `its ${field}` : null;
}

/** A list's entries the page can read; each other one is dropped with a warning. */
function readable(list: EntryList, entries: unknown[], warn: Warn): unknown[] {
  return entries.filter((entry, i) => {
    const what = unreadable(entry, ENTRIES[list]);
    if (what) warn(`${STATUS_PATH}: ${list}[${i}] is not shown: ${what} cannot be read`, entry);
    return !what;
  });
}

/** The file with the entries the page can read, in every list. */
export function readEntries(file: FetchedStatusFile, warn: Warn): StatusFile {
  return { ...file, ...Object.fromEntries(ENTRY_LISTS.map((list) => [list, readable(list, file[list], warn)])) } as StatusFile;
}
