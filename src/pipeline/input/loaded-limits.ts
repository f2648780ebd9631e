/**
 * Findings from a file's syntax tree (prescan) and from its plain value, before the schema sees it: nesting,
 * value counts, text length and trip rows (limits.ts), explicit tags and prototype keys (yaml-prescan.ts).
 * A file past a limit is not validated — its schema notices would be noise, and validating it is the cost
 * the limit exists to avoid.
 */
import type { LoadedFile } from '../loaded-file';
import { defineNotices, notice, type None } from '../notices/define';
import { finding } from '../notices/finding';
import type { Finding, Path } from '../types';
import { lineColAt } from './line-col';
import { LIMITS, limitFinding, limitText } from './limits';
import type { Prescan } from './yaml-prescan';

export const notices = defineNotices({
  too_deep: notice<{ limit: number }>({
    severity: 'error',
    meaning: 'Mappings and lists are nested deeper than the limit (64 levels); the data needs fewer than 10.',
    fix: 'Flatten the structure; usually an indentation mistake repeated down the file.',
  }),
  circular_alias: notice<None>({
    severity: 'error',
    meaning: 'An alias points back at the mapping or list that contains it (`a: &x {b: *x}`), a value without end.',
    fix: 'Write the value out instead of the alias.',
  }),
  yaml_tag: notice<{ tag: string }>({
    severity: 'error',
    meaning: 'An explicit YAML tag (!!binary, !!str, !custom) — the data is plain YAML and a tag only changes what a value means.',
    fix: 'Remove the tag; quote the value if it must stay text.',
  }),
  forbidden_key: notice<{ key: string }>({
    severity: 'error',
    meaning: 'A key named __proto__, constructor or prototype, which would reach a JavaScript object\'s prototype (and __proto__ would otherwise vanish silently).',
    fix: 'Rename the key.',
  }),
});

/** What the files read so far have used of the whole-folder limits. */
export interface Budget {
  values: number;
  tripRows: number;
}

export function newBudget(): Budget {
  return { values: 0, tripRows: 0 };
}

export function prescanFindings(file: string, text: string, prescan: Prescan, budget: Budget):
  { rejected: boolean; findings: Finding[] } {
  const at = (offset: number) => ({ file, path: [], ...lineColAt(text, offset) });
  const reject = (refusal: Finding) => ({ rejected: true, findings: [refusal] });
  if (prescan.tooDeepAt !== null) {
    return reject(finding(notices.too_deep, at(prescan.tooDeepAt),
      `mappings and lists are nested more than ${LIMITS.depth} levels deep here (the data needs fewer than 10) — check the indentation and flatten the structure`,
      { limit: LIMITS.depth }));
  }
  if (prescan.tooManyValuesAt !== null && prescan.tooMany === 'mappingEntries') {
    return reject(limitFinding(at(prescan.tooManyValuesAt), 'mappingEntries',
      `this mapping has more than ${limitText('mappingEntries')} keys, the limit per mapping (often one key repeated down the file) — split it or remove the repeats`));
  }
  if (prescan.tooManyValuesAt !== null) {
    return reject(limitFinding(at(prescan.tooManyValuesAt), 'valuesPerFile',
      `this file holds more than ${limitText('valuesPerFile')} keys and values, the limit per file — split it`));
  }
  budget.values += prescan.values;
  if (budget.values > LIMITS.valuesTotal) {
    return reject(limitFinding(at(0), 'valuesTotal',
      `the data files together hold more than ${limitText('valuesTotal')} keys and values, the limit for the whole data folder; this file was not read — shrink the data`));
  }
  const findings: Finding[] = [];
  for (const { offset, tag } of prescan.tags) {
    findings.push(finding(notices.yaml_tag, { file, path: [], offset },
      `the YAML tag ${tag.length > 40 ? `${tag.slice(0, 40)}…` : tag} is not supported: data is plain YAML — remove the tag (quote the value if it must stay text)`,
      { tag: tag.slice(0, 100) }));
  }
  for (const { offset, key } of prescan.forbiddenKeys) {
    findings.push(finding(notices.forbidden_key, { file, path: [], offset },
      `the key "${key}" is not allowed: in JavaScript it reaches an object's prototype — rename it`,
      { key }));
  }
  return { rejected: false, findings };
}

/**
 * Text longer than the limit, a value that contains itself (`a: &x {b: *x}` — every later stage would loop
 * forever on it), and trip rows past the per-file or whole-folder limit.
 */
export function valueLimitFindings(file: LoadedFile, budget: Budget): Finding[] {
  const findings: Finding[] = [];
  // Iterative, with the objects on the current path: an alias to an ancestor is found instead of followed.
  const onPath = new Set<object>();
  const done = new Set<object>();
  const stack: ([unknown, Path] | { leave: object })[] = [[file.value, []]];
  while (stack.length > 0 && findings.length < 20) {
    const top = stack.pop()!;
    if (!Array.isArray(top)) {
      onPath.delete(top.leave);
      done.add(top.leave);
      continue;
    }
    const [value, path] = top;
    if (typeof value === 'string') {
      if (value.length > LIMITS.stringChars) {
        findings.push(limitFinding({ file: file.file, path }, 'stringChars',
          `this text is ${value.length.toLocaleString('en-US')} characters, more than the ${limitText('stringChars')} limit — shorten it`,
          { length: value.length }));
      }
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (onPath.has(value)) {
      findings.push(finding(notices.circular_alias, { file: file.file, path },
        'this alias points back at a mapping or list that contains it, so the value would never end — write the value out instead',
        {}));
      continue;
    }
    // Shared through an alias, already checked once: nothing new to find.
    if (done.has(value)) continue;
    onPath.add(value);
    stack.push({ leave: value });
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], [...path, i]]);
    } else {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (key.length > LIMITS.stringChars) {
          findings.push(limitFinding({ file: file.file, path: [...path, key], key: true }, 'stringChars',
            `this key is ${key.length.toLocaleString('en-US')} characters, more than the ${limitText('stringChars')} limit — shorten it`,
            { length: key.length }));
        }
        stack.push([child, [...path, key]]);
      }
    }
  }
  if (file.collection === 'timetables' && !findings.some((f) => f.code === 'circular_alias')) {
    findings.push(...tripRowFindings(file, budget));
  }
  return findings;
}

function tripRowFindings(file: LoadedFile, budget: Budget): Finding[] {
  const timetables = (file.value as { timetables?: unknown } | null)?.timetables;
  if (!Array.isArray(timetables)) return [];
  let rows = 0;
  for (let t = 0; t < timetables.length; t++) {
    const trips = (timetables[t] as { trips?: unknown } | null)?.trips;
    if (!Array.isArray(trips)) continue;
    for (let r = 0; r < trips.length; r++) {
      rows++;
      budget.tripRows++;
      const path = ['timetables', t, 'trips', r];
      if (rows > LIMITS.tripRowsPerFile) {
        return [limitFinding({ file: file.file, path }, 'tripRowsPerFile',
          `this file has more than ${limitText('tripRowsPerFile')} trip rows, the limit per timetable file — split it`)];
      }
      if (budget.tripRows > LIMITS.tripRowsTotal) {
        return [limitFinding({ file: file.file, path }, 'tripRowsTotal',
          `the timetables together have more than ${limitText('tripRowsTotal')} trip rows, the limit for the whole data folder — shrink the data`)];
      }
    }
  }
  return [];
}
