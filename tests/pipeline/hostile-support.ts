/**
 * Shared by the hostile-input tests: a temporary copy of a data folder, an output folder with a marker in it (so
 * "generated/ untouched" can be checked), and data:check run in-process with its notices parsed back.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { runDataCheck, VALID_DIR } from './builders';

export interface Sandbox {
  root: string;
  data: string;
  out: string;
  remove(): void;
}

export function sandbox(from: string, filter: (src: string) => boolean = () => true): Sandbox {
  const root = mkdtempSync(join(tmpdir(), 'hostile-'));
  const data = join(root, 'data');
  const out = join(root, 'generated');
  cpSync(from, data, { recursive: true, filter: (src) => !src.endsWith('README.md') && filter(src) });
  mkdirSync(out);
  writeFileSync(join(out, 'marker'), 'previous build');
  return { root, data, out, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A fresh sandbox of the valid fixtures for each call, every one removed after its test. */
export function freshSandboxes(): () => Sandbox {
  const boxes: Sandbox[] = [];
  afterEach(() => {
    for (const box of boxes.splice(0)) box.remove();
  });
  return () => {
    const box = sandbox(VALID_DIR);
    boxes.push(box);
    return box;
  };
}

interface ParsedNotice { file: string; line: number; col: number; severity: string; code: string; message: string }

export interface CheckRun {
  code: number;
  stdout: string;
  stderr: string;
  notices: ParsedNotice[];
  errors: ParsedNotice[];
  /** The output folder holds only the marker: nothing was written. */
  outUntouched: boolean;
}

const NOTICE = /^(.+?):(\d+):(\d+) {2}(error|warning|info) {2}([a-z0-9_]+) {2}(.*)$/;

export function check(box: Sandbox, extra: string[] = []): CheckRun {
  const { code, stdout, stderr } = runDataCheck(['--data', box.data, '--out', box.out, ...extra]);
  const notices = stdout.split('\n').map((l) => NOTICE.exec(l)).filter((m) => m !== null).map((m) => ({
    file: m[1]!, line: Number(m[2]), col: Number(m[3]), severity: m[4]!, code: m[5]!, message: m[6]!,
  }));
  const outUntouched = readdirSync(box.out).join() === 'marker';
  return { code, stdout, stderr, notices, errors: notices.filter((n) => n.severity === 'error'), outUntouched };
}
