/**
 * `npm run data:check` — validate data/ and write generated/ (see src/pipeline/cli.ts for options and exit codes).
 * The only place the data check reads the clock: today's date in Asia/Manila, once, as the default build date.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { MANILA_TZ } from '../src/graph/time';
import { dataCheck } from '../src/pipeline/cli';

const env = process.env;
const color = process.stdout.isTTY === true && !env.NO_COLOR && env.TERM !== 'dumb';

process.exitCode = dataCheck(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  color,
  today: formatInTimeZone(new Date(), MANILA_TZ, 'yyyy-MM-dd'),
  debug: Boolean(env.DEBUG),
});
