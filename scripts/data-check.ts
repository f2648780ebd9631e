/**
 * `npm run data:check` — validate data/ and write generated/ (see src/pipeline/cli.ts for options and exit codes).
 * The only place the data check reads the clock, once: today's date in Asia/Manila is the default build date, and the
 * instant itself is what a status "stated" later is judged against (with --watch, the date at each re-check:
 * scripts/dev/check-watch.ts).
 */
import { manilaDate, systemClock } from '../src/time';
import { dataCheck } from '../src/pipeline/cli';
import { watchDataCheck } from './dev/check-watch';

const env = process.env;
const io = {
  stdout: (text: string) => process.stdout.write(text),
  stderr: (text: string) => process.stderr.write(text),
  color: process.stdout.isTTY === true && !env.NO_COLOR && env.TERM !== 'dumb',
  debug: Boolean(env.DEBUG),
};

if (process.argv.includes('--watch')) {
  const watching = watchDataCheck(process.argv.slice(2), { ...io, today: () => manilaDate(systemClock()) });
  if ('exitCode' in watching) process.exitCode = watching.exitCode;
} else {
  const now = systemClock();
  process.exitCode = dataCheck(process.argv.slice(2), { ...io, today: manilaDate(now), now: now.getTime() });
}
