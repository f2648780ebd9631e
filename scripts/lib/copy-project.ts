/** The project's sources copied into `dest` for a build of its own (scripts/lib/copy-project.sh: one list of what is left out). */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./copy-project.sh', import.meta.url));

export function copyProject(dest: string): void {
  execFileSync('bash', [SCRIPT, dest], { stdio: 'inherit' });
}
