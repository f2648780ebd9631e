import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, depth first and by name, so every command lists a built site's files in one order. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
