/**
 * `npm run data:check` — validate data/ and write generated/ (see src/pipeline/cli.ts for options and exit codes).
 * The only place the data check reads the clock: today's date in Asia/Manila, once, as the default build date
 * (with --watch, at each re-check: scripts/dev/check-watch.ts).
 */
import { manilaDate, systemClock } from '../src/graph/time';
import { dataCheck } from '../src/pipeline/cli';
import { watchDataCheck } from './dev/check-watch';

const env = process.env;
const color = process.stdout.isTTY === true && !env.NO_COLOR && env.TERM !== 'dumb';
const today = () => manilaDate(systemClock());

if (process.argv.includes('--watch')) {
  const watching = watchDataCheck(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    color,
    today,
    debug: Boolean(env.DEBUG),
  });
  if ('exitCode' in watching) process.exitCode = watching.exitCode;
} else process.exitCode = dataCheck(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  color,
  today: today(),
  debug: Boolean(env.DEBUG),
});
