/**
 * The JSON Schemas written to generated/schemas/ (for editors) must agree with the pipeline: ajv accepts every real
 * data file and the valid fixture set, and rejects every invalid fixture whose problem is a schema-level one.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { noticeOf } from '../../src/pipeline/checks';
import { COLLECTION_NAMES } from '../../src/pipeline/dataset';
import { collectionJsonSchema } from '../../src/pipeline/json-schema';
import { stableStringify } from '../../src/pipeline/stable-json';
import { COLLECTIONS, type CollectionName } from '../../src/schema/collections';
import { VALID_DIR } from './builders';
import { expectedOf, invalidFixtures, materialise } from './fixture-dir';
import { REAL_DATA_DIR } from '../support/real-data';

// Formats (email, uri) are not validated by either side's editor tooling consistently; types and patterns are.
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, validateFormats: false });
const validators = new Map(COLLECTION_NAMES.map((name) => [name, ajv.compile(collectionJsonSchema(name))]));

function filesOf(dataDir: string): { collection: CollectionName; rel: string }[] {
  return COLLECTION_NAMES.flatMap((collection) => {
    const path = COLLECTIONS[collection].path;
    if (!path.endsWith('/')) return existsSync(join(dataDir, path)) ? [{ collection, rel: path }] : [];
    const dir = join(dataDir, path);
    return existsSync(dir)
      ? readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort().map((f) => ({ collection, rel: path + f }))
      : [];
  });
}

function errorsOf(dataDir: string, collection: CollectionName, rel: string): string[] {
  const validate = validators.get(collection)!;
  const value = parse(readFileSync(join(dataDir, rel), 'utf8'), { version: '1.2', schema: 'core' }) as unknown;
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

describe('generated JSON Schemas', () => {
  it.each(filesOf(REAL_DATA_DIR).map((f) => [f.rel, f.collection] as const))('accept the real data file %s', (rel, collection) => {
    expect(errorsOf(REAL_DATA_DIR, collection, rel)).toEqual([]);
  });

  it('accept every file of the valid fixture set', () => {
    const files = filesOf(VALID_DIR);
    expect(files.length).toBe(16);
    for (const { collection, rel } of files) expect(errorsOf(VALID_DIR, collection, rel), rel).toEqual([]);
  });

  const schemaLevel = invalidFixtures().filter((name) => noticeOf(expectedOf(name).code)?.stage === 'schema');

  it('there are schema-level invalid fixtures to reject', () => {
    expect(schemaLevel.length).toBeGreaterThanOrEqual(15);
  });

  it.each(schemaLevel)('reject the invalid fixture %s', (name) => {
    const { file } = expectedOf(name);
    const collection = COLLECTION_NAMES.find((n) => file === COLLECTIONS[n].path || file.startsWith(COLLECTIONS[n].path))!;
    const dir = materialise(name);
    try {
      expect(errorsOf(dir, collection, file)).not.toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keep the pipeline-only ref() meta out of the schema (a hint in the description instead) and leave defaults optional', () => {
    const schema = JSON.stringify(collectionJsonSchema('timetables'));
    expect(schema).not.toContain('"ref"');
    expect(schema).toContain('The id of an entry in ports.yaml.');
    expect(validators.get('advisories')!({})).toBe(true);
  });

  it('on disk, when written, equal what the pipeline writes now (run npm run data:check after a schema change)', () => {
    for (const name of COLLECTION_NAMES) {
      const file = join('generated/schemas', `${name}.json`);
      if (!existsSync(file)) continue;
      expect(readFileSync(file, 'utf8'), file).toBe(stableStringify(collectionJsonSchema(name)));
    }
  });
});
