/**
 * /status.json: the one small file pages read the status of dated sailings from at run time (issue 27 item 4), so a
 * cancellation published with `npm run status:publish` reaches every page without a rebuild. Written by the build
 * and by status:publish (scripts/status/), read in the browser (src/site/status/use-status.ts).
 *
 *   { "asOf": "2026-11-24T15:40:00+08:00", "sailings": [ …SailingStatus ], "suspensions": [ …Suspension ],
 *     "timetables": "…", "version": 2 }
 *
 * - `asOf`: the instant it was published — what "status as of 3:40 PM" says. The build's instant (SOURCE_DATE_EPOCH)
 *   or the publisher's clock, read once at the edge: the same data and instant give the same bytes.
 * - `sailings`: the graph's status entries (data/status.yaml, checked against the timetables), by date, departure
 *   and route: each sailing's own, and each sailing a suspension cancels (naming it), so a reader never applies a
 *   suspension itself.
 * - `suspensions`: what the banner and the summaries say — scope, window, reason, who said so (version 2: a reader
 *   of version 1 would show the sailings a suspension cancels as normal, so it refuses this file).
 * - `timetables`: a digest of the timetables they were checked against; status:publish refuses to publish over a
 *   build made from other timetables (its sailings would not be the pages' sailings).
 * Keys sorted, no spaces, one trailing newline.
 */
import type { SailingStatus, Suspension } from '../graph/types';
import { SAILING_STATES, STATUS_REASONS } from '../schema/status-values';

export const STATUS_FILE_VERSION = 2;

export interface StatusFile {
  version: typeof STATUS_FILE_VERSION;
  asOf: string;
  timetables: string;
  sailings: SailingStatus[];
  suspensions: Suspension[];
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted((value as Record<string, unknown>)[k])]));
}

export function statusJson(file: StatusFile): string {
  return `${JSON.stringify(sorted(file))}\n`;
}

const isText = (v: unknown): v is string => typeof v === 'string';
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/;
const isInstant = (v: unknown): v is string => isText(v) && INSTANT.test(v) && !Number.isNaN(Date.parse(v));
const isRange = (v: unknown): boolean => v !== null && typeof v === 'object'
  && Number.isInteger((v as { min?: unknown }).min) && Number.isInteger((v as { max?: unknown }).max);

/** One entry as the browser accepts it: every field of the shape the build writes; anything else is dropped. */
function isStatus(v: unknown): v is SailingStatus {
  if (v === null || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return isText(s.route) && isText(s.from) && isText(s.to) && isText(s.mode)
    && isText(s.date) && /^\d{4}-\d{2}-\d{2}$/.test(s.date) && (s.dep === null || (isText(s.dep) && /^([01]\d|2[0-3]):[0-5]\d$/.test(s.dep)))
    && (SAILING_STATES as readonly unknown[]).includes(s.state)
    && (s.departs === null || isInstant(s.departs))
    && (s.reason === null || (STATUS_REASONS as readonly unknown[]).includes(s.reason))
    && (s.signal === null || (Number.isInteger(s.signal) && (s.signal as number) >= 1 && (s.signal as number) <= 5))
    && (s.note === null || isText(s.note)) && isText(s.source) && isInstant(s.statedAt)
    && (s.durationMinutes === null || isRange(s.durationMinutes))
    && (s.state !== 'delayed' || (s.departs !== null && s.dep !== null)) && (s.state !== 'extra' || s.dep !== null)
    && (s.suspension === null || (isText(s.suspension) && s.state === 'cancelled'));
}

/** A suspension as the browser accepts it: a scope, its labels, a window that ends after it starts. */
function isSuspension(v: unknown): v is Suspension {
  if (v === null || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  const texts = (list: unknown): list is string[] => Array.isArray(list) && list.every(isText);
  return isText(s.id) && (s.scope === 'ports' || s.scope === 'routes' || s.scope === 'network')
    && texts(s.ids) && texts(s.labels) && s.ids.length === s.labels.length && (s.scope === 'network') === (s.ids.length === 0)
    && isInstant(s.from) && isInstant(s.until) && Date.parse(s.until) > Date.parse(s.from)
    && (STATUS_REASONS as readonly unknown[]).includes(s.reason)
    && (s.signal === null || (Number.isInteger(s.signal) && (s.signal as number) >= 1 && (s.signal as number) <= 5))
    && (s.note === null || isText(s.note)) && isText(s.source) && isInstant(s.statedAt);
}

/**
 * The file as fetched, checked: null when it is not a status file of this version (a host's error page, a file of
 * another build's format); entries of another shape are dropped rather than shown half understood.
 */
export function readStatusFile(value: unknown): StatusFile | null {
  if (value === null || typeof value !== 'object') return null;
  const f = value as Record<string, unknown>;
  if (f.version !== STATUS_FILE_VERSION || !isInstant(f.asOf) || !isText(f.timetables) || !Array.isArray(f.sailings) || !Array.isArray(f.suspensions)) return null;
  return {
    version: STATUS_FILE_VERSION, asOf: f.asOf, timetables: f.timetables, sailings: f.sailings.filter(isStatus),
    suspensions: f.suspensions.filter(isSuspension),
  };
}
