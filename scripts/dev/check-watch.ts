/**
 * `npm run data:check -- --watch`: for maintainers who edit without a browser. Checks once (the usual report), then
 * re-checks on every save under the data folder and prints only what changed — new, resolved and newly decided
 * notices — and the summary line. Checks only: generated/ is written by a plain `npm run data:check` and by the
 * build, so a watch left running while switching git branches never dirties the tree. Ctrl-C stops it.
 */
import { existsSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { terminalText } from '../../src/escape/terminal';
import { CheckSession, describeRun } from './check-session';
import { watchTree } from './watch-tree';

export interface WatchIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  color: boolean;
  /** Today in Asia/Manila, read at each run (a watch may stay up past midnight). */
  today: () => string;
  debug: boolean;
}

const USAGE = `usage: npm run data:check -- --watch [--data DIR] [--date yyyy-MM-dd] [--strict]
  re-checks on every save and prints only the new and resolved notices (checks only: generated/ is not written)`;

/** Starts watching; resolves to an exit code only when the options are wrong (otherwise it runs until stopped). */
export function watchDataCheck(argv: readonly string[], io: WatchIo): { exitCode: number } | { stop: () => void } {
  let values: { data: string; date?: string; strict: boolean };
  try {
    ({ values } = parseArgs({
      args: argv.filter((a) => a !== '--watch'),
      options: { data: { type: 'string', default: 'data' }, date: { type: 'string' }, strict: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.stderr(`${(error as Error).message}\n${USAGE}\n`);
    return { exitCode: 2 };
  }
  if (values.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
    io.stderr(`--date must be written yyyy-MM-dd, not "${values.date}"\n${USAGE}\n`);
    return { exitCode: 2 };
  }
  if (!existsSync(values.data) || !statSync(values.data).isDirectory()) {
    io.stderr(`data check: the data folder ${values.data} does not exist — pass --data DIR or run from the project root\n`);
    return { exitCode: 2 };
  }
  const session = new CheckSession({
    dataDir: values.data, today: io.today, strict: values.strict, debug: io.debug,
    ...(values.date ? { date: values.date } : {}),
  });
  const check = (changed: string[]) => {
    const at = new Date().toTimeString().slice(0, 8);
    try {
      const run = session.run();
      // File names are data too: terminal text, like the notices.
      const header = run.first ? `[${at}] checked ${values.data}` : `[${at}] ${terminalText(changed.filter(Boolean).join(', ')) || values.data} changed`;
      io.stdout(`${header}\n${describeRun(run, io.color)}`);
      if (run.first) io.stdout(`watching ${values.data} — save a file to re-check, Ctrl-C stops\n`);
    } catch (error) {
      // A bug in the checker must not end the watch: the next save tries again.
      const detail = io.debug && error instanceof Error && error.stack ? error.stack : (error as Error).message;
      io.stderr(`[${at}] data check: the checker itself failed: ${detail}\n`);
    }
  };
  check([]);
  const watcher = watchTree(values.data, (changed) => check(changed), {
    onError: (error) => io.stderr(`watch ${values.data}: ${error.message}\n`),
  });
  return { stop: () => watcher.close() };
}
