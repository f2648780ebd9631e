/**
 * bench:web's figure for the page's own scripts' share of Total Blocking Time (scripts/lib/script-blocking.ts): the
 * tasks that ran a script after the first contentful paint, at the run's CPU slowdown, beyond 50 ms each.
 */
import { describe, expect, it } from 'vitest';
import { scriptBlocking } from '../../scripts/lib/script-blocking';

describe("the page's scripts' blocking time", () => {
  it('counts what each script task lasts beyond 50 ms once slowed down, after the first paint only', () => {
    const tasks = [
      { start: 40, duration: 60, runsScript: true }, // before the first paint: not blocking anyone yet
      { start: 300, duration: 20, runsScript: true }, // 80 ms slowed down: 30 ms blocking
      { start: 320, duration: 12, runsScript: true }, // 48 ms: under the threshold
      { start: 400, duration: 40, runsScript: false }, // the browser's own layout: not the scripts'
      { start: 500, duration: 15, runsScript: true }, // 60 ms: 10 ms blocking
    ];
    expect(scriptBlocking(tasks, 200, 4)).toBe(40);
    expect(scriptBlocking(tasks, 200, 1)).toBe(0);
    expect(scriptBlocking([], 200, 4)).toBe(0);
  });
});
