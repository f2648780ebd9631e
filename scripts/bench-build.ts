/**
 * Build cost as the network grows (npm run bench:build [-- --factor 10 --seed 1]).
 *
 * Builds the site three times, each in a temporary copy of the project (dist/ and generated/ here are untouched),
 * with `npm run build` (scripts/build.ts, whose per-stage timings it reads through BUILD_TIMINGS_JSON):
 *   1. today's data/;
 *   2. a synthetic network (scripts/lib/synthetic-network.ts, as bench:data and bench:query use) with today's number
 *      of ports and weekly sailings;
 *   3. the same generator at --factor (default 10) times today's weekly sailings.
 * The synthetic 1× is the fair base for the 10× figures (same generator, same page set); today's data is printed
 * for reference. For each: the wall time per stage and what a traveller downloads for /schedules on a first visit:
 * the HTML (with its islands' data), gzip, and how /schedules does on a phone: Lighthouse
 * (mobile, default throttling, median of --lighthouse-runs, default 3; 0 skips it) on each build's /schedules.
 * Goal: 10× the timetables costs ≤ 2× the build time, and /schedules stays usable on a phone at 10×.
 * Wall times move with the machine's load: the runs are sequential and the load average is printed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatStageTimings, type StageTiming } from './build/stages';
import { copyProject } from './lib/copy-project';
import { lighthouseRun, serve } from './lib/lighthouse-run';
import { median } from './lib/median';
import { generateNetwork, writeNetwork } from './lib/synthetic-network';
import { readGraph } from '../src/graph/graph-file.server';
import { tripsOf } from '../src/graph/trips';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1] ?? fallback : fallback);
const factor = Number(option('--factor', '10'));
const seed = Number(option('--seed', '1'));
const lighthouseRuns = Number(option('--lighthouse-runs', '3'));
const PHONE_PORT = 4321;

const graph = readGraph();
const todayPorts = graph.ports.length;
const todaySailings = graph.routes.reduce((sum, t) => sum + tripsOf(t).length, 0);

/** Lighthouse on /schedules, medians: what a phone on a slow network makes of the page. */
interface Phone { performance: number; lcp: number; tbt: number; domNodes: number }
interface Result { label: string; timings: StageTiming[]; total: number; schedulesBytes: number; schedulesHtml: number; detail: string; phone: Phone | null }

async function phoneFigures(dist: string): Promise<Phone | null> {
  if (lighthouseRuns <= 0) return null;
  const server = await serve(dist, PHONE_PORT);
  try {
    const samples: Phone[] = [];
    for (let i = 0; i < lighthouseRuns; i++) {
      const { lhr } = await lighthouseRun(`http://127.0.0.1:${PHONE_PORT}/schedules`);
      samples.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        domNodes: lhr.audits['dom-size']?.numericValue ?? NaN,
      });
    }
    return {
      performance: median(samples.map((x) => x.performance)), lcp: median(samples.map((x) => x.lcp)),
      tbt: median(samples.map((x) => x.tbt)), domNodes: median(samples.map((x) => x.domNodes)),
    };
  } finally {
    server.kill();
  }
}

async function buildCopy(label: string, data: ((dir: string) => string) | null): Promise<Result> {
  const work = mkdtempSync(join(tmpdir(), 'bench-build-'));
  const project = join(work, 'project');
  try {
    copyProject(project);
    let detail = `${todayPorts} ports, ${todaySailings} weekly sailings (today's data/)`;
    if (data) {
      rmSync(join(project, 'data'), { recursive: true });
      detail = data(join(project, 'data'));
    }
    const timingsFile = join(work, 'timings.json');
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: project, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, BUILD_TIMINGS_JSON: timingsFile },
    });
    const timings = JSON.parse(readFileSync(timingsFile, 'utf8')) as StageTiming[];
    const html = readFileSync(join(project, 'dist', 'schedules.html'), 'utf8');
    // The page carries its islands' data itself: no hydration data file beside it.
    const schedulesHtml = gzipSync(html).length;
    const phone = await phoneFigures(join(project, 'dist'));
    return { label, timings, total: timings.reduce((s, t) => s + t.ms, 0), schedulesBytes: schedulesHtml, schedulesHtml, detail, phone };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function synthetic(sailings: number) {
  return (dir: string) => {
    const network = generateNetwork({ ports: todayPorts, trips: sailings, seed, scheduleListLimit: Infinity });
    writeNetwork(dir, network);
    const { stats } = network;
    return `synthetic: ${stats.ports} ports, ${stats.timetables} timetables, ${stats.trips} weekly sailings`;
  };
}

console.log(`Build benchmark, load average ${loadavg()[0]!.toFixed(1)} at start.`);
const results = [
  await buildCopy('today', null),
  await buildCopy('synthetic 1×', synthetic(todaySailings)),
  await buildCopy(`synthetic ${factor}×`, synthetic(todaySailings * factor)),
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const r of results) console.log(`\n${r.label} — ${r.detail}\n${formatStageTimings(r.timings)}\n  /schedules first visit (HTML with its islands' data, gzip): ${kb(r.schedulesBytes)} (HTML ${kb(r.schedulesHtml)})`);
const stages = results[0]!.timings.map((t) => t.stage);
console.log(`\n| stage | ${results.map((r) => r.label).join(' | ')} | ${factor}× / 1× |`);
console.log(`|---|${results.map(() => '---|').join('')}---|`);
const at = (r: Result, stage: string) => r.timings.find((t) => t.stage === stage)?.ms ?? NaN;
for (const stage of [...stages, 'total']) {
  const value = (r: Result) => (stage === 'total' ? r.total : at(r, stage));
  console.log(`| ${stage} | ${results.map((r) => `${(value(r) / 1000).toFixed(1)} s`).join(' | ')} | ${(value(results[2]!) / value(results[1]!)).toFixed(2)}× |`);
}
console.log(`| /schedules bytes (gzip) | ${results.map((r) => kb(r.schedulesBytes)).join(' | ')} | ${(results[2]!.schedulesBytes / results[1]!.schedulesBytes).toFixed(2)}× |`);
if (results.every((r) => r.phone)) {
  const phone = (pick: (p: Phone) => number, unit: string) => results.map((r) => `${Math.round(pick(r.phone!))}${unit}`).join(' | ');
  const times = (pick: (p: Phone) => number) => (pick(results[2]!.phone!) / pick(results[1]!.phone!)).toFixed(2);
  console.log(`| /schedules on a phone: performance (Lighthouse, median of ${lighthouseRuns}) | ${phone((p) => p.performance, '')} | |`);
  console.log(`| /schedules on a phone: LCP | ${phone((p) => p.lcp, ' ms')} | ${times((p) => p.lcp)}× |`);
  console.log(`| /schedules on a phone: TBT | ${phone((p) => p.tbt, ' ms')} | |`);
  console.log(`| /schedules DOM elements | ${phone((p) => p.domNodes, '')} | ${times((p) => p.domNodes)}× |`);
}
const ratio = results[2]!.total / results[1]!.total;
console.log(`\n${factor}× the sailings: build ${ratio.toFixed(2)}× the 1× synthetic build (goal ≤ 2×)${ratio <= 2 ? '' : ' — goal missed'}.`);
