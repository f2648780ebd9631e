/** `npm run status:publish`: see scripts/status/publish.ts. */
import { publishStatus } from './status/publish';

const color = process.stdout.isTTY === true && !process.env.NO_COLOR && process.env.TERM !== 'dumb';
process.exitCode = publishStatus(process.argv.slice(2), process.env, {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  color,
});
