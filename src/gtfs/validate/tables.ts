/** The feed's files read back as tables of strings, which is what every rule looks at, and what a rule reports. */
import { parseCsv } from '../csv';

/**
 * A rule of MobilityData's GTFS validator that a feed breaks. `rule` is the validator's own notice code
 * (https://gtfs-validator.mobilitydata.org/rules.html) so a reader can look it up; `line` counts the header as 1.
 */
export interface FeedProblem {
  rule: string;
  severity: 'error' | 'warning';
  file: string;
  line: number | null;
  field: string | null;
  message: string;
}

export function problem(
  rule: string, severity: FeedProblem['severity'], file: string, line: number | null, field: string | null, message: string,
): FeedProblem {
  return { rule, severity, file, line, field, message };
}

export interface TableRow { line: number; values: Record<string, string> }
interface Table { header: string[]; rows: TableRow[] }
export type Tables = Map<string, Table>;

/** The rows of a file, none when the feed lacks it. */
export const rowsOf = (tables: Tables, file: string): TableRow[] => tables.get(file)?.rows ?? [];

/** The set of values a column takes in a file. */
export const valuesOf = (tables: Tables, file: string, column: string): Set<string | undefined> =>
  new Set(rowsOf(tables, file).map((row) => row.values[column]));

/** Parses every file; a file that cannot be read, or a row of the wrong length, becomes a problem. */
export function readTables(files: Partial<Record<string, string>>): { tables: Tables; problems: FeedProblem[] } {
  const tables: Tables = new Map();
  const problems: FeedProblem[] = [];
  for (const name of Object.keys(files).sort()) {
    const text = files[name]!;
    if (text.charCodeAt(0) === 0xfeff) problems.push(problem('bom_in_file', 'warning', name, 1, null, 'The file starts with a byte-order mark; GTFS readers differ on whether they strip it.'));
    let parsed: { header: string[]; rows: string[][] };
    try {
      parsed = parseCsv(text.replace(/^\uFEFF/, ''));
    } catch (error) {
      problems.push(problem('csv_parsing_failed', 'error', name, null, null, `The file is not valid CSV: ${(error as Error).message}.`));
      continue;
    }
    if (parsed.header.length === 0 || parsed.header.every((h) => h === '')) {
      problems.push(problem('empty_file', 'error', name, 1, null, 'The file has no header row.'));
      continue;
    }
    const seen = new Set<string>();
    for (const column of parsed.header) {
      if (seen.has(column)) problems.push(problem('duplicated_column', 'error', name, 1, column, `Column "${column}" appears twice in the header.`));
      seen.add(column);
    }
    const rows: TableRow[] = [];
    parsed.rows.forEach((cells, index) => {
      const line = index + 2;
      if (cells.length !== parsed.header.length) {
        problems.push(problem('invalid_row_length', 'error', name, line, null, `The row has ${cells.length} values but the header has ${parsed.header.length} columns.`));
        return;
      }
      rows.push({ line, values: Object.fromEntries(parsed.header.map((column, i) => [column, cells[i]!])) });
    });
    if (parsed.rows.length === 0) problems.push(problem('empty_file', 'error', name, null, null, 'The file has a header but no rows.'));
    tables.set(name, { header: parsed.header, rows });
  }
  return { tables, problems };
}
