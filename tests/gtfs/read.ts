/** Reads a feed file back as records, the way a consumer would (header names → values). */
import { parseCsv } from '../../src/gtfs/csv';
import type { FeedFiles } from '../../src/gtfs/feed';

export function records(files: FeedFiles, name: keyof FeedFiles): Record<string, string>[] {
  const text = files[name];
  if (text === undefined) throw new Error(`${name} is not in the feed`);
  const { header, rows } = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i]!])));
}
