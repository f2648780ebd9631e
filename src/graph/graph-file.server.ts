/**
 * generated/graph.json, the graph `npm run data:check` writes: its path, its banner and the one reader every build
 * stage, script and benchmark uses. The file is read at a boundary (a stage may run on a graph another version
 * wrote, or on a half-written or hand-edited file), so it is checked before it is trusted: JSON, written by
 * data:check, and every part of the graph there with the right kind of value. Build time only (node:fs).
 */
import { readFileSync } from 'node:fs';
import type { Graph } from './types';

/** Relative to the project root, where every script and the build run. */
export const GRAPH_PATH = 'generated/graph.json';

/** The graph file's `$comment`: what wrote it and that nobody should edit it. */
export const GRAPH_BANNER = 'generated from data/ by `npm run data:check` — do not edit';

type Kind = 'array' | 'object';

/** Every part of the graph and the kind of its value (a part added to Graph must be added here: tsc says so). */
const PARTS: Record<keyof Graph, Kind> = {
  site: 'object', pages: 'object', places: 'array', ports: 'array', routes: 'array', schedules: 'object',
  routeCards: 'object', fares: 'object', cabins: 'array', destinations: 'array', news: 'array', faq: 'object',
  travelTips: 'object', policies: 'array', advisories: 'array', status: 'array', suspensions: 'array', counts: 'object',
};

const kindOf = (value: unknown): string =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
const WORDS: Record<string, string> = { array: 'a list', object: 'an object', null: 'null', undefined: 'missing' };
const described = (kind: string) => WORDS[kind] ?? `a ${kind}`;

/** The graph in `text` (the contents of `path`), or an error that says what is wrong with the file and what to run. */
function parseGraph(text: string, path: string = GRAPH_PATH): Graph {
  const again = 'run `npm run data:check` to write it again';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not JSON (${(error as Error).message}): ${again}`);
  }
  if (kindOf(value) !== 'object' || (value as { $comment?: unknown }).$comment !== GRAPH_BANNER) {
    throw new Error(`${path} is not a graph written by npm run data:check: ${again}`);
  }
  const graph = value as Record<string, unknown>;
  const wrong = Object.entries(PARTS).filter(([part, kind]) => kindOf(graph[part]) !== kind)
    .map(([part, kind]) => `${part} is ${described(kindOf(graph[part]))}, not ${described(kind)}`);
  if (wrong.length > 0) throw new Error(`${path} is not a graph this version reads (${wrong.join('; ')}): ${again}`);
  return value as Graph;
}

/** The graph at `path` (generated/graph.json by default). */
export function readGraph(path: string = GRAPH_PATH): Graph {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${path} is missing: run \`npm run data:check\` first (npm run build does)`);
    }
    throw error;
  }
  return parseGraph(text, path);
}
