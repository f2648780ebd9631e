/**
 * CSV as GTFS wants it (RFC 4180): comma-separated, a header row, UTF-8 without a BOM, "\n" line ends (a
 * byte-identical zip needs one fixed choice). Each field is written by src/escape/csv.ts.
 */
import { csvField, type CsvValue } from '../escape/csv';

export type { CsvValue };

/** A whole file: header, then one line per row, each line ending in "\n". Rows are written in the order given. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\n`).join('');
}

/**
 * The reading side, for the validator and tests: parses what toCsv writes (and any RFC 4180 text) into the header
 * and rows of strings. Throws on an unterminated quote, the one malformed input that cannot be read at all.
 */
export function parseCsv(text: string): { header: string[]; rows: string[][] } {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => { record.push(field); field = ''; };
  const endRecord = () => { endField(); records.push(record); record = []; };
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i += 2; continue; }
      if (c === '"') { quoted = false; i += 1; continue; }
      field += c; i += 1; continue;
    }
    if (c === '"' && field === '') { quoted = true; i += 1; continue; }
    if (c === ',') { endField(); i += 1; continue; }
    if (c === '\r' && text[i + 1] === '\n') { endRecord(); i += 2; continue; }
    if (c === '\n') { endRecord(); i += 1; continue; }
    field += c; i += 1;
  }
  if (quoted) throw new Error('unterminated quoted field');
  if (field !== '' || record.length > 0) endRecord();
  const [header = [], ...rows] = records;
  return { header, rows };
}
