/**
 * Reads a data file only when it is a regular file whose real path is inside the data folder. The data folder is
 * untrusted (CI checks pull requests), so a name ending in .yaml may be a link to /proc/self/environ or /etc/passwd
 * (whose text would be echoed back in notices), to /dev/zero (endless), a FIFO (open blocks forever), a folder or a
 * dangling link. The type is checked with lstat/realpath before anything is opened, the open itself refuses links
 * and never blocks (O_NOFOLLOW | O_NONBLOCK), and fstat on the open descriptor confirms the type and the size —
 * so a swap between the check and the open cannot slip through either. Nothing of a refused file is ever read.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import { sep } from 'node:path';

export type ReadRefusal =
  | { kind: 'missing' }
  | { kind: 'not_regular'; what: string }
  | { kind: 'too_large'; bytes: number };

export type ReadResult = { ok: true; bytes: Buffer } | { ok: false; refusal: ReadRefusal };

/** What a non-regular entry is, in words, for the message. */
function describeEntry(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  if (stats.isSymbolicLink()) return 'a link';
  return 'not a regular file';
}

/** True when `real` is `root` or lies under it. */
function isInside(root: string, real: string): boolean {
  return real === root || real.startsWith(root.endsWith(sep) ? root : root + sep);
}

/**
 * Where `path` really leads, or why it may not be followed: a link must resolve to an entry inside `root`.
 * `expect` is the type the caller needs (a file to read, a folder to list).
 */
export function resolveEntry(root: string, path: string, expect: 'file' | 'folder'):
  { ok: true; real: string; stats: Stats } | { ok: false; refusal: ReadRefusal } {
  let own: Stats;
  try {
    own = lstatSync(path);
  } catch {
    return { ok: false, refusal: { kind: 'missing' } };
  }
  let real = path;
  let stats = own;
  if (own.isSymbolicLink()) {
    try {
      real = realpathSync(path);
      stats = statSync(real);
    } catch {
      return { ok: false, refusal: { kind: 'not_regular', what: 'a link to nothing (dangling)' } };
    }
    if (!isInside(root, real)) return { ok: false, refusal: { kind: 'not_regular', what: 'a link to outside the data folder' } };
  } else {
    real = realpathSync(path);
    if (!isInside(root, real)) return { ok: false, refusal: { kind: 'not_regular', what: 'outside the data folder' } };
  }
  const fits = expect === 'file' ? stats.isFile() : stats.isDirectory();
  if (!fits) return { ok: false, refusal: { kind: 'not_regular', what: describeEntry(stats) } };
  return { ok: true, real, stats };
}

/** Reads at most `maxBytes` of a regular file inside `root`; anything else is refused unread. */
export function readRegularFile(root: string, path: string, maxBytes: number): ReadResult {
  const entry = resolveEntry(root, path, 'file');
  if (!entry.ok) return entry;
  if (entry.stats.size > maxBytes) return { ok: false, refusal: { kind: 'too_large', bytes: entry.stats.size } };
  let fd: number;
  try {
    fd = openSync(entry.real, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return { ok: false, refusal: { kind: 'not_regular', what: 'a file that could not be opened' } };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { ok: false, refusal: { kind: 'not_regular', what: describeEntry(stats) } };
    if (stats.size > maxBytes) return { ok: false, refusal: { kind: 'too_large', bytes: stats.size } };
    // One byte more than allowed tells a file that grew since fstat from one that fits.
    const buffer = Buffer.allocUnsafe(maxBytes + 1);
    let filled = 0;
    while (filled < buffer.length) {
      const n = readSync(fd, buffer, filled, buffer.length - filled, filled);
      if (n === 0) break;
      filled += n;
    }
    if (filled > maxBytes) return { ok: false, refusal: { kind: 'too_large', bytes: filled } };
    return { ok: true, bytes: buffer.subarray(0, filled) };
  } finally {
    closeSync(fd);
  }
}
