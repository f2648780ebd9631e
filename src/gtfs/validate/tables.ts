/** The feed's files read back as tables of strings, which is what every rule looks at. */
import { parseCsv } from '../csv';
import { problem, type FeedProblem } from './problem';

export interface TableRow { line: number; values: Record<string, string> }
interface Table { header: string[]; rows: TableRow[] }
export type Tables = Map<string, Table>;

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
