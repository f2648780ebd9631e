/**
 * data/decisions.yaml (src/pipeline/decisions/): which notices a decision covers, stale and due decisions, the
 * decisions the notice definitions reject, what --strict counts, and how the json and github reports carry the standing.
 * Runs on copies of the decided fixture (tests/fixtures/decided: sources that disagree as the real data's do, with a
 * decision for each warning), never on the shipped data.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { factsOf, NOTICES_BY_STAGE } from '../../src/pipeline/checks';
import { dataCheck } from '../../src/pipeline/cli';
import { runPipeline } from '../../src/pipeline/run';
import type { Notice } from '../../src/pipeline/types';
import { BUILD_DATE, check, cleanupDataCopies, copyDecidedData, editFile, writeDecisions } from './decision-data';

afterEach(cleanupDataCopies);

const run = (dataDir: string) => runPipeline({ dataDir, buildDate: BUILD_DATE });
const child = (n: Notice) => n.code === 'policy_conflict' && n.context.topic === 'child_free_age';
const cebuFare = (n: Notice) => n.code === 'route_fare_conflict' && n.context.route === 'manila>cebu';
const countsLine = (stdout: string) => stdout.split('\n').find((l) => / covered by decisions /.test(l));

const ACCEPT_CHILD = `  - code: policy_conflict
    facts: { topic: child_free_age, key: freeBelowAgeYears, figures: "2 vs 3" }
    decision: accepted
    reviewBy: "2027-05-31"
    reason: The spec records both age limits and does not choose.
`;

describe('decisions: a data set whose every warning is decided', { timeout: 60_000 }, () => {
  it('every warning is covered, --strict exits 0, and the report counts notices, covered and open', () => {
    const data = copyDecidedData();
    const { code, stdout } = check(['--data', data, '--strict']);
    expect(code).toBe(0);
    expect(countsLine(stdout)).toBe('14 warnings: 14 covered by decisions (12 resolved, 2 accepted), 0 open (--show-covered lists them all)');
    // Covered warnings are not listed unless asked for.
    expect(stdout).not.toMatch(/  warning  /);
    expect(check(['--data', data, '--strict', '--show-covered']).stdout).toContain(`${data}/policies.yaml:11:34  warning  policy_conflict  policy "child_free_age" gives freeBelowAgeYears 2 in infants-free-faq ("/faq › Fares & Discounts") but 3 in children-free ("/travel-tips › Money Matters") — agree on one figure (also ${data}/policies.yaml:6:34) [accepted as published, review by 2027-05-31 (${data}/decisions.yaml:23): `);
  });

  it('without decisions.yaml the same warnings are all open and --strict exits 1', () => {
    const data = copyDecidedData();
    rmSync(join(data, 'decisions.yaml'));
    const { code, stdout } = check(['--data', data, '--strict']);
    expect(code).toBe(1);
    expect(countsLine(stdout)).toMatch(/^(\d+) warnings: 0 covered by decisions \(0 resolved, 0 accepted\), \1 open$/);
    expect(stdout).toMatch(/--strict: \d+ warnings no decision covers/);
  });
});

describe('decisions: matching by code and facts', { timeout: 60_000 }, () => {
  it('covers a notice only when every fact it names equals the notice\'s; a decision that matches nothing is stale', () => {
    const data = copyDecidedData();
    writeDecisions(data, `decisions:
${ACCEPT_CHILD}  - code: route_fare_conflict
    facts: { route: "manila>cebu", statement: "fare-list:Manila Routes" }
    decision: accepted
    reviewBy: "2027-05-31"
    reason: Names the reference as the statement, so it matches nothing.
`);
    const { notices } = run(data);
    expect(notices.find(child)!.decision).toMatchObject({ state: 'accepted', reviewBy: '2027-05-31', at: { file: `${data}/decisions.yaml`, line: 3 } });
    expect(notices.find(cebuFare)!.decision).toEqual({ state: 'open' });
    const stale = notices.filter((n) => n.code === 'stale_decision');
    expect(stale.map((n) => [n.line, n.severity])).toEqual([[8, 'warning']]);
    expect(stale[0]!.message).toContain('matches no notice');
  });

  it('a changed figure un-matches a decision naming its figures: the warning is open again (file and line), the decision stale with the exact replacement', () => {
    const data = copyDecidedData();
    editFile(data, 'policies.yaml', 'freeBelowAgeYears: 2', 'freeBelowAgeYears: 1');
    const { code, stdout } = check(['--data', data, '--strict']);
    expect(code).toBe(1);
    expect(stdout).toMatch(new RegExp(`${data}/policies\\.yaml:\\d+:\\d+ {2}warning {2}policy_conflict {2}policy "child_free_age" gives freeBelowAgeYears 1`));
    // The conflict is still there, with other figures: the decision is to be refigured, not deleted.
    const stale = stdout.split('\n').find((l) => l.includes('stale_decision'))!;
    expect(stale).toMatch(new RegExp(`${data}/decisions\\.yaml:\\d+:5 {2}warning {2}stale_decision {2}this accepted decision about policy_conflict`));
    expect(stale).toContain('make it figures: "1 vs 3"');
    expect(stale).not.toContain('delete it');
    // --decisions-template prints the replacement, and no second stub for the warning the decision is about.
    const template = check(['--data', data, '--decisions-template']).stdout;
    expect(template).toMatch(/^# Update this decision in .*decisions\.yaml: the conflict each names is still there, with other figures\.\n# .*decisions\.yaml:\d+:5 {2}policy_conflict \(topic child_free_age, key freeBelowAgeYears[^)]*\): now .*policies\.yaml:\d+:\d+\n# {3}figures: "1 vs 3" {3}\(was "2 vs 3"\)\n/);
    expect(template).not.toContain('code: policy_conflict');
    // Written in, the decision covers the warning again.
    editFile(data, 'decisions.yaml', 'figures: "2 vs 3"', 'figures: "1 vs 3"');
    expect(check(['--data', data, '--strict']).code).toBe(0);
  });

  it('a decision whose conflict is gone is stale, and says to delete it', () => {
    const data = copyDecidedData();
    editFile(data, 'policies.yaml', 'freeBelowAgeYears: 2', 'freeBelowAgeYears: 3');
    const { stdout } = check(['--data', data, '--strict']);
    const stale = stdout.split('\n').find((l) => l.includes('stale_decision'))!;
    expect(stale).toContain('the conflict it names is gone — delete it');
    expect(check(['--data', data, '--decisions-template']).stdout).toBe('# no open warnings: nothing to decide\n');
  });

  it('an accepted decision past its reviewBy warns (decision_review_due) and still covers its notice', () => {
    const data = copyDecidedData();
    writeDecisions(data, `decisions:\n${ACCEPT_CHILD.replace('2027-05-31', '2026-06-30')}`);
    const { notices } = run(data);
    expect(notices.find(child)!.decision!.state).toBe('accepted');
    const due = notices.find((n) => n.code === 'decision_review_due')!;
    expect([due.line, due.severity, due.decision]).toEqual([6, 'warning', { state: 'open' }]);
    expect(due.message).toContain('to be reviewed by 2026-06-30, before the build date 2026-11-25');
  });
});

describe('decisions: validated like any other data', { timeout: 60_000 }, () => {
  it('unknown code, non-warning code, unknown fact key, unresolvable code, a use the notice lacks → located errors, exit 1', () => {
    const data = copyDecidedData();
    writeDecisions(data, `decisions:
  - code: no_such_code
    facts: { route: "manila>cebu" }
    decision: accepted
    reviewBy: "2027-05-31"
    reason: A code that does not exist.
  - code: dangling_reference
    facts: { id: manilla }
    decision: accepted
    reviewBy: "2027-05-31"
    reason: Errors cannot be decided.
  - code: policy_conflict
    facts: { topic: child_free_age, colour: blue }
    decision: accepted
    reviewBy: "2027-05-31"
    reason: A fact key the code does not have.
  - code: route_days_conflict
    facts: { route: "manila>cebu" }
    decision: resolved
    use: "timetable:manila-cebu"
    reason: Sailing days cannot be swapped in.
  - code: from_fare_not_minimum
    facts: { statement: "popular-route:manila>cebu" }
    decision: resolved
    use: maximum
    reason: Not one of the uses of this notice.
`);
    const { code, stdout } = check(['--data', data]);
    expect(code).toBe(1);
    const errors = stdout.split('\n').filter((l) => l.includes('  error  ')).map((l) => l.replace(`${data}/`, ''));
    expect(errors).toEqual([
      expect.stringMatching(/^decisions\.yaml:3:11 {2}error {2}decision_unknown_code {2}"no_such_code" is not a notice code/),
      expect.stringMatching(/^decisions\.yaml:8:11 {2}error {2}decision_unknown_code {2}dangling_reference is an error, and only warnings can be decided/),
      expect.stringMatching(/^decisions\.yaml:14:37 {2}error {2}decision_unknown_fact {2}policy_conflict notices are not identified by "colour" — use "topic", "key", "statement", "reference", "figures"/),
      expect.stringMatching(/^decisions\.yaml:20:15 {2}error {2}decision_invalid_use {2}route_days_conflict cannot be resolved automatically/),
      expect.stringMatching(/^decisions\.yaml:26:10 {2}error {2}decision_invalid_use {2}use "maximum" is not a statement of the from_fare_not_minimum notice it matches — use one of: minimum/),
    ]);
  });

  it('the schema: an accepted decision needs reviewBy, a resolved one needs use — located', () => {
    const data = copyDecidedData();
    writeDecisions(data, `decisions:
  - code: policy_conflict
    facts: { topic: child_free_age }
    decision: accepted
    reason: Forgot the review date.
  - code: from_fare_not_minimum
    facts: { statement: "popular-route:manila>cebu" }
    decision: resolved
    reason: Forgot which statement wins.
`);
    const { code, stdout } = check(['--data', data]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/decisions\.yaml:3:5 {2}error {2}\w+ {2}.*an accepted decision needs a reviewBy date/);
    expect(stdout).toMatch(/decisions\.yaml:7:5 {2}error {2}\w+ {2}.*a resolved decision must say which statement wins/);
    expect(stdout).not.toMatch(/invalid_date/);
  });

  it('every warning code declares its decision facts; errors and infos have none', () => {
    for (const { code, severity } of Object.values(NOTICES_BY_STAGE).flat()) {
      const undecidable = code === 'stale_decision' || code === 'decision_review_due';
      if (severity === 'warning' && !undecidable) expect(factsOf(code).length, code).toBeGreaterThan(0);
      else expect(factsOf(code), code).toEqual([]);
    }
  });
});

describe('decisions: reports', { timeout: 60_000 }, () => {
  it('data:check writes generated/decisions.md with the graph, exactly what --decisions-doc prints: it cannot go stale', () => {
    const data = copyDecidedData();
    const out = mkdtempSync(join(tmpdir(), 'decisions-out-'));
    try {
      const written = dataCheck(['--data', data, '--out', out, '--strict'], {
        stdout: () => {}, stderr: () => {}, color: false, today: BUILD_DATE, debug: false,
      });
      expect(written).toBe(0);
      const doc = readFileSync(join(out, 'decisions.md'), 'utf8');
      expect(doc).toBe(check(['--data', data, '--decisions-doc']).stdout);
      expect(doc).toContain('| travel time of cebu-manila | stated:cebu-manila: 30 h | times:cebu-manila: 22 h, 22 h | resolved: **stated:cebu-manila** wins |');
      expect(doc).toContain('## Open (0)');
      // A data change rewrites it in the same run.
      editFile(data, 'decisions.yaml', 'reason: The route card copied the outbound travel time.', 'reason: The route card copied the way out.');
      dataCheck(['--data', data, '--out', out], { stdout: () => {}, stderr: () => {}, color: false, today: BUILD_DATE, debug: false });
      expect(readFileSync(join(out, 'decisions.md'), 'utf8')).toContain('The route card copied the way out.');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('json carries every warning with its standing and counts the open ones per code', () => {
    const data = copyDecidedData();
    writeDecisions(data, `decisions:\n${ACCEPT_CHILD}`);
    const report = JSON.parse(check(['--data', data, '--format', 'json']).stdout) as {
      summary: { warnings: number; covered: number; open: number; accepted: number };
      notices: { code: string; openNotices?: number; sampleNotices: Notice[] }[];
    };
    expect(report.summary).toMatchObject({ covered: 1, accepted: 1, open: report.summary.warnings - 1 });
    const policy = report.notices.find((g) => g.code === 'policy_conflict')!;
    expect(policy.openNotices).toBe(0);
    expect(policy.sampleNotices.map((n) => n.decision!.state)).toEqual(['accepted']);
    const fares = report.notices.find((g) => g.code === 'route_fare_conflict')!;
    expect(fares.openNotices).toBe(fares.sampleNotices.length);
    for (const group of report.notices.filter((g) => g.openNotices !== undefined)) {
      for (const n of group.sampleNotices) expect(['open', 'resolved', 'accepted'], group.code).toContain(n.decision?.state);
    }
  });

  it('github annotates open warnings only; --show-covered adds covered ones as notices titled with their standing', () => {
    const data = copyDecidedData();
    writeDecisions(data, `decisions:\n${ACCEPT_CHILD}`);
    const plain = check(['--data', data, '--format', 'github']).stdout.split('\n');
    const onPolicies = (lines: string[]) => lines.filter((l) => l.includes('policies.yaml') && l.includes('title=policy_conflict'));
    expect(onPolicies(plain)).toEqual([]);
    expect(plain.filter((l) => l.includes('title=route_fare_conflict')).every((l) => l.startsWith('::warning file='))).toBe(true);
    const all = check(['--data', data, '--format', 'github', '--show-covered']).stdout.split('\n');
    expect(onPolicies(all)).toEqual([
      expect.stringMatching(/^::notice file=.*policies\.yaml,line=\d+,col=\d+,title=policy_conflict \(accepted\)::.* — accepted as published, review by 2027-05-31/),
    ]);
    expect(plain).toContain(plain.find((l) => /^\d+ warnings: 1 covered by decisions \(0 resolved, 1 accepted\), \d+ open/.test(l)));
  });

  it('--decisions-template prints a stub per open warning which, filled in, settles every one of them', () => {
    const data = copyDecidedData();
    writeDecisions(data, 'decisions: []\n');
    const template = check(['--data', data, '--decisions-template']).stdout;
    expect(template).toContain('#   or resolve it: decision: resolved, use: one of stated:cebu-manila | times:cebu-manila');
    expect(template).toContain('#   (this code cannot be resolved automatically: accept it, or correct the data)');
    // Unfilled, the stubs fail validation: they cannot be committed by accident.
    writeDecisions(data, `decisions:\n${template}`);
    expect(check(['--data', data]).code).toBe(1);
    writeDecisions(data, `decisions:\n${template.replace(/TODO: the evidence for this decision/g, 'Checked with the operator.').replace(/TODO yyyy-MM-dd/g, '2027-05-31')}`);
    const filled = check(['--data', data, '--strict']);
    expect(filled.code).toBe(0);
    expect(countsLine(filled.stdout)).toMatch(/^(\d+) warnings: \1 covered by decisions \(0 resolved, \1 accepted\), 0 open/);
  });
});

describe('decisions settle warnings, never errors', { timeout: 60_000 }, () => {
  const CEBU_RESOLVED = `decision: resolved
    use: "fare-list:Manila Routes"`;

  it('a fare with min above max, its conflict "resolved" to the other statement → the error is still reported, exit 1', () => {
    const data = copyDecidedData();
    // The hub overview's Manila → Cebu fare, whose conflict with the fare list is resolved to the fare list.
    editFile(data, 'timetables/manila-hub.yaml', 'fare: { min: 1150, max: 5400 }', 'fare: { min: 5400, max: 1150 }');
    editFile(data, 'decisions.yaml', '"₱1,150–₱5,400 vs ₱2,000–₱3,000"', '"₱5,400–₱1,150 vs ₱2,000–₱3,000"');
    const { code, stdout } = check(['--data', data, '--strict']);
    expect(code).toBe(1);
    expect(stdout).toMatch(new RegExp(`${data}/timetables/manila-hub\\.yaml:\\d+:\\d+ {2}error {2}fare_min_above_max {2}fare range min ₱5,400 is above max ₱1,150`));
    expect(stdout).toMatch(/data check failed: 1 error,/);
  });

  it('a warning that only a resolution brings out, covered by another decision → that decision is not stale; --strict passes', () => {
    const data = copyDecidedData();
    // Resolve Manila → Cebu to the hub overview's ₱1,150–₱5,400 instead: the Cebu page's "from ₱2,000" is then no
    // longer the route's lowest fare, and the Cebu page's own range differs from the fare list that now carries the
    // overview's — warnings only that resolution brings out; the figures of three other decisions change with it.
    editFile(data, 'decisions.yaml', CEBU_RESOLVED, `decision: resolved
    use: "timetable:manila-cebu-overview"`);
    const before = check(['--data', data, '--strict']);
    expect(before.code).toBe(1);
    expect(before.stdout).toMatch(/destinations\/cebu\.yaml:\d+:\d+ {2}warning {2}from_fare_not_minimum {2}"from ₱2,000"/);
    editFile(data, 'decisions.yaml', '"₱800 vs ₱1,800"', '"₱800 vs ₱1,150"');
    editFile(data, 'decisions.yaml', '"₱2,100 vs ₱2,000"', '"₱2,100 vs ₱1,150"');
    editFile(data, 'decisions.yaml', '"544 vs 1800"', '"544 vs 1150"');
    editFile(data, 'decisions.yaml', 'decisions:\n', `decisions:
  - code: from_fare_not_minimum
    facts: { statement: "destination:cebu", figures: "₱2,000 vs ₱1,150" }
    decision: resolved
    use: "minimum"
    reason: Once the overview's fare wins, the page's "from" fare is its lowest fare.
  - code: route_fare_conflict
    facts: { route: "manila>cebu", statement: "timetable:manila-cebu", reference: "fare-list:Manila Routes", figures: "₱2,000–₱3,000 vs ₱1,150–₱5,400" }
    decision: resolved
    use: "fare-list:Manila Routes"
    reason: The fare list now carries the overview's range; the Cebu page follows it.
  - code: headline_figure_contradicted
    facts: { figure: "structuredDataFareRange.max", figures: "3000 vs 5400" }
    decision: resolved
    use: data
    reason: The structured data's range ends at the highest fare the site lists.
`);
    const after = check(['--data', data, '--strict']);
    expect(after.stdout).not.toMatch(/stale_decision/);
    expect(after.stdout).not.toMatch(/from_fare_not_minimum/);
    expect(after.code).toBe(0);
    const { graph } = run(data);
    expect(graph!.destinations.find((d) => d.slug === 'cebu')!.fromFare!.amount).toBe(1150);
  });
});
