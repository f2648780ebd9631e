/**
 * /status.json: the one small file pages read the status of dated sailings from at run time, so a
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
 *
 * The browser reads it in two steps: the file (`readStatusFile`, here), then each entry on its own (entries.ts,
 * loaded only when the file has any: most days it has none).
 */
import { isManilaInstant } from '../time';
import type { SailingStatus, Suspension } from '../graph/types';

export { STATUS_PATH } from './path';

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

/**
 * The mark the offline worker puts on an answer that is its last good copy rather than the host's (the host was out
 * of reach, or answered with something that is not a status file: src/offline/status.ts). The page then says
 * the status could not be refreshed, and how old its copy is.
 */
export const SAVED_COPY_HEADER = 'x-status-saved-copy';

/**
 * The lists of entries the file carries, each entry read on its own by entries.ts (a table of each kind's fields).
 * A new kind of entry is one more name here and one more table there.
 */
export const ENTRY_LISTS = ['sailings', 'suspensions'] as const;
export type EntryList = (typeof ENTRY_LISTS)[number];

/** The file as fetched and checked, before its entries are read (entries.ts `readEntries`). */
export type FetchedStatusFile = Omit<StatusFile, EntryList> & Record<EntryList, unknown[]>;

const isText = (v: unknown): v is string => typeof v === 'string';
const isInstant = (v: unknown): v is string => isText(v) && isManilaInstant(v);

/**
 * The file as fetched, checked: null when it is not a status file of this version (a host's error page, a file cut
 * short, a file of another build's format). Its entries are not read yet (entries.ts); a key it does not know is
 * left as it is (no page reads it).
 */
export function readStatusFile(value: unknown): FetchedStatusFile | null {
  if (value === null || typeof value !== 'object') return null;
  const f = value as Record<string, unknown>;
  const lists = ENTRY_LISTS.every((list) => Array.isArray(f[list]));
  return f.version === STATUS_FILE_VERSION && isInstant(f.asOf) && isText(f.timetables) && lists ? f as FetchedStatusFile : null;
}

/** Whether the file has any entry to read (on most days it has none). */
export const hasEntries = (file: FetchedStatusFile) => ENTRY_LISTS.some((list) => file[list].length > 0);
