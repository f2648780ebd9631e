/**
 * The human report: one sortable, clickable line per notice (`file:line:col  severity  code  message`), then the
 * decision counts and a summary. Warnings a decision covers are left out unless asked for (--show-covered), and so
 * are infos — counted in one line by code — unless asked for (--infos) or new since the base ref (--base REF): a
 * new contradiction must not drown among the settled ones and the things worth knowing.
 */
import { terminalText } from '../../escape/terminal';
import type { Notice } from '../types';
import { isCovered, openWarnings, type ReportSummary } from './summary';

const COLOURS = { error: '\u001b[31m', warning: '\u001b[33m', info: '\u001b[36m', dim: '\u001b[2m', bold: '\u001b[1m', reset: '\u001b[0m' };

/** What a report lists besides errors and open warnings. */
export interface Listing {
  /** Warnings a decision covers too (--show-covered). */
  showCovered?: boolean;
  /** Infos: every one (--infos), or those new since the base ref (--base); none when absent. */
  infos?: 'all' | ReadonlySet<Notice>;
}

/** Whether a report lists the notice. */
export function isListed(n: Notice, listing: Listing): boolean {
  if (n.severity === 'info') return listing.infos === 'all' || (listing.infos instanceof Set && listing.infos.has(n));
  return listing.showCovered === true || !isCovered(n);
}

/** "47 infos not listed (16 approximate_coordinates, 12 unresolved_place, …): --infos lists them"; null when none. */
function unlistedInfosLine(notices: readonly Notice[], listing: Listing): string | null {
  const byCode = new Map<string, number>();
  for (const n of notices) if (n.severity === 'info' && !isListed(n, listing)) byCode.set(n.code, (byCode.get(n.code) ?? 0) + 1);
  const total = [...byCode.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const codes = [...byCode].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([code, n]) => `${n} ${code}`).join(', ');
  const fresh = listing.infos instanceof Set && listing.infos.size > 0 ? ` (the ${listing.infos.size} new since the base are above)` : '';
  return `${total} info${total === 1 ? '' : 's'} not listed${fresh}: ${codes} — --infos lists them`;
}

export function formatText(notices: readonly Notice[], summary: ReportSummary, color: boolean, listing: Listing = {}): string {
  const lines = notices.filter((n) => isListed(n, listing)).map((n) => formatNotice(n, color));
  return `${[...lines, ...closingLines(notices, summary, listing, (style, text) => paint(color, style, text))].join('\n')}\n`;
}

/** What a report prints after its notices: the infos it does not list, the decision counts, then the summary. */
export function closingLines(notices: readonly Notice[], summary: ReportSummary, listing: Listing,
  style: (style: 'dim' | 'bold', text: string) => string = (_, text) => text): string[] {
  const infos = unlistedInfosLine(notices, listing);
  const counts = decisionCountsLine(summary);
  return [...(infos ? [style('dim', infos)] : []), ...(counts ? [counts] : []), style('bold', summaryLine(summary))];
}

/**
 * One notice as the text report prints it (also used by `npm run dev` and `data:check --watch`). Messages quote the
 * data ("not \"timetables:\n  - …\""), and file names are data too: both are terminal text (src/escape/terminal.ts),
 * so every notice stays one line and no escape sequence of the data reaches the maintainer's terminal.
 */
export function formatNotice(n: Notice, color: boolean): string {
  const also = n.related?.length ? ` ${paint(color, 'dim', `(also ${n.related.map((r) => `${terminalText(r.file)}:${r.line}:${r.col}`).join(', ')})`)}` : '';
  const decided = isCovered(n) ? ` ${paint(color, 'dim', `[${terminalText(decisionText(n))}]`)}` : '';
  return `${terminalText(n.file)}:${n.line}:${n.col}  ${paint(color, n.severity, n.severity)}  ${n.code}  ${terminalText(n.message)}${also}${decided}`;
}

function paint(color: boolean, code: keyof typeof COLOURS, text: string): string {
  return color ? `${COLOURS[code]}${text}${COLOURS.reset}` : text;
}

/** "accepted as published (data/decisions.yaml:40): reason" */
export function decisionText(n: Notice): string {
  const d = n.decision;
  if (!d || d.state === 'open') return 'open: no decision covers it';
  const where = d.at ? ` (${d.at.file}:${d.at.line})` : ' (settled by another resolved decision)';
  const what = d.state === 'resolved' ? `resolved${d.use ? `, ${d.use} wins` : ''}` : `accepted as published, review by ${d.reviewBy}`;
  return `${what}${where}${d.reason ? `: ${d.reason}` : ''}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "41 warnings: 41 covered by decisions (19 resolved, 22 accepted), 0 open" — only once a decision exists. */
export function decisionCountsLine(s: ReportSummary): string | null {
  if (s.covered === undefined || s.warnings === 0) return null;
  return `${plural(s.warnings, 'warning')}: ${s.covered} covered by decisions (${s.resolved} resolved, ${s.accepted} accepted), ${openWarnings(s)} open${s.covered > 0 ? ' (--show-covered lists them all)' : ''}`;
}

export function summaryLine(s: ReportSummary): string {
  const counts = `${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.infos, 'info')} in ${plural(s.files, 'file')} (${s.dataDir})`;
  if (s.crashed) return `data check: the checker failed — ${counts}`;
  if (s.errors > 0) return `data check failed: ${counts}; generated/ was not changed`;
  if (s.strict && openWarnings(s) > 0) {
    return `data check failed (--strict: ${plural(openWarnings(s), 'warning')} no decision covers): ${counts}; generated/ was not changed — settle each in data/decisions.yaml (--decisions-template) or fix the data`;
  }
  return `data check passed: ${counts}`;
}
