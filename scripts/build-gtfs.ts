/** `tsx scripts/build-gtfs.ts [--date yyyy-MM-dd] [--graph …] [--out dist/gtfs.zip]`: see scripts/gtfs/build-gtfs.ts. */
import { buildGtfs } from './gtfs/build-gtfs';

process.exitCode = buildGtfs(process.argv.slice(2), process.env, console);
