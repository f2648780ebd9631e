/**
 * File- and field-level rules: required files and columns, required values, and each value's GTFS type
 * (URL, time zone, language, coordinates, times, dates, enums, prices, currency codes).
 */
import { isGtfsDate, parseGtfsTime } from '../gtfs-time';
import { FEED_FILES, REQUIRED_FILES, type FeedFileName, type FieldSpec } from '../spec';
import { problem, type FeedProblem, type Tables } from './tables';

const TIME_ZONES = new Set(Intl.supportedValuesOf('timeZone'));
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Why a non-empty value does not fit its type, or null when it fits. */
function typeError(field: FieldSpec, value: string): { rule: string; message: string } | null {
  const number = Number(value);
  switch (field.type) {
    case 'url':
      return isUrl(value) ? null : { rule: 'invalid_url', message: `"${value}" is not an http(s) URL.` };
    case 'timezone':
      return TIME_ZONES.has(value) ? null : { rule: 'invalid_timezone', message: `"${value}" is not an IANA time zone such as Asia/Manila.` };
    case 'language':
      return /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value) ? null : { rule: 'invalid_language_code', message: `"${value}" is not a BCP 47 language code such as en.` };
    case 'currency':
      return /^[A-Z]{3}$/.test(value) && CURRENCIES.has(value) ? null : { rule: 'invalid_currency', message: `"${value}" is not an ISO 4217 currency code such as PHP.` };
    case 'latitude':
      return value.trim() !== '' && number >= -90 && number <= 90 ? null : { rule: 'number_out_of_range', message: `Latitude "${value}" is not a number between -90 and 90.` };
    case 'longitude':
      return value.trim() !== '' && number >= -180 && number <= 180 ? null : { rule: 'number_out_of_range', message: `Longitude "${value}" is not a number between -180 and 180.` };
    case 'time':
      return parseGtfsTime(value) !== null ? null : { rule: 'invalid_time', message: `"${value}" is not a GTFS time HH:MM:SS (hours may exceed 23).` };
    case 'date':
      return isGtfsDate(value) ? null : { rule: 'invalid_date', message: `"${value}" is not a calendar date written YYYYMMDD.` };
    case 'price':
      return /^\d+(\.\d+)?$/.test(value) ? null : { rule: 'invalid_float', message: `Price "${value}" is not a non-negative number.` };
    case 'integer':
      return /^\d+$/.test(value) ? null : { rule: 'invalid_integer', message: `"${value}" is not a non-negative integer.` };
    case 'enum':
      return /^\d+$/.test(value) && field.values!.includes(number) ? null : { rule: 'unexpected_enum_value', message: `"${value}" is not one of ${field.values!.join(', ')}.` };
    default:
      return null;
  }
}

export function checkFields(tables: Tables): FeedProblem[] {
  const problems: FeedProblem[] = [];
  for (const file of REQUIRED_FILES) {
    if (!tables.has(file)) problems.push(problem('missing_required_file', 'error', file, null, null, `${file} is missing; every feed of ours has it.`));
  }
  if (tables.has('fare_rules.txt') && !tables.has('fare_attributes.txt')) {
    problems.push(problem('missing_required_file', 'error', 'fare_attributes.txt', null, null, 'fare_rules.txt is present, so fare_attributes.txt is required.'));
  }
  for (const [file, table] of tables) {
    const spec = FEED_FILES[file as FeedFileName] as readonly FieldSpec[] | undefined;
    if (!spec) {
      problems.push(problem('unknown_file', 'warning', file, null, null, `${file} is not a file this feed publishes.`));
      continue;
    }
    for (const field of spec) {
      if (field.required && !table.header.includes(field.name)) {
        problems.push(problem('missing_required_column', 'error', file, 1, field.name, `Column ${field.name} is required.`));
      }
    }
    for (const row of table.rows) {
      for (const field of spec) {
        const value = row.values[field.name];
        if (value === undefined) continue;
        if (value === '') {
          if (field.required) problems.push(problem('missing_required_field', 'error', file, row.line, field.name, `${field.name} is empty but required.`));
          continue;
        }
        if (/[\r\n]/.test(value)) problems.push(problem('new_line_in_value', 'error', file, row.line, field.name, `${field.name} contains a line break.`));
        if (value !== value.trim()) problems.push(problem('leading_or_trailing_whitespaces', 'warning', file, row.line, field.name, `${field.name} "${value}" starts or ends with spaces.`));
        const error = typeError(field, value);
        if (error) problems.push(problem(error.rule, 'error', file, row.line, field.name, error.message));
      }
    }
  }
  return problems;
}
