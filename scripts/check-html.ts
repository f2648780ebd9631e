/**
 * Valid HTML gate: the W3C Nu checker (vnu-jar) over every generated HTML file. Exit 1 on any error.
 * It needs Java; on a Debian machine without it we install a headless JRE (we are root in CI).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { filesUnder } from './lib/files';

const dist = process.argv[2] ?? 'dist';

function ensureJava(): void {
  if (spawnSync('java', ['-version']).status === 0) return;
  if (process.getuid?.() !== 0) throw new Error('Java is missing: install a JRE (apt-get install -y default-jre-headless)');
  console.log('installing a headless JRE for the HTML checker…');
  // npm test may install a browser with apt at the same time (scripts/ensure-browser.sh): wait for apt's lock.
  const wait = ['-o', 'DPkg::Lock::Timeout=600'];
  execFileSync('apt-get', [...wait, 'update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', [...wait, 'install', '-y', '-qq', 'default-jre-headless'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

ensureJava();
const files = filesUnder(dist).filter((file) => file.endsWith('.html'));
const require = createRequire(import.meta.url);
const jar: string = require('vnu-jar');
const result = spawnSync('java', ['-Xss4m', '-jar', jar, '--errors-only', '--format', 'gnu', ...files], { encoding: 'utf8' });
const problems = `${result.stdout}${result.stderr}`.trim();
if (result.status !== 0 || problems) {
  console.error(problems);
  console.error(`\nHTML check: errors in ${new Set(problems.split('\n').map((l) => l.split(':')[0])).size} of ${files.length} files`);
  process.exit(1);
}
console.log(`HTML check: ${files.length} files, 0 errors (W3C Nu checker)`);
