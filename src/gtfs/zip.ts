/**
 * The feed as a zip whose bytes depend only on the files: entries in name order, each with the same fixed
 * modification time, fixed compression level, no extra fields.
 */
import { zipSync, type Zippable } from 'fflate';

/**
 * fflate writes the DOS timestamp from the Date's *local* fields, so a fixed instant would give different bytes in
 * different time zones. A Date built from local fields has the same local fields everywhere: 2000-01-01 00:00.
 */
const FIXED_MTIME = () => new Date(2000, 0, 1, 0, 0, 0);

export function zipFeed(files: Partial<Record<string, string>>): Uint8Array {
  const encoder = new TextEncoder();
  const entries: Zippable = {};
  for (const name of Object.keys(files).sort()) {
    entries[name] = [encoder.encode(files[name]!), { level: 9, mtime: FIXED_MTIME() }];
  }
  return zipSync(entries);
}
