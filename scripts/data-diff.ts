/**
 * `npm run data:diff -- <git-ref>`: what travellers will see change between data/ at the ref and the working tree
 * (scripts/diff/cli.ts). Reads the clock once, for the default build date.
 */
import { manilaDate, systemClock } from '../src/time';
import { dataDiff } from './diff/cli';

process.exitCode = dataDiff(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  today: manilaDate(systemClock()),
});
