/**
 * `npm run data:diff -- [options] <git-ref>`: what travellers will see change between data/ at a git ref and the
 * working tree. The ref's data is taken with `git archive` into a temporary folder (the working tree is never
 * touched), both sides go through the whole data check (runPipeline), and the two graphs are compared
 * (src/pipeline/diff). Exit codes: 0 the comparison is printed (or why the ref's data cannot be compared: it fails
 * this version's data check); 1 the working tree's data has errors (said on stdout too, where the diff would be);
 * 2 usage, or git could not give the ref's data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { parseArgs } from 'node:util';
import { diffData, type Side } from '../../src/pipeline/diff/graph-diff';
import { terminalText } from '../../src/escape/terminal';
import { renderMarkdown, renderText, renderUncomparable } from '../../src/pipeline/diff/render';
import { extractDataAtRef } from '../../src/pipeline/git-data';
import { runPipeline } from '../../src/pipeline/run';
import type { Notice } from '../../src/pipeline/types';

export interface DiffIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** The repository's root (where package.json, data/ and public/ are). */
  cwd: string;
  /** Today in Asia/Manila (yyyy-MM-dd): the default build date of both checks. */
  today: string;
}

const USAGE = `usage: npm run data:diff -- [options] <git-ref>
  <git-ref>         a commit, branch or tag (HEAD~1, origin/main): its data/ is compared with the working tree's
  --format FORMAT   text (default) or markdown (a table per section, for a pull request or a job summary)
  --data DIR        the data folder, in the working tree and at the ref (default: data)
  --date yyyy-MM-dd the build date both data checks judge against (default: today in Asia/Manila)
exit codes: 0 compared (or said why the ref's data cannot be), 1 the working tree's data has errors, 2 usage or git failed`;

export function dataDiff(argv: readonly string[], io: DiffIo): number {
  let options: ReturnType<typeof parse>;
  try {
    options = parse(argv, io.today);
  } catch (error) {
    // The message quotes what was typed (an option, a format): anyone's text, shown as text on the terminal.
    io.stderr(`${terminalText((error as Error).message)}\n${USAGE}\n`);
    return 2;
  }
  const work = mkdtempSync(join(tmpdir(), 'data-diff-'));
  try {
    const dataDir = isAbsolute(options.data) ? options.data : join(io.cwd, options.data);
    const extracted = extractDataAtRef(dataDir, options.ref, work);
    if ('error' in extracted) {
      // It names the ref and the folder as given, and quotes git: escapes in them are shown, never sent.
      io.stderr(`data:diff: ${terminalText(extracted.error)}\n`);
      return 2;
    }
    const publicDir = join(io.cwd, 'public');
    const heading = { what: `${options.data}/ at ${options.ref} → the working tree`, buildDate: options.date };
    const side = (dir: string): Side | Notice[] => {
      const result = runPipeline({ dataDir: dir, buildDate: options.date, publicDir });
      const notices = result.notices.map((n) => relative(n, dir, options.data));
      return result.graph ? { graph: result.graph, notices } : notices.filter((n) => n.severity === 'error');
    };
    const after = side(dataDir);
    if (Array.isArray(after)) {
      // Said where the diff would be (a job summary too), and exit 1: the data check fails on the same errors.
      const why = `The working tree's data has ${after.length} error${after.length === 1 ? '' : 's'} (npm run data:check lists them all), so there is nothing to compare.`;
      io.stdout(options.format === 'markdown' ? renderUncomparable(heading, why, after) : `${terminalText(why)}\n${errorLines(after)}\n`);
      return 1;
    }
    const before = side(extracted.dir);
    if (Array.isArray(before)) {
      // A change of the data's format (a new required field) makes the old data fail the new check: not the
      // change's fault, and not a comparison anyone can make. Said where the diff would be, exit 0.
      const why = `The data at ${options.ref} does not pass this version's data check (${before.length} error${before.length === 1 ? '' : 's'}, `
        + 'as when a change adds a field every file must have), so there is nothing to compare it with.';
      io.stdout(options.format === 'markdown' ? renderUncomparable(heading, why, before) : `${terminalText(why)}\n${errorLines(before)}\n`);
      return 0;
    }
    const diff = diffData(before, after);
    io.stdout(options.format === 'markdown' ? renderMarkdown(diff, heading) : renderText(diff, heading));
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The first errors, one terminal line each (data text escaped). */
const errorLines = (errors: readonly Notice[]) =>
  errors.slice(0, 10).map((n) => `  ${terminalText(`${n.file}:${n.line}:${n.col}  ${n.code}  ${n.message}`)}`).join('\n');

/** File names and messages relative to the side's data folder, so both sides name the same file alike. */
function relative(n: Notice, dir: string, display: string): Notice {
  const local = (text: string) => text.split(dir).join(display);
  return {
    ...n, file: local(n.file), message: local(n.message),
    ...(n.related ? { related: n.related.map((r) => ({ ...r, file: local(r.file) })) } : {}),
  };
}

function parse(argv: readonly string[], today: string): { ref: string; format: 'text' | 'markdown'; data: string; date: string } {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { format: { type: 'string', default: 'text' }, data: { type: 'string', default: 'data' }, date: { type: 'string', default: today } },
    strict: true, allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error('name one git ref to compare the working tree with');
  const format = values.format;
  if (format !== 'text' && format !== 'markdown') throw new Error(`--format must be text or markdown, not "${format}"`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) throw new Error(`--date must be written yyyy-MM-dd, not "${values.date}"`);
  return { ref: positionals[0]!, format, data: values.data.replace(/\/+$/, ''), date: values.date };
}
