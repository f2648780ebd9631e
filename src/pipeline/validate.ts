/**
 * Validates one file with its zod schema and turns every zod issue into a located finding with a stable code.
 *
 * Codes: a field schema in src/schema/fields.ts declares its code with `.meta({ code })` and writes its message in
 * its error map, which zod puts in the issue. The code is read from the schema at the issue's path (schema-walk.ts,
 * zod's public API). Everything else gets a code from the zod issue kind. Every schema notice, those the field schemas
 * name included, is defined here.
 */
import type { z } from 'zod';
import { COLLECTIONS } from '../schema/collections';
import { TEXT_CODE } from '../schema/text';
import { defineNotices, notice, type ContextOf, type NoticeDef } from './notices/define';
import { finding } from './notices/finding';
import { nearest } from './nearest';
import type { LoadedFile } from './loaded-file';
import { allowedKeys, codeOf, describeExpected, schemaAt } from './schema-walk';
import type { Finding, Path } from './types';

/** A schema notice: the offending value (lists and mappings as "[list]" / "{mapping}"). */
interface Value { value: unknown }

export const notices = defineNotices({
  wrong_type: notice<Value & { expected: string }>({
    severity: 'error',
    meaning: 'A value has the wrong type (text where a number belongs, a list where a mapping belongs, …).',
    fix: 'Write the value in the type the message asks for; quote times and other text that looks like a number.',
  }),
  missing_field: notice<{ field: string }>({
    severity: 'error',
    meaning: 'A required field is absent.',
    fix: 'Add the field named in the message.',
  }),
  unknown_key: notice<{ key: string; allowed: string[]; suggestion?: string }>({
    severity: 'error',
    meaning: 'A key the schema does not know; usually a typo, which would otherwise be ignored silently.',
    fix: 'Correct the spelling (the message suggests the nearest allowed key) or remove the key.',
  }),
  invalid_value: notice<Value & { allowed: string[] }>({
    severity: 'error',
    meaning: 'A value that must be one of a fixed list is not.',
    fix: 'Use one of the values the message lists.',
  }),
  invalid_format: notice<Value>({
    severity: 'error',
    meaning: 'Text that must follow a pattern (a URL, a date, an id) does not.',
    fix: 'Rewrite the value in the format the message describes.',
  }),
  invalid_time: notice<Value>({
    severity: 'error',
    meaning: 'A time is not a 24-hour "HH:MM" in Philippine Standard Time (25:61, 8:30, 8:30 PM).',
    fix: 'Write it as "HH:MM", zero-padded and quoted, e.g. "08:30" or "20:30".',
  }),
  invalid_weekday: notice<Value>({
    severity: 'error',
    meaning: 'A day is not Mon…Sun (or, for days, not Daily or a list of weekdays; for arrDay, not +N).',
    fix: 'Use the three-letter English weekday names, Daily, or +N for arrivals N days later.',
  }),
  invalid_slug: notice<Value>({
    severity: 'error',
    meaning: 'An id or slug has capitals, spaces or other characters not allowed in an address.',
    fix: 'Use lower-case letters, digits and single hyphens (cagayan-de-oro).',
  }),
  negative_fare: notice<Value>({
    severity: 'error',
    meaning: 'A fare is below zero.',
    fix: 'Write fares as whole pesos of zero or more.',
  }),
  invalid_link: notice<Value>({
    severity: 'error',
    meaning: 'A link is neither a site path (/schedules) nor an https://, tel: or mailto: address.',
    fix: 'Use a path that starts with / or a full https:// URL.',
  }),
  unknown_icon: notice<Value>({
    severity: 'error',
    meaning: 'An icon name the site does not ship.',
    fix: 'Use one of the icon names the message lists (src/schema/fields.ts ICONS).',
  }),
  invalid_date: notice<Value>({
    severity: 'error',
    meaning: 'A date is not yyyy-MM-dd.',
    fix: 'Write the date as yyyy-MM-dd, e.g. 2025-10-28.',
  }),
  invalid_instant: notice<Value>({
    severity: 'error',
    meaning: 'A date-time lacks the explicit +08:00 offset, is not a real time, or falls outside the years 2000–2099 (the service alerts feed cannot carry an instant before 1970).',
    fix: 'Write it as 2026-11-25T06:00+08:00, with the real date.',
  }),
  /** The first character the text rule refuses (`U+001B`) and its index in the value; the value is never echoed. */
  invalid_text: notice<{ character: string; index: number }>({
    severity: 'error',
    meaning: 'Text holds a character no page, calendar file, feed or report can carry as it is: a control character (NUL, ESC, CR, TAB …), a bidirectional control, a Unicode line separator or a lone surrogate — or, in a name, title, label or source (one line), a line break.',
    fix: 'Remove the character the message names (its position is given); write a name, title or label on one line (a YAML block scalar > or | keeps its last line break: use >- or |-).',
  }),
  too_few_items: notice<{ count: number; limit: number; exact: boolean }>({
    severity: 'error',
    meaning: 'A list is shorter than the page needs (e.g. a destination needs exactly four attractions).',
    fix: 'Add items until the count in the message is met.',
  }),
  too_many_items: notice<{ count: number; limit: number; exact: boolean }>({
    severity: 'error',
    meaning: 'A list is longer than the page allows.',
    fix: 'Remove items until the count in the message is met.',
  }),
  empty_value: notice<Value & { limit: number }>({
    severity: 'error',
    meaning: 'A text field is empty or shorter than it must be.',
    fix: 'Write the text.',
  }),
  out_of_range: notice<Value & { limit: number }>({
    severity: 'error',
    meaning: 'A number is outside its allowed range (a duration of 0 hours, a latitude outside the Philippines, …).',
    fix: 'Correct the number; the message gives the limit.',
  }),
  schema_issue: notice<Value & { limit?: number }>({
    severity: 'error',
    meaning: 'The value breaks a schema rule that has no more specific code.',
    fix: 'Read the message; it says which rule.',
  }),
});

type Issue = z.core.$ZodIssue;

export function validateFile(file: LoadedFile): { ok: true; value: unknown } | { ok: false; findings: Finding[] } {
  const schema = COLLECTIONS[file.collection].schema as z.ZodType;
  const result = schema.safeParse(file.value);
  if (result.success) return { ok: true, value: result.data };
  const findings = result.error.issues.flatMap((issue) => issueFindings(issue, [], schema, file.value, file.file));
  return { ok: false, findings: dedupe(findings) };
}

/** Maps one zod issue (paths relative to `base`) to findings. */
function issueFindings(issue: Issue, base: Path, root: z.ZodType, data: unknown, file: string): Finding[] {
  const path = [...base, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))] as (string | number)[];
  const value = valueAt(data, path);
  const field = fieldName(path);

  if (issue.code === 'unrecognized_keys') {
    const allowed = allowedKeys(schemaAt(root, path, data));
    return issue.keys.map((key) => {
      const guess = nearest(key, allowed);
      const hint = guess ? `did you mean "${guess}"? ` : '';
      return finding(notices.unknown_key, { file, path: [...path, key], key: true },
        `unknown key "${key}"${field ? ` in ${field}` : ''}: ${hint}remove it or correct the spelling (allowed: ${allowed.join(', ')})`,
        { key, allowed, ...(guess ? { suggestion: guess } : {}) });
    });
  }

  if (issue.code === 'invalid_type' && value === undefined && hasParent(data, path)) {
    return [finding(notices.missing_field, { file, path }, `${parentName(path)} is missing the required field "${field}" — add it`,
      { field })];
  }

  const text = textIssue(issue);
  if (text) return [finding(notices.invalid_text, { file, path }, `${field || 'the value'} ${issue.message}`, text)];

  if (issue.code === 'invalid_union') return unionFindings(issue, path, root, data, file);

  const schema = schemaAt(root, path, data);
  const own = fieldError(schema, issue);
  if (own) return [finding(own.notice, { file, path }, own.message, { value: jsonSafe(value) })];
  return [genericFinding(issue, path, value, schema, file)];
}

/**
 * A union failed. When exactly the shape of one option matched (its problems are inside the value), report that
 * option's problems; otherwise report the union as a whole with its own message.
 */
function unionFindings(issue: Extract<Issue, { code: 'invalid_union' }>, path: Path, root: z.ZodType, data: unknown,
  file: string): Finding[] {
  // Text of the right type that breaks the text rule (a tip with a control character): that is the problem.
  const text = issue.errors.find((branch) => branch.length > 0 && branch.every((i) => textIssue(i) !== null));
  if (text) return text.flatMap((i) => issueFindings(i, path, root, data, file));
  const value = valueAt(data, path);
  const score = (issues: readonly Issue[]) =>
    issues.length + issues.filter((i) => i.path.length === 0 || i.code === 'unrecognized_keys').length * 10;
  const branches = issue.errors.filter((e) => e.length > 0).sort((a, b) => score(a) - score(b));
  const best = branches[0];
  const bestMatchedShape = best !== undefined && best.every((i) => i.path.length > 0 && i.code !== 'unrecognized_keys');
  if (best && bestMatchedShape) return best.flatMap((i) => issueFindings(i, path, root, data, file));

  const schema = schemaAt(root, path, data);
  const own = fieldError(schema, issue);
  if (own) return [finding(own.notice, { file, path }, own.message, { value: jsonSafe(value) })];
  // An object given where the shape almost fits: its own problems are the useful ones.
  if (best && value !== null && typeof value === 'object') return best.flatMap((i) => issueFindings(i, path, root, data, file));
  const expected = describeExpected(schema) ?? 'another value';
  return [finding(notices.wrong_type, { file, path },
    `${fieldName(path) || 'the value'} should be ${expected}, not ${describeValue(value)}`,
    { value: jsonSafe(value), expected })];
}

/**
 * The field's own code and message: a field that declares a code (`.meta({ code })`) wrote the issue's message in
 * its error map. A value of the wrong type (a number where text belongs) is not the field's own failure: it gets
 * the generic wrong_type notice, with its hint to quote the value.
 */
function fieldError(schema: z.ZodType | null, issue: Issue): { notice: NoticeDef<Value>; message: string } | null {
  const code = codeOf(schema);
  const own = code === null ? undefined : (notices as Readonly<Record<string, NoticeDef<Value>>>)[code];
  if (!own || issue.code === 'invalid_type') return null;
  return { notice: own, message: issue.message };
}

/** The text rule's issue (src/schema/text.ts names its code in `params`), with its context; null for any other. */
function textIssue(issue: Issue): ContextOf<typeof notices.invalid_text> | null {
  if (issue.code !== 'custom') return null;
  const params = issue.params as { code?: unknown; character?: unknown; index?: unknown } | undefined;
  if (params?.code !== TEXT_CODE) return null;
  return { character: String(params.character), index: Number(params.index) };
}

function genericFinding(issue: Issue, path: Path, value: unknown, schema: z.ZodType | null, file: string): Finding {
  const at = { file, path };
  const name = fieldName(path) || 'the value';
  const context = { value: jsonSafe(value) };
  switch (issue.code) {
    case 'invalid_type': {
      const expected = expectedText(issue.expected);
      const quoteHint = issue.expected === 'string' && typeof value === 'number'
        ? ' — quote it so YAML reads it as text' : '';
      return finding(notices.wrong_type, at, `${name} should be ${expected}, not ${describeValue(value)}${quoteHint}`,
        { ...context, expected: issue.expected });
    }
    case 'invalid_value': {
      const allowed = issue.values.map((v) => String(v));
      const guess = typeof value === 'string' ? nearest(value, allowed) : null;
      return finding(notices.invalid_value, at,
        `${name} is ${describeValue(value)}${guess ? ` — did you mean "${guess}"?` : ''}; use one of ${allowed.join(', ')}`,
        { ...context, allowed });
    }
    case 'invalid_format':
      return finding(notices.invalid_format, at,
        `${name} ${describeValue(value)} is not in the expected format${issue.format === 'regex' ? ` (${(issue as { pattern?: string }).pattern})` : ` (${issue.format})`}`,
        context);
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const limit = Number(small ? (issue as { minimum: number | bigint }).minimum : (issue as { maximum: number | bigint }).maximum);
      const exact = (issue as { exact?: boolean }).exact === true;
      if (issue.origin === 'array') {
        const count = Array.isArray(value) ? value.length : 0;
        const want = exact ? `exactly ${limit}` : small ? `at least ${limit}` : `at most ${limit}`;
        return finding(small ? notices.too_few_items : notices.too_many_items, at,
          `${name} has ${count} item${count === 1 ? '' : 's'} but needs ${want} — ${small ? 'add' : 'remove'} ${Math.abs(limit - count)}`,
          { count, limit, exact });
      }
      if (issue.origin === 'string') {
        return finding(small ? notices.empty_value : notices.schema_issue, at,
          (small ? (limit <= 1 ? `${name} is empty — write it` : `${name} is too short (at least ${limit} characters) — write it out`)
            : `${name} is too long (at most ${limit} characters) — shorten it`), { ...context, limit });
      }
      const inclusive = (issue as { inclusive?: boolean }).inclusive !== false;
      const bound = small ? (inclusive ? '≥' : '>') : (inclusive ? '≤' : '<');
      return finding(notices.out_of_range, at,
        `${name} is ${describeValue(value)} but must be ${bound} ${limit} — correct it`, { ...context, limit });
    }
    default:
      return finding(notices.schema_issue, at,
        `${name}: ${issue.message} (expected ${describeExpected(schema) ?? 'another value'})`, context);
  }
}

function expectedText(expected: string): string {
  return ({
    string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false', array: 'a list',
    object: 'a mapping (key: value)', record: 'a mapping (key: value)',
  } as Record<string, string>)[expected] ?? expected;
}

function describeValue(value: unknown): string {
  if (value === null) return 'empty (null)';
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'number') return Number.isInteger(value) ? `the number ${value}` : `the number ${value}`;
  return String(value);
}

function valueAt(data: unknown, path: Path): unknown {
  let current = data;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

function hasParent(data: unknown, path: Path): boolean {
  if (path.length === 0) return false;
  const parent = valueAt(data, path.slice(0, -1));
  return parent !== null && typeof parent === 'object' && !Array.isArray(parent);
}

/** The last key of a path: `dep`, or `trips[2]` for an array element. */
function fieldName(path: Path): string {
  let i = path.length - 1;
  let suffix = '';
  while (i >= 0 && typeof path[i] === 'number') {
    suffix = `[${path[i]}]${suffix}`;
    i--;
  }
  return i >= 0 ? `${String(path[i])}${suffix}` : suffix;
}

function parentName(path: Path): string {
  const parent = fieldName(path.slice(0, -1));
  return parent ? parent : 'the file';
}

function jsonSafe(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object') return Array.isArray(value) ? '[list]' : '{mapping}';
  return value;
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.code}|${f.at.path.join('.')}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
