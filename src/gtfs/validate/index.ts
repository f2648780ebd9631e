/**
 * Our own run of the MobilityData GTFS validator's rules that apply to a feed like ours, over the CSV text that is
 * actually published (not the builder's intermediate rows). The build refuses a feed with an error; tests assert
 * the real feed has no problem at all.
 */
import { checkFeedLevel } from './feed-level';
import { checkFields } from './fields';
import { checkKeys } from './keys';
import { checkStopTimes } from './stop-times';
import { readTables, type FeedProblem } from './tables';

export type { FeedProblem } from './tables';

export interface ValidateOptions {
  /** The build date, yyyy-MM-dd (Asia/Manila); with it, an expired calendar or feed window is an error. */
  today?: string;
}

export function validateFeed(files: Partial<Record<string, string>>, options: ValidateOptions = {}): FeedProblem[] {
  const { tables, problems } = readTables(files);
  const today = options.today ? options.today.replaceAll('-', '') : null;
  return [
    ...problems,
    ...checkFields(tables),
    ...checkKeys(tables),
    ...checkStopTimes(tables),
    ...checkFeedLevel(tables, today),
  ].sort(byPlace);
}

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
function byPlace(a: FeedProblem, b: FeedProblem): number {
  return text(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || text(a.field ?? '', b.field ?? '') || text(a.rule, b.rule);
}

/** "stops.txt:4 stop_lat  number_out_of_range  Latitude … " — one line per problem. */
export function formatProblem(p: FeedProblem): string {
  const where = `${p.file}${p.line === null ? '' : `:${p.line}`}${p.field ? ` ${p.field}` : ''}`;
  return `${where}  ${p.severity}  ${p.rule}  ${p.message}`;
}
