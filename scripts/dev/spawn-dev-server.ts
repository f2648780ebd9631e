/**
 * Starts `npm run dev` as a child process on a copy of the data (the loop test and bench:dev edit files, so they
 * never touch data/ itself), waits until it answers, and stops it with its whole process group.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DevServer {
  url: string;
  /** The copy of the data folder the server watches. */
  dataDir: string;
  /** Everything it printed so far (for a failure message). */
  output(): string;
  stop(): Promise<void>;
}

/** A port the OS says is free right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startDevServer({ sourceData = 'data', port, startTimeoutMs = 90_000, args = [], env = {} }: {
  sourceData?: string; port?: number; startTimeoutMs?: number;
  /** More options for `npm run dev` (`--host`), and environment variables (`LAUNCH_EDITOR`). */
  args?: string[]; env?: Record<string, string>;
} = {}): Promise<DevServer> {
  const tmp = mkdtempSync(join(tmpdir(), 'ferry-dev-'));
  const dataDir = join(tmp, 'data');
  cpSync(sourceData, dataDir, { recursive: true });
  const chosen = port ?? await freePort();
  let output = '';
  const child = spawn('npm', ['run', '-s', 'dev', '--', '--port', String(chosen), '--data', dataDir, ...args], {
    detached: true, // its own process group: stop() ends npm, tsx and Vite together
    env: { ...withoutForceColor(process.env), NO_COLOR: '1', BROWSER: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) => child.on('exit', () => {
    exited = true;
    resolve();
  }));

  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch { /* already gone */ }
  };
  const stop = async () => {
    if (!exited && child.pid) {
      kill('SIGTERM');
      const killed = await Promise.race([exit.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5_000))]);
      if (!killed) kill('SIGKILL');
    }
    rmSync(tmp, { recursive: true, force: true });
  };

  const url = `http://localhost:${chosen}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`npm run dev exited before answering:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm run dev did not answer on ${url} within ${startTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, dataDir, output: () => output, stop };
}

/** Playwright sets FORCE_COLOR, which overrides NO_COLOR (and makes Node warn): plain text is easier to read back. */
function withoutForceColor(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { FORCE_COLOR: _ignored, ...rest } = env;
  return rest;
}
