/**
 * Tiny builders for check tests: a data set written as the objects a maintainer would type in YAML, passed
 * through the real schemas (so defaults apply) and the real normaliser — no files, no YAML.
 * Files are named as the loader would show them: data/ports.yaml, data/timetables/test.yaml, …
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { COLLECTIONS, type CollectionName } from '../../src/schema/collections';
import { dataCheck, type CliIo } from '../../src/pipeline/cli';
import { emptyDataset, type Dataset } from '../../src/pipeline/dataset';
import { normalise } from '../../src/pipeline/normalise';
import { pipelineClock } from '../../src/pipeline/run';
import type { Check, CheckContext, Finding } from '../../src/pipeline/types';

export const VALID_DIR = 'tests/fixtures/valid';
export const BUILD_DATE = '2026-03-01';

/** data:check in-process, its output captured (the build date BUILD_DATE unless `io` gives another `today`). */
export function runDataCheck(args: readonly string[], io: Partial<CliIo> = {}): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = dataCheck(args, {
    stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, color: false, today: BUILD_DATE, debug: false, ...io,
  });
  return { code, stdout, stderr };
}

/** Replaces `from` by `to` in one file of a data folder's copy; `from` must be there (a test edits what it means to). */
export function editFile(dataDir: string, rel: string, from: string | RegExp, to: string): void {
  const file = join(dataDir, rel);
  const text = readFileSync(file, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${rel}: ${String(from)} is not in the file`);
  writeFileSync(file, next);
}

type Raw = Record<string, unknown>;

export function makePort(id: string, extra: Raw = {}): Raw {
  return { id, name: `${id[0]!.toUpperCase()}${id.slice(1)} Port`, city: id, ...extra };
}

export function makeRow(extra: Raw = {}): Raw {
  return { days: ['Mon'], dep: '20:00', arrDay: '+1', arr: '08:00', ...extra };
}

export function makeTimetable(id: string, from: string, to: string, extra: Raw = {}): Raw {
  return { id, from, to, trips: [makeRow()], ...extra };
}

/** A valid fixture file as a plain object, to start a test's singleton from (site, pages, …). */
export function fixture(rel: string): Raw {
  return parse(readFileSync(`${VALID_DIR}/${rel}`, 'utf8')) as Raw;
}

export function makeDestination(slug: string, extra: Raw = {}): Raw {
  return { ...fixture('destinations/cebu.yaml'), slug, name: slug, port: slug, schedules: [], ...extra };
}

export interface Parts {
  ports?: Raw[];
  /** Timetables of data/timetables/test.yaml, or files by name. */
  timetables?: Raw[] | Record<string, Raw[]>;
  destinations?: Raw[];
  site?: Raw;
  pages?: Raw;
  routes?: Raw;
  fares?: Raw;
  policies?: Raw[];
  places?: Raw[];
  advisories?: Raw[];
  /** The sailings of data/status.yaml. */
  status?: Raw[];
  /** The suspensions of data/status.yaml. */
  suspensions?: Raw[];
  news?: Raw[];
  faq?: Raw;
  schedules?: Raw;
  cabins?: Raw[];
}

const parseAs = (name: CollectionName, value: unknown) => (COLLECTIONS[name].schema as z.ZodType).parse(value);

function makeDataset(parts: Parts): Dataset {
  const data = emptyDataset() as unknown as Record<CollectionName, { file: string; value: unknown }[]>;
  const put = (name: CollectionName, file: string, value: unknown) => data[name].push({ file, value: parseAs(name, value) });
  if (parts.ports) put('ports', 'data/ports.yaml', { ports: parts.ports });
  if (parts.timetables) {
    const files = Array.isArray(parts.timetables) ? { 'test.yaml': parts.timetables } : parts.timetables;
    for (const [name, timetables] of Object.entries(files)) {
      put('timetables', `data/timetables/${name}`, { source: `/test › ${name}`, timetables });
    }
  }
  for (const d of parts.destinations ?? []) put('destinations', `data/destinations/${String(d.slug)}.yaml`, d);
  if (parts.site) put('site', 'data/site.yaml', parts.site);
  if (parts.pages) put('pages', 'data/pages.yaml', parts.pages);
  if (parts.routes) put('routes', 'data/routes.yaml', parts.routes);
  if (parts.fares) put('fares', 'data/fares.yaml', parts.fares);
  if (parts.policies) put('policies', 'data/policies.yaml', { policies: parts.policies });
  if (parts.places) put('places', 'data/places.yaml', { places: parts.places });
  if (parts.advisories) put('advisories', 'data/advisories.yaml', { advisories: parts.advisories });
  if (parts.status || parts.suspensions) put('status', 'data/status.yaml', { sailings: parts.status ?? [], suspensions: parts.suspensions ?? [] });
  if (parts.news) put('news', 'data/news.yaml', { items: parts.news });
  if (parts.faq) put('faq', 'data/faq.yaml', parts.faq);
  if (parts.schedules) put('schedules', 'data/schedules.yaml', parts.schedules);
  if (parts.cabins) put('cabins', 'data/cabins.yaml', { cabins: parts.cabins });
  return data as unknown as Dataset;
}

export function makeContext(parts: Parts, options: { buildDate?: string; now?: number; incomplete?: CollectionName[] } = {}): CheckContext {
  const data = makeDataset(parts);
  const { graph, index } = normalise(data);
  const complete = Object.fromEntries(Object.keys(COLLECTIONS).map((n) => [n, true])) as Record<CollectionName, boolean>;
  for (const name of options.incomplete ?? []) complete[name] = false;
  const buildDate = options.buildDate ?? BUILD_DATE;
  return { data, graph, index, buildDate, now: pipelineClock(buildDate, options.now), complete };
}

export function runCheck(check: Check, parts: Parts, options?: Parameters<typeof makeContext>[1]): Finding[] {
  return check.run(makeContext(parts, options));
}

/** The three ports most tests sail between. */
export const PORTS = [makePort('manila'), makePort('cebu'), makePort('batangas')];
