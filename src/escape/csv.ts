/**
 * One CSV field as GTFS wants it (RFC 4180): quoted only when it must be — a comma, a quote or a line break —,
 * quotes inside doubled. Control characters other than line breaks are removed (GTFS readers split on them or
 * refuse the file), as are the bidi controls; lone surrogates become U+FFFD (the files are UTF-8).
 */
import { withoutInvisible } from './characters';

export type CsvValue = string | number | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = withoutInvisible(String(value));
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
