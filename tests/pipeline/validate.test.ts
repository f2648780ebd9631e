/** zod issues → notices: codes from the field schemas' own error maps, otherwise from the kind of issue. */
import { describe, expect, it } from 'vitest';
import type { LoadedFile } from '../../src/pipeline/loaded-file';
import { validateFile } from '../../src/pipeline/validate';
import type { CollectionName } from '../../src/schema/collections';

function file(collection: CollectionName, value: unknown): LoadedFile {
  return { file: 'data/x.yaml', rel: 'x.yaml', collection, text: '', value };
}

function codes(collection: CollectionName, value: unknown) {
  const result = validateFile(file(collection, value));
  return result.ok ? [] : result.findings.map((f) => [f.code, f.at.path.join('.'), f.message]);
}

describe('validateFile', () => {
  it('a FAQ item that mixes both answer shapes → the problem of the shape it nearly fits, not "invalid input"', () => {
    expect(codes('faq', { sections: [{ title: 'Fares', items: [{ q: 'Do children pay?', policy: 7 }] }] })).toEqual([
      ['wrong_type', 'sections.0.items.0.policy', 'policy should be text, not the number 7 — quote it so YAML reads it as text'],
    ]);
  });

  it('a FAQ item that is neither shape → one notice for the item', () => {
    expect(codes('faq', { sections: [{ title: 'Fares', items: [42] }] })).toEqual([
      ['wrong_type', 'sections.0.items.0', 'items[0] should be a mapping (key: value), not the number 42'],
    ]);
  });

  it('several problems in one file are all reported', () => {
    const result = codes('cabins', { cabins: [{ id: 'Suite Room', name: '', description: 'x', capacity: -1, amenities: [], tier: 'Top', icon: 'star', colour: 'red' }] });
    expect(result.map(([code, path]) => [code, path])).toEqual([
      ['invalid_slug', 'cabins.0.id'],
      ['empty_value', 'cabins.0.name'],
      ['out_of_range', 'cabins.0.capacity'],
      ['too_few_items', 'cabins.0.amenities'],
      ['invalid_value', 'cabins.0.tier'],
      ['unknown_key', 'cabins.0.colour'],
    ]);
  });

  it('a misspelt key names the allowed keys and the nearest one', () => {
    expect(codes('places', { places: [{ name: 'Manila', prot: 'manila' }] })).toEqual([
      ['unknown_key', 'places.0.prot', 'unknown key "prot" in places[0]: did you mean "port"? remove it or correct the spelling (allowed: name, port)'],
    ]);
  });

  it('a missing required field at the top of a file → names the file', () => {
    expect(codes('places', {})).toEqual([['missing_field', 'places', 'the file is missing the required field "places" — add it']]);
  });

  it('valid data → the parsed value with its defaults', () => {
    const result = validateFile(file('advisories', {}));
    expect(result).toEqual({ ok: true, value: { advisories: [] } });
  });
});
