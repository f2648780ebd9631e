/**
 * `tsx scripts/build-web-states.ts [--out .web-states]`: the site the web gates measure, built once for both
 * (npm test): data/ at one fixed instant (SOURCE_DATE_EPOCH, else the clock read once) in each state a page ships
 * in — no advisory, an advisory in force, a status announced (scripts/lib/web-states.ts). The gates then take
 * `--site .web-states`.
 */
import { parseArgs } from 'node:util';
import { buildInstant } from '../src/time/build-instant';
import { buildStatesSite } from './lib/web-states';
import { SAMPLE_DESTINATION } from './lib/web-budgets';

const { values } = parseArgs({ options: { out: { type: 'string', default: '.web-states' } } });
const site = buildStatesSite(values.out, buildInstant(), SAMPLE_DESTINATION);
console.log(`${values.out}/: the site at ${site.instant}, each state set on purpose:`);
for (const [state, { dir, clock }] of Object.entries(site.states)) console.log(`  ${state.padEnd(9)} ${dir}, the browser's clock at ${clock}`);
console.log(`  advisories: ${site.advisories.join('; ')}\n  statuses:   ${site.statuses.join('; ')}`);
