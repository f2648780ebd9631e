/**
 * The data diff (./graph-diff.ts) as text for the terminal and as Markdown for a pull request's job summary or a
 * comment. Port names, titles and messages are data text: each goes through the one escaping function of its
 * format (src/escape/terminal.ts, src/escape/markdown.ts), so a title holding `|`, a line break or an escape
 * sequence is shown, never obeyed.
 */
import { markdownText } from '../../escape/markdown';
import { terminalText } from '../../escape/terminal';
import type { Notice } from '../types';
import type { Change, DataDiff, NoticeChange, SailingChange, StatusChange } from './graph-diff';
import { isEmpty } from './graph-diff';

export interface DiffHeading {
  /** What is compared: `data/ at HEAD~1 → the working tree`. */
  what: string;
  buildDate: string;
}

const STATUS_TITLE = 'Sailing status and suspensions';
const SECTIONS: { key: Exclude<keyof DataDiff, 'notices' | 'sailings' | 'status'>; title: string; subject: string }[] = [
  { key: 'routes', title: 'Routes', subject: 'route' },
  { key: 'fares', title: 'Fares', subject: 'fare' },
  { key: 'travelTimes', title: 'Travel times', subject: 'route' },
  { key: 'pages', title: 'Pages', subject: 'page' },
  { key: 'figures', title: 'Site-wide figures', subject: 'figure' },
  { key: 'texts', title: 'Policy and FAQ text (each sentence as the page prints it)', subject: 'where' },
  { key: 'advisories', title: 'Advisories', subject: 'advisory' },
];
const NOTHING = 'No change a traveller would see, and no notice of the data check came or went.';
const noticeLine = (n: Notice) => `${n.file}:${n.line}:${n.col}  ${n.severity}  ${n.code}  ${n.message}`;
/** A warning's standing after the change: open, or the decision that covers it. */
const standing = (n: Notice) => (n.severity === 'warning' && n.decision ? ` [${n.decision.state === 'open' ? 'open' : `decided: ${n.decision.state}`}]` : '');

export function renderText(diff: DataDiff, heading: DiffHeading): string {
  const t = terminalText;
  const lines = [`What travellers will see change: ${t(heading.what)} (build date ${heading.buildDate})`];
  if (isEmpty(diff)) return `${lines[0]}\n${NOTHING}\n`;
  const section = (title: string, rows: string[]) => {
    if (rows.length > 0) lines.push('', title, ...rows.map((r) => `  ${r}`));
  };
  const fromTo = (c: Change) => (c.before === null ? t(c.after!) : c.after === null ? t(c.before) : `${t(c.before)} → ${t(c.after)}`);
  section(STATUS_TITLE, diff.status.map((c: StatusChange) => `${c.label.padEnd(9)} ${t(c.subject)}  ${c.kind === 'removed' ? `no longer announced: ${t(c.before!)}` : fromTo(c)}`));
  section('Sailings', diff.sailings.map((c) => `${sailingWord(c).padEnd(9)} ${t(c.subject)}  ${c.days}: ${fromTo(c)}`));
  for (const { key, title } of SECTIONS) section(title, diff[key].map((c) => `${c.kind.padEnd(9)} ${t(c.subject)}: ${fromTo(c)}`));
  section('Notices of the data check', diff.notices.map((c) => `${c.kind.padEnd(9)} ${t(noticeLine(c.notice))}${c.figures ? ` (figures were ${t(c.figures.before)})` : ''}${c.kind === 'resolved' ? '' : standing(c.notice)}`));
  return `${lines.join('\n')}\n`;
}

export function renderMarkdown(diff: DataDiff, heading: DiffHeading): string {
  const m = markdownText;
  const lines = [`### What travellers will see change`, '', `${m(heading.what)}, build date ${heading.buildDate}.`];
  if (isEmpty(diff)) return `${lines.join('\n')}\n\n${NOTHING}\n`;
  const cell = (text: string | null) => (text === null ? '—' : m(text));
  const table = (title: string, head: string[], rows: string[][]) => {
    if (rows.length === 0) return;
    lines.push('', `#### ${title}`, '', `| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`));
  };
  table(STATUS_TITLE, ['', 'what', 'before', 'after'],
    diff.status.map((c) => [c.label, cell(c.subject), cell(c.before), cell(c.after)]));
  table('Sailings', ['', 'route', 'days', 'before', 'after'],
    diff.sailings.map((c) => [sailingWord(c), cell(c.subject), cell(c.days), cell(c.before), cell(c.after)]));
  for (const { key, title, subject } of SECTIONS) {
    table(title, ['', subject, 'before', 'after'], diff[key].map((c) => [c.kind, cell(c.subject), cell(c.before), cell(c.after)]));
  }
  table('Notices of the data check', ['', 'where', 'severity', 'code', 'message'],
    diff.notices.map(({ kind, notice: n, figures }: NoticeChange) => [kind, cell(`${n.file}:${n.line}:${n.col}`), n.severity, `\`${n.code}\``,
      `${cell(n.message)}${figures ? ` (figures were ${cell(figures.before)})` : ''}${kind === 'resolved' ? '' : standing(n)}`]));
  return `${lines.join('\n')}\n`;
}

/** Why there is no comparison (the ref's data fails this data check), with its first errors, as Markdown. */
export function renderUncomparable(heading: DiffHeading, why: string, errors: readonly Notice[]): string {
  const m = markdownText;
  return [`### What travellers will see change`, '', `${m(heading.what)}, build date ${heading.buildDate}.`, '', m(why), '',
    ...errors.slice(0, 10).map((n) => `- ${m(noticeLine(n))}`), ''].join('\n');
}

/** A departure only one side has that the other replaces is a retimed sailing. */
function sailingWord(c: SailingChange): string {
  if (c.kind !== 'changed') return c.kind;
  const dep = (s: string | null) => s?.split(',')[0];
  return dep(c.before) === dep(c.after) ? 'changed' : 'retimed';
}
