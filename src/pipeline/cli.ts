/**
 * `npm run data:check`: runs the pipeline, prints the report, and — only when there is no error — writes
 * generated/ (graph.json, report.json, decisions.md, schemas/) atomically. Exit codes: 0 ok, 1 data errors (or
 * warnings with --strict), 2 the checker itself failed. The clock is read by the caller (scripts/data-check.ts), once.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { COLLECTION_NAMES } from './dataset';
import { renderCodesDoc } from './notices/codes-doc';
import { collectionJsonSchema } from './json-schema';
import { formatGithub } from './report/github';
import { formatJson } from './report/json';
import { renderDecisionsDoc } from './decisions/doc';
import { renderTemplate } from './decisions/template';
import { openWarnings, summarise, type ReportSummary } from './report/summary';
import { formatText, type Listing } from './report/text';
import { extractDataAtRef } from './git-data';
import { displayPath, runPipeline } from './run';
import { stableStringify } from './stable-json';
import type { Check, Notice } from './types';
import { writeOutputAtomically } from './write';
import { GRAPH_BANNER } from '../graph/graph-file.server';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Colour the text report (the caller decides: a TTY, and no NO_COLOR). */
  color: boolean;
  /** Today in Asia/Manila (yyyy-MM-dd), the default build date. */
  today: string;
  /** The clock reading `today` was taken from (epoch ms): what a status stated "in the future" is judged against. */
  now?: number;
  /** Stack traces of checker failures (DEBUG=1). */
  debug: boolean;
  /** Tests only: run these checks instead of the registry. */
  checks?: readonly Check[];
}


const USAGE = `usage: npm run data:check -- [options]
  --data DIR        the data folder (default: data)
  --out DIR         where to write graph.json, report.json, decisions.md and schemas/ (default: generated)
  --date yyyy-MM-dd the build date checks judge against (default: today in Asia/Manila)
  --format FORMAT   text (default), json or github (CI annotations)
  --strict          warnings no decision covers (data/decisions.yaml) fail the check too
  --show-covered    also list the warnings a decision covers (text and github formats)
  --infos           list every info (text and github formats; by default they are counted in one line)
  --base REF        list the infos that are new since a git ref (a branch, HEAD): what this change brings
  --decisions-template  print a YAML stub for every open warning, to paste into data/decisions.yaml, and exit
  --decisions-doc   print the decision table (what generated/decisions.md holds) and exit
                    (both print nothing and exit 1 when the data has errors: the errors go to stderr)
  --no-write        check only; never write the output folder
  --codes-doc       print the notice code table (docs/data-notices.md) and exit
  --watch           re-check on every save under the data folder, printing only new and resolved notices
                    (with --data, --date, --strict; checks only: scripts/dev/check-watch.ts)
  -h, --help        print this and exit
exit codes (every mode): 0 ok, 1 data errors (or open warnings with --strict), 2 the checker itself failed`;

export function dataCheck(argv: readonly string[], io: CliIo): number {
  let options: Options;
  try {
    options = parse(argv, io.today);
  } catch (error) {
    io.stderr(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (options.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  if (options.codesDoc) {
    io.stdout(renderCodesDoc());
    return 0;
  }
  try {
    return check(options, io);
  } catch (error) {
    const detail = io.debug && error instanceof Error && error.stack ? `\n${error.stack}` : ' (DEBUG=1 shows the stack)';
    io.stderr(`data check: the checker itself failed: ${error instanceof Error ? error.message : String(error)}${detail}\n`);
    return 2;
  }
}

function check(options: Options, io: CliIo): number {
  if (!existsSync(options.data)) {
    io.stderr(`data check: the data folder ${options.data} does not exist — pass --data DIR or run from the project root\n`);
    return 2;
  }
  // stat, never open: a named pipe given as --data must not block.
  if (!statSync(options.data).isDirectory()) {
    io.stderr(`data check: ${options.data} is not a folder — pass --data DIR with the data folder\n`);
    return 2;
  }
  const result = runPipeline({
    dataDir: options.data, buildDate: options.date, debug: io.debug, ...(io.now === undefined ? {} : { now: io.now }),
    ...(io.checks ? { checks: io.checks } : {}),
  });
  const summary: ReportSummary = summarise(result.notices, {
    dataDir: displayPath(options.data), buildDate: options.date, files: result.fileCount, strict: options.strict,
    crashed: result.crashed,
  });
  if (options.decisionsTemplate || options.decisionsDoc) {
    // Both are piped into files a maintainer commits: with data errors there is no decision table or stub to trust,
    // so stdout stays empty and the report goes to stderr (exit 1, as the check).
    if (result.crashed || summary.errors > 0) {
      io.stderr(formatText(result.notices.filter((n) => n.severity === 'error'), summary, io.color));
      return result.crashed ? 2 : 1;
    }
    io.stdout(options.decisionsDoc
      ? renderDecisionsDoc(result.decisions, result.notices, result.graph)
      : renderTemplate(result.notices, displayPath(options.data)));
    return 0;
  }
  const exitCode = result.crashed ? 2 : summary.errors > 0 || (options.strict && openWarnings(summary) > 0) ? 1 : 0;

  if (options.format === 'json') io.stdout(formatJson(result.notices, summary));
  else {
    const listing: Listing = {
      showCovered: options.showCovered,
      ...(options.infos ? { infos: 'all' as const } : options.base ? { infos: newInfos(result.notices, options, io) } : {}),
    };
    io.stdout(options.format === 'github' ? formatGithub(result.notices, summary, listing) : formatText(result.notices, summary, io.color, listing));
  }
  if (io.debug) {
    for (const n of result.notices) if (n.code === 'check_crashed' && typeof n.context.stack === 'string') io.stderr(`${n.context.stack}\n`);
  }

  if (exitCode !== 0 || !options.write) return exitCode;
  if (!result.graph) {
    io.stderr('data check: no errors were reported but the graph is incomplete — this is a bug in the checker\n');
    return 2;
  }
  const files = new Map<string, string>();
  files.set('graph.json', stableStringify({ $comment: GRAPH_BANNER, ...result.graph }));
  files.set('report.json', formatJson(result.notices, summary));
  // Everything made from the data is written here, with the graph: a data change never leaves a stale copy for a
  // test or a reviewer to trip on.
  files.set('decisions.md', renderDecisionsDoc(result.decisions, result.notices, result.graph));
  for (const name of COLLECTION_NAMES) files.set(`schemas/${name}.json`, stableStringify(collectionJsonSchema(name)));
  writeOutputAtomically(options.out, files);
  return 0;
}

/**
 * The infos of this data that the data at `options.base` does not have (same code, file and message): what the
 * change brings. Nothing when git cannot give the ref's data (said on stderr: the check itself is not affected).
 */
function newInfos(notices: readonly Notice[], options: Options, io: CliIo): ReadonlySet<Notice> {
  const work = mkdtempSync(join(tmpdir(), 'data-check-base-'));
  try {
    const extracted = extractDataAtRef(options.data, options.base!, work);
    if ('error' in extracted) {
      io.stderr(`data check: --base: ${extracted.error}; no info is listed as new\n`);
      return new Set();
    }
    // The ref's notices name its temporary folder where this run's name the data folder.
    const [baseDir, dir] = [displayPath(extracted.dir), displayPath(options.data)];
    const asHere = (text: string) => text.split(baseDir).join(dir);
    const key = (n: Notice, text = (t: string) => t) => `${n.code}|${text(n.file)}|${text(n.message)}`;
    const before = new Set(runPipeline({ dataDir: baseDir, buildDate: options.date }).notices
      .filter((n) => n.severity === 'info').map((n) => key(n, asHere)));
    return new Set(notices.filter((n) => n.severity === 'info' && !before.has(key(n))));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

type Options = ReturnType<typeof parse>;

function parse(argv: readonly string[], today: string) {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      data: { type: 'string', default: 'data' },
      out: { type: 'string', default: 'generated' },
      date: { type: 'string', default: today },
      format: { type: 'string', default: 'text' },
      strict: { type: 'boolean', default: false },
      'no-write': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
      'codes-doc': { type: 'boolean', default: false },
      'show-covered': { type: 'boolean', default: false },
      infos: { type: 'boolean', default: false },
      base: { type: 'string' },
      'decisions-template': { type: 'boolean', default: false },
      'decisions-doc': { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const format = values.format;
  if (format !== 'text' && format !== 'json' && format !== 'github') {
    throw new Error(`--format must be text, json or github, not "${format}"`);
  }
  if (!isDate(values.date)) throw new Error(`--date must be a real date written yyyy-MM-dd, not "${values.date}"`);
  return {
    data: values.data, out: values.out, date: values.date, format, strict: values.strict, write: !values['no-write'],
    help: values.help, codesDoc: values['codes-doc'], showCovered: values['show-covered'], infos: values.infos, base: values.base,
    decisionsTemplate: values['decisions-template'], decisionsDoc: values['decisions-doc'],
  };
}

function isDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
