/**
 * Reads the data folder: one YAML document per file (src/pipeline/parse-yaml.ts). Parse problems become findings;
 * nothing stops early. The text is kept, so a notice can be placed on its line later (src/pipeline/locate.ts).
 */
import { posix } from 'node:path';
import { COLLECTIONS, type CollectionName } from '../schema/collections';
import { defineNotices, notice, type None } from './notices/define';
import { finding } from './notices/finding';
import { DataFolder } from './input/data-folder';
import { newBudget, prescanFindings, valueLimitFindings, type Budget } from './input/loaded-limits';
import { MAX_ALIAS_COUNT, parseYaml, type ParsedYaml } from './parse-yaml';
import type { Finding } from './types';
import type { LoadedFile } from './loaded-file';

export const notices = defineNotices({
  missing_file: notice<{ collection: string }>({
    severity: 'error',
    meaning: 'A file or folder every data set needs is not there.',
    fix: 'Create it (see the collections in src/schema/collections.ts) or restore it from git.',
  }),
  unexpected_file: notice<None>({
    severity: 'warning',
    facts: ['file'],
    meaning: 'A file in the data folder that no collection reads (often a misspelt name).',
    fix: 'Rename it to the expected name, give it a .yaml extension, or move it out of the data folder.',
  }),
  yaml_syntax: notice<{ yamlCode: string }>({
    severity: 'error',
    meaning: 'The file is not valid YAML (indentation, an unclosed bracket, a tab, several documents).',
    fix: 'Fix the YAML at the given line; indent with spaces and close every [ and {.',
  }),
  duplicate_key: notice<None>({
    severity: 'error',
    meaning: 'The same key appears twice in one mapping; YAML would silently keep only the last one.',
    fix: 'Remove or rename one of the two keys.',
  }),
  yaml_1_1_directive: notice<None>({
    severity: 'error',
    meaning: 'The file starts with %YAML 1.1, under which 12:30 is a number (750) and yes/no are booleans.',
    fix: 'Delete the %YAML directive; the data is read as YAML 1.2.',
  }),
  alias_bomb: notice<{ maxAliasCount: number }>({
    severity: 'error',
    meaning: 'The file expands too many aliases (*name), the shape of a "billion laughs" attack.',
    fix: 'Write the values out instead of nesting aliases.',
  }),
  yaml_warning: notice<{ yamlCode: string }>({
    severity: 'warning',
    facts: ['file'],
    meaning: 'The YAML parser accepted the file but flagged something, such as an unknown !tag.',
    fix: 'Remove the flagged construct; the data needs only plain YAML.',
  }),
  empty_file: notice<None>({
    severity: 'error',
    meaning: 'The file has no content.',
    fix: 'Fill it in, or delete it if it is a stray copy.',
  }),
  schema_comment: notice<{ expected: string }>({
    severity: 'warning',
    facts: ['file'],
    meaning: 'The file does not name its JSON Schema, so editors cannot check it as it is typed.',
    fix: 'Make the first line `# yaml-language-server: $schema=<relative path to generated/schemas/<collection>.json>`.',
  }),
});

export interface LoadResult {
  files: LoadedFile[];
  findings: Finding[];
  /** Collections with a missing or unreadable file. */
  broken: Set<CollectionName>;
}

/** Reads every collection's file(s) from `dataDir`; `displayDir` is how that folder is named in notices. */
export function loadDataDir(dataDir: string, displayDir: string): LoadResult {
  const files: LoadedFile[] = [];
  const findings: Finding[] = [];
  const broken = new Set<CollectionName>();
  const show = (rel: string) => posix.join(displayDir, rel);
  const folder = new DataFolder(dataDir, show);
  const budget = newBudget();

  for (const [name, collection] of Object.entries(COLLECTIONS) as [CollectionName, { path: string; optional?: boolean }][]) {
    const { path } = collection;
    const rels = listCollection(folder, path);
    if (rels === null && collection.optional) continue;
    if (rels === null) {
      broken.add(name);
      const what = path.endsWith('/') ? `folder ${show(path)}` : `file ${show(path)}`;
      findings.push(finding(notices.missing_file, { file: show(path), path: [] },
        `the ${what} is missing; every data set needs the ${name} collection — create it or restore it from git`,
        { collection: name }));
      continue;
    }
    if ('refused' in rels) {
      broken.add(name);
      findings.push(rels.refused);
      continue;
    }
    for (const rel of rels.yaml) {
      const read = folder.readText(rel);
      if (!read.ok) {
        broken.add(name);
        findings.push(read.finding);
        continue;
      }
      const loaded = loadText({ file: show(rel), rel, collection: name, text: read.text }, budget);
      files.push(loaded.file);
      findings.push(...loaded.findings);
      if (loaded.file.value === undefined) broken.add(name);
    }
    for (const rel of rels.other) {
      findings.push(finding(notices.unexpected_file, { file: show(rel), path: [] },
        `${show(rel)} is not read: only .yaml files in ${show(path)} are data — rename it to .yaml or move it out`,
        {}));
    }
  }
  findings.push(...strayTopLevelFiles(folder, show));
  return { files, findings, broken };
}

/** Parses one file's text; the limits that need the syntax tree or the value are checked on the way. */
function loadText(meta: Omit<LoadedFile, 'value'>, budget: Budget): { file: LoadedFile; findings: Finding[] } {
  const parsed = parseYaml(meta.text);
  const early = prescanFindings(meta.file, meta.text, parsed.prescan, budget);
  // Nesting too deep or too many values: the file was not composed, and is never parsed again to place a notice.
  if (early.rejected) return { file: { ...meta, text: '', value: undefined }, findings: early.findings };
  const loaded = problemsOf(meta, parsed);
  // An explicit tag is reported once, as yaml_tag, not again as the parser's "unresolved tag" warning.
  const tagged = early.findings.some((f) => f.code === 'yaml_tag');
  const findings = [...early.findings,
    ...loaded.findings.filter((f) => !(tagged && f.code === 'yaml_warning' && f.context.yamlCode === 'TAG_RESOLVE_FAILED'))];
  if (loaded.file.value === undefined || early.findings.some((f) => f.severity === 'error')) {
    return { file: { ...loaded.file, value: undefined }, findings };
  }
  const limits = valueLimitFindings(loaded.file, budget);
  if (limits.length > 0) return { file: { ...loaded.file, value: undefined }, findings: [...findings, ...limits] };
  return { file: loaded.file, findings };
}

/** File names (relative to the data folder) of one collection; null when its file or folder is missing. */
function listCollection(folder: DataFolder, path: string): { yaml: string[]; other: string[] } | { refused: Finding } | null {
  if (!path.endsWith('/')) return folder.has(path) ? { yaml: [path], other: [] } : null;
  const listing = folder.listFolder(path);
  if (listing.kind === 'missing') return null;
  if (listing.kind === 'refused') return { refused: listing.finding };
  const visible = listing.names.filter((n) => !n.startsWith('.') && !n.endsWith('.md'));
  return {
    yaml: visible.filter((n) => n.endsWith('.yaml')).map((n) => path + n),
    other: visible.filter((n) => !n.endsWith('.yaml')).map((n) => path + n),
  };
}

/** Top-level entries no collection claims: usually a misspelt file name (`port.yaml`). */
function strayTopLevelFiles(folder: DataFolder, show: (rel: string) => string): Finding[] {
  const known = new Set(Object.values(COLLECTIONS).map((c) => c.path.replace(/\/$/, '')));
  const listing = folder.listFolder('.');
  if (listing.kind === 'missing') return [];
  if (listing.kind === 'refused') return [listing.finding];
  return listing.names
    .filter((n) => !known.has(n) && !n.startsWith('.') && !n.endsWith('.md'))
    .map((n) => finding(notices.unexpected_file, { file: show(n), path: [] },
      `${show(n)} is not part of any collection and is not read; expected one of ${[...known].sort().join(', ')} — rename or move it`,
      {}));
}

/** Turns one file's parse result into findings; the value goes on only when the YAML itself is sound. */
function problemsOf(meta: Omit<LoadedFile, 'value'>, parsed: ParsedYaml): { file: LoadedFile; findings: Finding[] } {
  const { file, rel, collection, text } = meta;
  const findings: Finding[] = [];
  const at = (offset: number) => ({ file, path: [], offset });

  for (const problem of parsed.problems) {
    if (problem.code === 'DUPLICATE_KEY') {
      findings.push(finding(notices.duplicate_key, at(problem.offset),
        `the key ${keyText(text, problem.offset)}appears twice in the same mapping; YAML would keep only the last — remove or rename one`,
        {}));
    } else if (problem.kind === 'error') {
      findings.push(finding(notices.yaml_syntax, at(problem.offset),
        `${firstLine(problem.message)} — fix the YAML here (indent with spaces, close every [ and {)`,
        { yamlCode: problem.code }));
    } else {
      findings.push(finding(notices.yaml_warning, at(problem.offset), `${firstLine(problem.message)} — use plain YAML here`,
        { yamlCode: problem.code }));
    }
  }
  const schemaLine = /^# yaml-language-server: \$schema=(\S+)/.exec(text);
  if (!schemaLine || !schemaLine[1]!.endsWith(`schemas/${collection}.json`)) {
    findings.push(finding(notices.schema_comment, { file, path: [], offset: 0 },
      `${schemaLine ? `the schema comment points at ${schemaLine[1]}, not` : 'the first line does not name'} this file's JSON Schema, so editors cannot check it as it is typed — make line 1 \`# yaml-language-server: $schema=${schemaHref(rel, collection)}\``,
      { expected: schemaHref(rel, collection) }));
  }
  if (parsed.yaml11At !== null) {
    findings.push(finding(notices.yaml_1_1_directive, at(parsed.yaml11At),
      'the %YAML 1.1 directive would read 12:30 as the number 750 and yes/no as booleans — delete the directive (data is YAML 1.2)',
      {}));
  }
  if (parsed.aliasBombAt !== null) {
    findings.push(finding(notices.alias_bomb, at(parsed.aliasBombAt),
      `the aliases in this file expand to more than ${MAX_ALIAS_COUNT} copies, the shape of a "billion laughs" attack — write the values out instead`,
      { maxAliasCount: MAX_ALIAS_COUNT }));
  }
  if (parsed.empty) findings.push(finding(notices.empty_file, at(0), `${file} is empty — fill it in or delete it`, {}));

  // A file with YAML-level errors is not validated: its schema notices would only repeat them.
  const value = parsed.empty || findings.some((f) => f.severity === 'error') ? undefined : parsed.value;
  return { file: { file, rel, collection, text, value }, findings };
}

/** The schema path as seen from a file in the default layout (data/ beside generated/). */
function schemaHref(rel: string, collection: CollectionName): string {
  const depth = rel.split('/').length;
  return `${'../'.repeat(depth)}generated/schemas/${collection}.json`;
}

function firstLine(message: string): string {
  const line = message.split('\n')[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, '');
}

/** `"dep" ` for a duplicate key at `offset`, or nothing when it cannot be read. */
function keyText(text: string, offset: number): string {
  const match = /^("[^"]*"|'[^']*'|[^:\n]+?)\s*:/.exec(text.slice(offset, offset + 200));
  return match ? `"${match[1]!.replace(/^["']|["']$/g, '')}" ` : '';
}
