/**
 * A copy of the built site with its own data folder, served on a port of its own (scripts/serve/server.ts,
 * in-process), so a test can publish a sailing status into it with the real `npm run status:publish` — exactly as a
 * maintainer does on the live site — without touching dist/ or data/ that the other specs share.
 *
 * The live data ships no status: the example status (tests/fixtures/status/example.yaml, Batangas → Caticlan,
 * Fri 27 Nov 2026, 11:30 PM, cancelled) is written into the copy's data folder and published by `publish()`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticServer } from '../../scripts/serve/server';

const ROOT = new URL('../../', import.meta.url).pathname;
/** When the example status is published: Tuesday 24 Nov 2026, 3:40 PM in Manila. */
export const PUBLISHED_AT = new Date('2026-11-24T07:40:00Z');

export interface StatusSite {
  base: string;
  dist: string;
  /** Runs `npm run status:publish` on the copy with the example status; its wall time in ms. */
  publish(): { ms: number; stdout: string };
  close(): Promise<void>;
}

export async function statusSite(): Promise<StatusSite> {
  const work = mkdtempSync(join(tmpdir(), 'status-site-'));
  const dist = join(work, 'dist');
  const data = join(work, 'data');
  cpSync(join(ROOT, 'dist'), dist, { recursive: true });
  cpSync(join(ROOT, 'data'), data, { recursive: true });
  const example = readFileSync(join(ROOT, 'tests/fixtures/status/example.yaml'), 'utf8');
  writeFileSync(join(data, 'status.yaml'), `# yaml-language-server: $schema=../generated/schemas/status.json\n${example}`);
  const server: Server = createStaticServer(dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    dist,
    publish() {
      const started = Date.now();
      const run = spawnSync('npm', ['run', '-s', 'status:publish', '--', '--data', data, '--dist', dist, '--out', join(work, 'generated')], {
        cwd: ROOT, encoding: 'utf8', env: { ...process.env, SOURCE_DATE_EPOCH: String(PUBLISHED_AT.getTime() / 1000), NO_COLOR: '1' },
      });
      if (run.status !== 0) throw new Error(`status:publish failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
      return { ms: Date.now() - started, stdout: run.stdout };
    },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      rmSync(work, { recursive: true, force: true });
    }),
  };
}
