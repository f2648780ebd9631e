/**
 * The data folder as untrusted input: lists a collection's folder and reads its files only through
 * read-regular-file.ts, within the limits of limits.ts, and decodes them as strict UTF-8. Every refusal is one
 * located finding that names the entry and never quotes its content.
 */
import { opendirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { defineNotices, notice } from '../notices/define';
import { finding } from '../notices/finding';
import type { Finding } from '../types';
import { decodeUtf8 } from './decode-utf8';
import { LIMITS, limitFinding, limitText } from './limits';
import { readRegularFile, resolveEntry, type ReadRefusal } from './read-regular-file';

export const notices = defineNotices({
  not_a_regular_file: notice<{ what: string }>({
    severity: 'error',
    meaning: 'An entry named like data is not a regular file inside the data folder: a link (to outside the folder, or to nothing), a folder, a named pipe or a device. Nothing of it is read.',
    fix: 'Replace it with a plain file holding the data, or remove it.',
  }),
  invalid_utf8: notice<{ byte: number }>({
    severity: 'error',
    meaning: 'The file holds a byte that is not UTF-8 (often a file saved as Latin-1 or Windows-1252); it would show as "�" on every page.',
    fix: 'Save the file as UTF-8 in the editor and retype the character at the given line and column.',
  }),
});

export type Listing =
  | { kind: 'missing' }
  | { kind: 'refused'; finding: Finding }
  | { kind: 'ok'; names: string[] };

export type TextResult = { ok: true; text: string } | { ok: false; finding: Finding };

export class DataFolder {
  /** The real path of the data folder, the root every read must stay under. */
  private readonly root: string;
  private bytesRead = 0;

  /** `show(rel)` is how an entry is named in notices (`data/timetables/coron.yaml`). */
  constructor(private readonly dataDir: string, private readonly show: (rel: string) => string) {
    this.root = realpathSync(dataDir);
  }

  /** Whether a top-level entry exists at all (a link to nothing counts: it is reported, not "missing"). */
  listFolder(rel: string): Listing {
    const entry = resolveEntry(this.root, join(this.dataDir, rel), 'folder');
    if (!entry.ok) {
      if (entry.refusal.kind === 'missing') return { kind: 'missing' };
      return { kind: 'refused', finding: this.refusal(rel, entry.refusal) };
    }
    // Counted while reading the folder: a folder of a million entries is refused without listing it all.
    const names: string[] = [];
    const dir = opendirSync(entry.real);
    try {
      for (let dirent = dir.readSync(); dirent !== null; dirent = dir.readSync()) {
        names.push(dirent.name);
        if (names.length > LIMITS.folderEntries) {
          return { kind: 'refused', finding: limitFinding({ file: this.show(rel), path: [], line: 1, col: 1 }, 'folderEntries',
            `${this.show(rel)} holds more than ${limitText('folderEntries')} entries, the limit per folder — split the data or remove stray files`) };
        }
      }
    } finally {
      dir.closeSync();
    }
    // Sorted by code unit, not locale: the order must not depend on the machine.
    return { kind: 'ok', names: names.sort() };
  }

  /** True when something (anything) is at `rel`, so a refusal is reported rather than "missing". */
  has(rel: string): boolean {
    const entry = resolveEntry(this.root, join(this.dataDir, rel), 'file');
    return entry.ok || entry.refusal.kind !== 'missing';
  }

  /** The text of one data file, or the one finding that says why it was not read. */
  readText(rel: string): TextResult {
    const remaining = LIMITS.totalBytes - this.bytesRead;
    const read = readRegularFile(this.root, join(this.dataDir, rel), Math.min(LIMITS.fileBytes, remaining));
    if (!read.ok) {
      if (read.refusal.kind === 'too_large' && read.refusal.bytes <= LIMITS.fileBytes) {
        return { ok: false, finding: limitFinding({ file: this.show(rel), path: [], line: 1, col: 1 }, 'totalBytes',
          `the data files together pass ${limitText('totalBytes')}, the limit for the whole data folder; this file was not read — shrink the data`) };
      }
      return { ok: false, finding: this.refusal(rel, read.refusal) };
    }
    this.bytesRead += read.bytes.length;
    const decoded = decodeUtf8(read.bytes);
    if (!decoded.ok) {
      return { ok: false, finding: finding(notices.invalid_utf8, { file: this.show(rel), path: [], line: decoded.line, col: decoded.col },
        `byte 0x${decoded.byte.toString(16).toUpperCase().padStart(2, '0')} is not UTF-8 — save the file as UTF-8 and retype the character here`,
        { byte: decoded.byte }) };
    }
    return { ok: true, text: decoded.text };
  }

  private refusal(rel: string, refusal: ReadRefusal): Finding {
    const at = { file: this.show(rel), path: [], line: 1, col: 1 };
    if (refusal.kind === 'too_large') {
      return limitFinding(at, 'fileBytes',
        `${this.show(rel)} is ${refusal.bytes.toLocaleString('en-US')} bytes, more than the ${limitText('fileBytes')} limit per file — split it or shorten it`,
        { bytes: refusal.bytes });
    }
    const what = refusal.kind === 'missing' ? 'gone' : refusal.what;
    return finding(notices.not_a_regular_file, at,
      `${this.show(rel)} is ${what}, not a regular file inside the data folder, so it is not read — replace it with a plain file or remove it`,
      { what });
  }
}
