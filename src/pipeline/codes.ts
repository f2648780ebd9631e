/**
 * Every notice code the data check can report: its severity, what it means and how to fix it. Codes are stable
 * snake_case and never renamed (CI annotations and maintainers' habits depend on them). docs/data-notices.md is
 * rendered from this table (`npm run -s data:check -- --codes-doc > docs/data-notices.md`); a test keeps them equal.
 *
 * Severity: `error` = a page or query answer would be wrong, or the build cannot proceed (exit 1);
 * `warning` = the sources disagree or look suspicious (exit 0, `--strict` fails); `info` = worth knowing.
 */
import { FEED_CODES } from './checks/feed-codes';

export type Severity = 'error' | 'warning' | 'info';
export type Stage = 'load' | 'schema' | 'check' | 'decision';

interface CodeInfo {
  severity: Severity;
  stage: Stage;
  meaning: string;
  fix: string;
  /**
   * Warnings only: the context keys that identify the notice by the facts it concerns (not by its line), so a
   * decision in data/decisions.yaml can name it and survive edits elsewhere. A decision naming another key is an error.
   * `figures` is the two statements' figures as text ("29 h vs 13 h"): a decision that names it stops matching
   * (stale, and the warning is open again) as soon as either figure changes — what an accepted decision wants.
   */
  facts?: readonly string[];
}

export const CODES = {
  // ─── load: reading YAML ────────────────────────────────────────────────────────────────────
  missing_file: {
    severity: 'error', stage: 'load',
    meaning: 'A file or folder every data set needs is not there.',
    fix: 'Create it (see the collections in src/schema/collections.ts) or restore it from git.',
  },
  unexpected_file: {
    severity: 'warning', stage: 'load', facts: ['file'],
    meaning: 'A file in the data folder that no collection reads (often a misspelt name).',
    fix: 'Rename it to the expected name, give it a .yaml extension, or move it out of the data folder.',
  },
  yaml_syntax: {
    severity: 'error', stage: 'load',
    meaning: 'The file is not valid YAML (indentation, an unclosed bracket, a tab, several documents).',
    fix: 'Fix the YAML at the given line; indent with spaces and close every [ and {.',
  },
  duplicate_key: {
    severity: 'error', stage: 'load',
    meaning: 'The same key appears twice in one mapping; YAML would silently keep only the last one.',
    fix: 'Remove or rename one of the two keys.',
  },
  yaml_1_1_directive: {
    severity: 'error', stage: 'load',
    meaning: 'The file starts with %YAML 1.1, under which 12:30 is a number (750) and yes/no are booleans.',
    fix: 'Delete the %YAML directive; the data is read as YAML 1.2.',
  },
  alias_bomb: {
    severity: 'error', stage: 'load',
    meaning: 'The file expands too many aliases (*name), the shape of a "billion laughs" attack.',
    fix: 'Write the values out instead of nesting aliases.',
  },
  yaml_warning: {
    severity: 'warning', stage: 'load', facts: ['file'],
    meaning: 'The YAML parser accepted the file but flagged something, such as an unknown !tag.',
    fix: 'Remove the flagged construct; the data needs only plain YAML.',
  },
  empty_file: {
    severity: 'error', stage: 'load',
    meaning: 'The file has no content.',
    fix: 'Fill it in, or delete it if it is a stray copy.',
  },
  schema_comment: {
    severity: 'warning', stage: 'load', facts: ['file'],
    meaning: 'The file does not name its JSON Schema, so editors cannot check it as it is typed.',
    fix: 'Make the first line `# yaml-language-server: $schema=<relative path to generated/schemas/<collection>.json>`.',
  },
  not_a_regular_file: {
    severity: 'error', stage: 'load',
    meaning: 'An entry named like data is not a regular file inside the data folder: a link (to outside the folder, or to nothing), a folder, a named pipe or a device. Nothing of it is read.',
    fix: 'Replace it with a plain file holding the data, or remove it.',
  },
  invalid_utf8: {
    severity: 'error', stage: 'load',
    meaning: 'The file holds a byte that is not UTF-8 (often a file saved as Latin-1 or Windows-1252); it would show as "�" on every page.',
    fix: 'Save the file as UTF-8 in the editor and retype the character at the given line and column.',
  },
  limit_exceeded: {
    severity: 'error', stage: 'load',
    meaning: 'The data goes past a documented limit (file size, total size, files per folder, values per file, text length, trip rows; README › Data › Input contract).',
    fix: 'Split or shorten the data; if the limit is really too small, raise it in src/pipeline/input/limits.ts and the README together.',
  },
  too_deep: {
    severity: 'error', stage: 'load',
    meaning: 'Mappings and lists are nested deeper than the limit (64 levels); the data needs fewer than 10.',
    fix: 'Flatten the structure; usually an indentation mistake repeated down the file.',
  },
  circular_alias: {
    severity: 'error', stage: 'load',
    meaning: 'An alias points back at the mapping or list that contains it (`a: &x {b: *x}`), a value without end.',
    fix: 'Write the value out instead of the alias.',
  },
  yaml_tag: {
    severity: 'error', stage: 'load',
    meaning: 'An explicit YAML tag (!!binary, !!str, !custom) — the data is plain YAML and a tag only changes what a value means.',
    fix: 'Remove the tag; quote the value if it must stay text.',
  },
  forbidden_key: {
    severity: 'error', stage: 'load',
    meaning: 'A key named __proto__, constructor or prototype, which would reach a JavaScript object\'s prototype (and __proto__ would otherwise vanish silently).',
    fix: 'Rename the key.',
  },
  // ─── schema: each file against its zod schema ──────────────────────────────────────────────
  wrong_type: {
    severity: 'error', stage: 'schema',
    meaning: 'A value has the wrong type (text where a number belongs, a list where a mapping belongs, …).',
    fix: 'Write the value in the type the message asks for; quote times and other text that looks like a number.',
  },
  missing_field: {
    severity: 'error', stage: 'schema',
    meaning: 'A required field is absent.',
    fix: 'Add the field named in the message.',
  },
  unknown_key: {
    severity: 'error', stage: 'schema',
    meaning: 'A key the schema does not know; usually a typo, which would otherwise be ignored silently.',
    fix: 'Correct the spelling (the message suggests the nearest allowed key) or remove the key.',
  },
  invalid_value: {
    severity: 'error', stage: 'schema',
    meaning: 'A value that must be one of a fixed list is not.',
    fix: 'Use one of the values the message lists.',
  },
  invalid_format: {
    severity: 'error', stage: 'schema',
    meaning: 'Text that must follow a pattern (a URL, a date, an id) does not.',
    fix: 'Rewrite the value in the format the message describes.',
  },
  invalid_time: {
    severity: 'error', stage: 'schema',
    meaning: 'A time is not a 24-hour "HH:MM" in Philippine Standard Time (25:61, 8:30, 8:30 PM).',
    fix: 'Write it as "HH:MM", zero-padded and quoted, e.g. "08:30" or "20:30".',
  },
  invalid_weekday: {
    severity: 'error', stage: 'schema',
    meaning: 'A day is not Mon…Sun (or, for days, not Daily or a list of weekdays; for arrDay, not +N).',
    fix: 'Use the three-letter English weekday names, Daily, or +N for arrivals N days later.',
  },
  invalid_slug: {
    severity: 'error', stage: 'schema',
    meaning: 'An id or slug has capitals, spaces or other characters not allowed in an address.',
    fix: 'Use lower-case letters, digits and single hyphens (cagayan-de-oro).',
  },
  negative_fare: {
    severity: 'error', stage: 'schema',
    meaning: 'A fare is below zero.',
    fix: 'Write fares as whole pesos of zero or more.',
  },
  invalid_link: {
    severity: 'error', stage: 'schema',
    meaning: 'A link is neither a site path (/schedules) nor an https://, tel: or mailto: address.',
    fix: 'Use a path that starts with / or a full https:// URL.',
  },
  unknown_icon: {
    severity: 'error', stage: 'schema',
    meaning: 'An icon name the site does not ship.',
    fix: 'Use one of the icon names the message lists (src/schema/fields.ts ICONS).',
  },
  invalid_date: {
    severity: 'error', stage: 'schema',
    meaning: 'A date is not yyyy-MM-dd.',
    fix: 'Write the date as yyyy-MM-dd, e.g. 2025-10-28.',
  },
  invalid_instant: {
    severity: 'error', stage: 'schema',
    meaning: 'A date-time lacks the explicit +08:00 offset.',
    fix: 'Write it as 2026-11-25T06:00+08:00.',
  },
  too_few_items: {
    severity: 'error', stage: 'schema',
    meaning: 'A list is shorter than the page needs (e.g. a destination needs exactly four attractions).',
    fix: 'Add items until the count in the message is met.',
  },
  too_many_items: {
    severity: 'error', stage: 'schema',
    meaning: 'A list is longer than the page allows.',
    fix: 'Remove items until the count in the message is met.',
  },
  empty_value: {
    severity: 'error', stage: 'schema',
    meaning: 'A text field is empty or shorter than it must be.',
    fix: 'Write the text.',
  },
  out_of_range: {
    severity: 'error', stage: 'schema',
    meaning: 'A number is outside its allowed range (a duration of 0 hours, a latitude outside the Philippines, …).',
    fix: 'Correct the number; the message gives the limit.',
  },
  schema_issue: {
    severity: 'error', stage: 'schema',
    meaning: 'The value breaks a schema rule that has no more specific code.',
    fix: 'Read the message; it says which rule.',
  },
  // ─── checks: the whole data set ────────────────────────────────────────────────────────────
  dangling_reference: {
    severity: 'error', stage: 'check',
    meaning: 'A reference (a port, timetable, policy, …) names an id that does not exist.',
    fix: 'Correct the id (the message suggests the nearest one) or add the missing entry.',
  },
  duplicate_id: {
    severity: 'error', stage: 'check',
    meaning: 'Two entries share an id or slug, so pages and links would pick one at random.',
    fix: 'Give one of them another id, or merge them.',
  },
  phone_mismatch: {
    severity: 'error', stage: 'check',
    meaning: 'The phone shown (display) and the number a tap dials (tel) are not the same number.',
    fix: 'Write the same number in both: display "(02) 8123 4567" goes with tel "+63281234567".',
  },
  phone_placeholder: {
    severity: 'info', stage: 'check',
    meaning: 'The customer phone is still the placeholder (02) 0000 0000, which reaches no one.',
    fix: "Put the operator's customer-service number in data/site.yaml before going live.",
  },
  file_name_mismatch: {
    severity: 'warning', stage: 'check', facts: ['slug'],
    meaning: "A destination file's name differs from its slug, so maintainers look for it in the wrong place.",
    fix: 'Rename the file to <slug>.yaml.',
  },
  slug_rule: {
    severity: 'error', stage: 'check',
    meaning: "A destination's slug is not its name lower-cased with spaces turned to hyphens and parentheses removed (SPEC §2).",
    fix: 'Use the slug the message gives, or correct the name.',
  },
  duplicate_weekday: {
    severity: 'error', stage: 'check',
    meaning: 'A row lists the same weekday twice, which would create the same sailing twice.',
    fix: 'Remove the repeated day.',
  },
  arrival_incomplete: {
    severity: 'error', stage: 'check',
    meaning: 'A row states an arrival time without its day (or a day without a time), or an arrival without a departure time.',
    fix: 'Give both arrDay and arr (and dep), or neither and a duration.',
  },
  ambiguous_arrival_day: {
    severity: 'error', stage: 'check',
    meaning: 'A row sailing on several days gives its arrival as a weekday, which is right for at most one of them.',
    fix: 'Write arrDay as "+N" (days after departure) or split the row by departure day.',
  },
  zero_duration: {
    severity: 'error', stage: 'check',
    meaning: 'The arrival is the same moment as the departure.',
    fix: 'Correct the arrival day or time.',
  },
  arrival_before_departure: {
    severity: 'error', stage: 'check',
    meaning: 'The stated arrival comes before the departure.',
    fix: 'Correct the arrival day (e.g. "+1" for the next day) or time.',
  },
  duration_over_week: {
    severity: 'error', stage: 'check',
    meaning: 'The arrival is more than a week after the departure, which a weekly timetable cannot express.',
    fix: 'Correct the arrival day or time.',
  },
  missing_travel_time: {
    severity: 'error', stage: 'check',
    meaning: 'A row has neither an arrival nor a duration, and its timetable states no travel time.',
    fix: 'Add arrDay and arr, or a duration (hours), to the row.',
  },
  fare_min_above_max: {
    severity: 'error', stage: 'check',
    meaning: 'A fare range whose minimum is above its maximum.',
    fix: 'Swap or correct the two figures.',
  },
  duration_min_above_max: {
    severity: 'error', stage: 'check',
    meaning: 'A travel-time range whose minimum is above its maximum.',
    fix: 'Swap or correct the two figures.',
  },
  stated_duration_mismatch: {
    severity: 'warning', stage: 'check', facts: ['statement', 'reference', 'figures'],
    meaning: 'A stated travel time disagrees with the duration derived from departure and arrival by more than an hour.',
    fix: 'Correct the stated travel time or the times; if the source really says both, leave it and tell the operator.',
  },
  from_fare_not_minimum: {
    severity: 'warning', stage: 'check', facts: ['statement', 'figures'],
    meaning: 'A "from ₱…" fare is not the lowest of the fares it summarises.',
    fix: 'Make the "from" fare the minimum of those fares, or correct the fares.',
  },
  route_fare_conflict: {
    severity: 'warning', stage: 'check', facts: ['route', 'statement', 'reference', 'figures'],
    meaning: 'The same route is given different fare ranges in two places.',
    fix: 'Agree on one range and use it in both places.',
  },
  route_days_conflict: {
    severity: 'warning', stage: 'check', facts: ['route', 'statement', 'reference', 'figures'],
    meaning: 'The same route is given different sailing days in two timetables.',
    fix: 'Agree on the days (or explain the difference in a note) in both places.',
  },
  route_duration_conflict: {
    severity: 'warning', stage: 'check', facts: ['route', 'statement', 'reference', 'figures'],
    meaning: 'The same route is given travel times that differ by more than an hour in two places.',
    fix: 'Agree on one travel time and use it in both places.',
  },
  policy_conflict: {
    severity: 'warning', stage: 'check', facts: ['topic', 'key', 'statement', 'reference', 'figures'],
    meaning: 'Two statements of the same policy give different figures (e.g. free under 3 vs under 2).',
    fix: 'Agree on the figure and state it once, or make the two texts say the same.',
  },
  advisory_policy_conflict: {
    severity: 'warning', stage: 'check', facts: ['id', 'statement', 'reference', 'figures'],
    meaning: 'An advisory states an hour figure (arrive N hours before departure) that no policy gives.',
    fix: 'Make the advisory agree with data/policies.yaml, or add `overrides: [policy-id]` to it if it changes the rule for its period.',
  },
  headline_figure_contradicted: {
    severity: 'warning', stage: 'check', facts: ['figure', 'figures'],
    meaning: 'A headline or structured-data figure (fare range, route counts, years of service) disagrees with the data.',
    fix: 'Update the figure to what the data shows, or complete the data.',
  },
  identical_timetable: {
    severity: 'warning', stage: 'check', facts: ['timetable', 'sameAs', 'figures'],
    meaning: 'Two different routes have exactly the same sailings, a sign of a copy-paste.',
    fix: 'Check the source and correct the copied timetable.',
  },
  route_card_frequency_mismatch: {
    severity: 'warning', stage: 'check', facts: ['statement', 'figures'],
    meaning: "A route card's frequency badge disagrees with the sailing days of every timetable of that route.",
    fix: 'Correct the badge or the timetable.',
  },
  policy_placeholder_unknown: {
    severity: 'error', stage: 'check',
    meaning: "A policy's text names a {figure} that its values do not give; the page would show the braces.",
    fix: 'Add the key to the policy\'s values, or correct the name in the text (the message suggests the nearest key).',
  },
  policy_value_unstated: {
    severity: 'error', stage: 'check',
    meaning: "A policy gives a figure in values that its text does not show, so the checks compare a number travellers never read.",
    fix: 'Write {key} in the text where it states the figure (the page renders the value there).',
  },
  fare_claim_contradicted: {
    severity: 'warning', stage: 'check', facts: ['statement', 'key', 'figures'],
    meaning: 'A policy\'s general fare figure ("economy fares start from about ₱800", "suites cost more than ₱6,000") disagrees with the fares the site lists (lowest fare ±10 %; some fare above the suite figure).',
    fix: 'Make the figure what the fares show (a resolved decision with use: data does it on every page), or correct the fares.',
  },
  frequency_claim_contradicted: {
    severity: 'warning', stage: 'check', facts: ['statement', 'reference', 'figures'],
    meaning: 'A sentence says how often ships sail and the data disagrees: "most routes run 2-3 times a week" while more than half of the sea routes sail on other days, or a route card\'s description against its frequency badge.',
    fix: 'Make the figure what the timetables show (use: data resolves a policy figure), or correct the description or the timetables.',
  },
  count_claim_contradicted: {
    severity: 'warning', stage: 'check', facts: ['statement', 'figures'],
    meaning: 'A count in the copy ("19 destinations", "six ports", a cabin "for up to eight passengers") disagrees with what the data holds (destination pages, /ports cards, /routes cards, the cabin\'s capacity).',
    fix: 'Make the text say the count the data has, or complete the data.',
  },
  duration_claim_contradicted: {
    severity: 'warning', stage: 'check', facts: ['statement', 'reference', 'figures'],
    meaning: 'A travel time written in words (a destination\'s "38 hours from Manila" badge, hours in a route card\'s description) disagrees with the figure the data gives for it by more than an hour.',
    fix: 'Write the same figure in the text and in hours / duration (which the timetable checks hold to the times).',
  },
  booking_prefill_unlisted: {
    severity: 'warning', stage: 'check', facts: ['link', 'name'],
    meaning: 'A Book Tickets link in the data prefills the search panel with a name that is not one of the 43 place names (places.yaml) and resolves to none, so the panel shows a name it never suggests.',
    fix: 'Use a place name of places.yaml (or a port name, city or alias a place name maps to), or leave the parameter out.',
  },
  booking_prefill_missing: {
    severity: 'info', stage: 'check',
    meaning: 'A Book Tickets link the site builds (route card, destination card) leaves a field empty because no place name maps to the port.',
    fix: 'Add `port: <id>` to the place name that serves the port, if one does; otherwise nothing to do.',
  },
  place_spelling_variant: {
    severity: 'warning', stage: 'check', facts: ['name', 'variant'],
    meaning: 'A word one letter away from a destination\'s name ("Ozamiz" for the Ozamis page): the site would spell one place two ways.',
    fix: "Write the destination's spelling; keep other spellings travellers type as the port's aliases in ports.yaml.",
  },
  advisory_until_before_from: {
    severity: 'error', stage: 'check',
    meaning: "An advisory's `until` is at or before its `from`, so it would never show.",
    fix: 'Correct the two date-times.',
  },
  advisory_expired: {
    severity: 'info', stage: 'check',
    meaning: 'An advisory ended before the build date; it is shipped but never shown.',
    fix: 'Delete it from advisories.yaml.',
  },
  unresolved_place: {
    severity: 'info', stage: 'check',
    meaning: 'A place name in the search list has no port, so schedule answers cannot use it.',
    fix: 'Add `port: <id>` if a port serves it; otherwise nothing to do.',
  },
  duplicate_trip_row: {
    severity: 'warning', stage: 'check', facts: ['timetable', 'figures'],
    meaning: 'The same trip row appears twice in one timetable, which gives two identical sailings.',
    fix: 'Delete one of the two rows (or correct the one that was meant to differ).',
  },
  ...FEED_CODES, // the GTFS feed checks (checks/feed-*.ts)
  // ─── decisions: data/decisions.yaml (src/pipeline/decisions/) ───────────────────────────────
  decision_unknown_code: {
    severity: 'error', stage: 'decision',
    meaning: 'A decision names a code that does not exist, or one that is not a warning (only warnings can be decided).',
    fix: 'Use the code of the warning as the report prints it (docs/data-notices.md lists them).',
  },
  decision_unknown_fact: {
    severity: 'error', stage: 'decision',
    meaning: "A decision's `facts` names a key that the code does not identify its notices by.",
    fix: 'Use only the fact keys the message lists (`--decisions-template` prints them filled in).',
  },
  decision_invalid_use: {
    severity: 'error', stage: 'decision',
    meaning: 'A resolved decision says a statement wins that the notice does not have, or the code cannot be resolved automatically.',
    fix: 'Use one of the values the message lists, or record the decision as accepted (or correct the data itself).',
  },
  stale_decision: {
    severity: 'warning', stage: 'decision',
    meaning: 'A decision matches no notice: the data changed or the conflict is gone (like an unused eslint-disable).',
    fix: 'Delete the decision, or correct its facts if the notice it was written for is reported under other facts.',
  },
  decision_review_due: {
    severity: 'warning', stage: 'decision',
    meaning: "An accepted decision's reviewBy date is before the build date.",
    fix: 'Check the statements again with the operator, then move reviewBy forward (or resolve the conflict).',
  },
  check_crashed: {
    severity: 'error', stage: 'check',
    meaning: 'A check threw an exception (a bug in the checker); the other checks still ran. Exit code 2.',
    fix: 'Report it with the message; run with DEBUG=1 for the stack trace.',
  },
} as const satisfies Record<string, CodeInfo>;

export type Code = keyof typeof CODES;

/** The fact keys a decision may name for this code; empty for codes that cannot be decided (errors, infos). */
export function factsOf(code: string): readonly string[] {
  const info = (CODES as Record<string, CodeInfo>)[code];
  return info?.severity === 'warning' ? info.facts ?? [] : [];
}

export function isCode(code: string): code is Code {
  return Object.prototype.hasOwnProperty.call(CODES, code);
}

export function severityOf(code: Code): Severity {
  return CODES[code].severity;
}

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
export function severityRank(severity: Severity): number {
  return SEVERITY_RANK[severity];
}

/** The markdown page docs/data-notices.md, rendered from the table so the two never drift. */
export function renderCodesDoc(): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  const lines = [
    '<!-- generated from src/pipeline/codes.ts by `npm run -s data:check -- --codes-doc` — do not edit -->',
    '# Data notices',
    '',
    '`npm run data:check` reports every problem in `data/` as a notice:',
    '`file:line:col  severity  code  message`. Codes are stable and never renamed.',
    '',
    '- **error**: a page or query answer would be wrong, or the build cannot proceed. Exit code 1; generated/ is left as it was.',
    '- **warning**: the sources disagree or look suspicious. Printed; exit code 0 unless `--strict`, which fails on',
    '  every warning no decision in `data/decisions.yaml` covers (README › Recording a decision). A decision names',
    '  the code and the notice\'s *decision facts* (the last column), never a line number.',
    '- **info**: worth knowing. Never fails.',
    '',
    'Exit codes: 0 no errors (and no warnings with `--strict`), 1 data errors, 2 the checker itself failed.',
    '',
    'Tolerances: a stated travel time agrees with a derived or another stated one when they are at most 60 minutes',
    'apart (pages round to the hour); "from" fares must equal the minimum exactly.',
    '',
  ];
  const titles = { load: 'Reading YAML', schema: 'Schema (each file)', check: 'Checks (the whole data set)', decision: 'Decisions (data/decisions.yaml)' };
  for (const stage of ['load', 'schema', 'check', 'decision'] as const) {
    lines.push(`## ${titles[stage]}`, '');
    lines.push('| code | severity | meaning | fix | decision facts |', '|---|---|---|---|---|');
    for (const [code, info] of Object.entries(CODES) as [Code, CodeInfo][]) {
      if (info.stage !== stage) continue;
      const facts = info.facts?.length ? info.facts.map((f) => `\`${f}\``).join(', ') : '—';
      lines.push(`| \`${code}\` | ${info.severity} | ${escape(info.meaning)} | ${escape(info.fix)} | ${facts} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
