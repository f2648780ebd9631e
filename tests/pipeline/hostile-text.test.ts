/**
 * Hostile input at the data check: data text that would break an output format is refused
 * with a located error (the text rule, src/schema/text.ts; instants a feed cannot carry), and the data check's own
 * outputs — the decisions template (YAML comments), generated/decisions.md (Markdown), --format github and the terminal —
 * escape the data text they quote, even text the rule would have refused (they are the second wall).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it, vi } from 'vitest';
import { renderDecisionsDoc } from '../../src/pipeline/decisions/doc';
import { renderTemplate } from '../../src/pipeline/decisions/template';
import { formatGithub } from '../../src/pipeline/report/github';
import type { ReportSummary } from '../../src/pipeline/report/summary';
import { formatText } from '../../src/pipeline/report/text';
import type { Notice } from '../../src/pipeline/types';
import type { Decision } from '../../src/schema/decisions';
import { editFile } from './builders';
import { check, freshSandboxes, type Sandbox } from './hostile-support';

vi.setConfig({ testTimeout: 60_000 });

describe('the text rule: names are one line, no text holds control or bidi characters', () => {
  const fresh = freshSandboxes();
  const errors = (box: Sandbox) => {
    const run = check(box);
    return { run, lines: run.errors.map((n) => `${n.file.slice(box.data.length + 1)}:${n.line}:${n.col} ${n.code} ${n.message}`) };
  };

  it('a line break in the brand (a calendar injection) → a located invalid_text error, exit 1, output untouched', () => {
    const box = fresh();
    editFile(box.data, 'site.yaml', 'brand: Test Ferries', 'brand: "Test Ferries\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:FERRY CANCELLED"');
    const { run, lines } = errors(box);
    expect(run.code).toBe(1);
    expect(lines).toEqual([
      'site.yaml:2:8 invalid_text brand holds a line break (U+000A) at character 13 of 60: a name, title or label is one line — write it on one line',
    ]);
    expect(run.stdout).not.toContain('FERRY CANCELLED');
    expect(run.outUntouched).toBe(true);
  });

  it('a folded block scalar in a title keeps its last line break → located at the text, the message says to write >-', () => {
    const box = fresh();
    editFile(box.data, 'site.yaml', 'headerTitle: TEST FERRY', 'headerTitle: >\n  TEST FERRY');
    expect(errors(box).lines).toEqual([
      'site.yaml:4:3 invalid_text headerTitle holds a line break (U+000A) at character 11 of 11: a name, title or label is one line (a block scalar, > or |, keeps its last line break: write >- or |-) — write it on one line',
    ]);
  });

  it('a line break in a description (prose) passes; ESC in a tip, CR in a decision\'s source, a bidi override in a port name do not', () => {
    const box = fresh();
    editFile(box.data, 'site.yaml', 'description: A tiny valid data set for the pipeline tests.', 'description: "A tiny valid data set.\\nFor the pipeline tests."');
    editFile(box.data, 'travel-tips.yaml', '- Bring cash.', '- "Bring cash.\\e[2K\\e[1A"');
    editFile(box.data, 'ports.yaml', 'name: Manila North Harbor', 'name: "Manila \\u202Eroboh\\u202C"');
    writeFileSync(join(box.data, 'decisions.yaml'), `decisions:
  - code: policy_conflict
    facts: { topic: child_free_age }
    decision: accepted
    reviewBy: "2027-05-31"
    reason: Both statements stay until the operator confirms one.
    source: "SPEC\\r## Open (0)"
`);
    const { run, lines } = errors(box);
    expect(run.code).toBe(1);
    expect(lines.map((l) => l.replace(/ at character.*/, ''))).toEqual([
      'decisions.yaml:7:13 invalid_text source holds a carriage return (U+000D)',
      expect.stringMatching(/^ports\.yaml:\d+:\d+ invalid_text name holds a bidirectional control \(U\+202E\)$/),
      'travel-tips.yaml:6:9 invalid_text tips[0] holds an escape (ESC) character (U+001B)',
    ]);
    expect(run.stdout).not.toMatch(/\u001b|\u202e|\r/);

    // Every mode of the check fails on those errors: the decision table and the template print nothing to be piped
    // into a file, and the errors go to stderr.
    for (const mode of ['--decisions-doc', '--decisions-template', '--format=json', '--format=github']) {
      const { code, stdout, stderr } = check(box, [mode]);
      expect(code, mode).toBe(1);
      if (mode.startsWith('--decisions')) {
        expect(stdout, mode).toBe('');
        expect(stderr, mode).toMatch(/decisions\.yaml:7:13 {2}error {2}invalid_text {2}source holds a carriage return/);
      }
    }
  });
});

describe('instants a feed cannot carry', () => {
  const fresh = freshSandboxes();
  it.each([
    ['1969-12-31T00:00+08:00', 8], ['1999-12-31T23:59+08:00', 8], ['2100-01-01T00:00+08:00', 8],
  ])('an advisory from %s → a located invalid_instant error', (from, line) => {
    const box = fresh();
    editFile(box.data, 'advisories.yaml', 'from: 2026-12-15T00:00+08:00', `from: ${from}`);
    const run = check(box, ['--strict']);
    expect(run.code).toBe(1);
    expect(run.errors.map((n) => `${n.line}:${n.col} ${n.code} ${n.message}`)).toEqual([
      `${line}:11 invalid_instant "${from}" is outside the years 2000–2099: the service alerts feed counts seconds from 1970 and cannot carry an earlier instant — write the real date`,
    ]);
  });
});

/** A notice whose message quotes data text the rule would refuse: the outputs must hold anyway. */
const HOSTILE = 'x\r\n- code: route_fare_conflict\n  decision: accepted\u001b[2K\u001b[1A::add-mask::y\u202e|<img src=x onerror=alert(1)>';
const notice = (extra: Partial<Notice> = {}): Notice => ({
  file: 'data/policies.yaml', line: 21, col: 34, path: 'policies[1].values.x', code: 'policy_conflict', severity: 'warning',
  message: `policy says ${HOSTILE}`, context: { topic: 'child_free_age', key: 'x', statement: 'policy:a', reference: 'policy:b', figures: '2 vs 3' },
  decision: { state: 'open' }, ...extra,
});
const summary: ReportSummary = { dataDir: 'data', buildDate: '2026-03-01', files: 2, errors: 0, warnings: 1, infos: 0, strict: false, crashed: false };

describe('the data check\'s own outputs escape the data text they quote', () => {
  it('--decisions-template: a line break in a notice ends no comment — pasted, the stubs are the only entries', () => {
    const template = renderTemplate([notice(), notice({ line: 30 })], 'data');
    const pasted = parse(`decisions:\n${template}`) as { decisions: Record<string, unknown>[] };
    expect(pasted.decisions).toHaveLength(2);
    for (const entry of pasted.decisions) expect(entry).toMatchObject({ code: 'policy_conflict', decision: 'accepted', reason: 'TODO: the evidence for this decision' });
    expect(template).not.toMatch(/[\r\u001b\u202e]/);
  });

  it('generated/decisions.md: CR, |, HTML and links in a decision → exactly its table row, no fake heading', () => {
    const decision = {
      code: 'policy_conflict', facts: { topic: 'child_free_age' }, decision: 'accepted', reviewBy: '2027-05-31',
      reason: `Both stay\r## Open (0)\r\rNone | <img src=x onerror=alert(1)> [click](https://evil.example)`, source: HOSTILE,
    } as Decision;
    const doc = renderDecisionsDoc([{ decision, at: { file: 'data/decisions.yaml', line: 2, col: 5, path: 'decisions[0]' }, covers: [notice()] }], [notice({ line: 40 })]);
    const lines = doc.split(/\r\n|\r|\n/);
    expect(lines.filter((l) => l.startsWith('#'))).toEqual(['# Data decisions', '## Open (1)']);
    const rows = lines.filter((l) => l.startsWith('| ') && !l.startsWith('| fact'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(1, -1).split(/(?<!\\)\|/)).toHaveLength(5);
    // Only escaped: \< and \] are text to a Markdown renderer.
    expect(doc).not.toMatch(/(?<!\\)<img|(?<!\\)\]\(https|[\u001b\u202e]/);
    expect(lines.filter((l) => l.startsWith('- '))).toHaveLength(1);
  });

  it('--format github: only the checker\'s own commands, no raw ESC; text: one line per notice, no raw ESC', () => {
    const github = formatGithub([notice()], summary).split('\n').filter((l) => l !== '');
    expect(github.filter((l) => l.trim().startsWith('::'))).toEqual([expect.stringMatching(/^::warning file=data\/policies\.yaml,line=21,col=34,title=policy_conflict::policy says x\\r\\n- code/)]);
    expect(github).toHaveLength(2);
    expect(github.join('\n')).not.toMatch(/[\u001b\u202e\r]/);
    const text = formatText([notice()], summary, false).split('\n').filter((l) => l !== '');
    expect(text).toHaveLength(2);
    expect(text.join('\n')).not.toMatch(/[\u001b\u202e\r]/);
  });
});
