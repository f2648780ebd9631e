import { describe, expect, it } from 'vitest';
import { queryIndexOf } from '../../src/query/graph-index';
import { indexTrips } from '../../src/query/index-trips';
import { tripSetOf } from '../../src/query/trip-set';
import { explainPlace, resolvePlace } from '../../src/query/resolve';
import { makeGraph, makePort } from './builders';

const index = queryIndexOf(makeGraph({
  ports: [
    makePort('caticlan', { name: 'Caticlan Jetty Port', city: 'Malay', aliases: ['Boracay', 'Caticlan'] }),
    makePort('tagbilaran', { name: 'Tagbilaran Port', city: 'Tagbilaran City', aliases: ['Tagbilaran', 'Bohol'] }),
    makePort('roxas', { name: 'Culasi Port', city: 'Roxas City', aliases: ['Capiz'] }),
    makePort('cebu', { name: 'Cebu Port', city: 'Cebu City', aliases: ['Cebu'] }),
    makePort('puerto-princesa', { name: 'Puerto Princesa Port', city: 'Puerto Princesa' }),
    makePort('nasipit', { name: 'Nasipit Port', city: 'Nasipit' }),
  ],
  timetables: [],
  places: [{ name: 'Palawan', port: 'puerto-princesa' }, { name: 'Siargao', port: null }],
  destinations: [{ slug: 'butuan', name: 'Butuan', port: 'nasipit' }],
}));

describe('resolvePlace', () => {
  it.each([
    ['Boracay', 'caticlan'],
    ['Bohol', 'tagbilaran'],
    ['Roxas City', 'roxas'],
    ['tagbilaran', 'tagbilaran'],
    ['  CEBU ', 'cebu'],
    ['puerto-princesa', 'puerto-princesa'],
    ['Puerto  Princesa', 'puerto-princesa'],
    ['Palawan', 'puerto-princesa'],
    ['Butuan', 'nasipit'],
    ['Culasi Port', 'roxas'],
  ])('%j → %s', (words, port) => {
    expect(resolvePlace(index, words)).toBe(port);
  });

  it.each([
    ['words no port, alias or place uses → null, reason unknown', 'Atlantis', 'unknown'],
    ['a listed place with no port (Siargao) → null, reason not_served', 'siargao', 'not_served'],
    ['blank words → null, reason empty', '   ', 'empty'],
  ])('%s', (_, words, reason) => {
    expect(resolvePlace(index, words)).toBeNull();
    expect(explainPlace(index, words)).toEqual({ ok: false, reason, input: words });
  });

  it('an alias only in the data resolves; the same word missing from the data does not', () => {
    const without = queryIndexOf(makeGraph({ ports: [makePort('caticlan', { name: 'Caticlan Jetty Port', city: 'Malay' })], timetables: [] }));
    expect(resolvePlace(without, 'Boracay')).toBeNull();
  });
});

describe('labels and indexes without place words', () => {
  it('the label a page shows ("Culasi Port (Roxas)") reads back as its port', () => {
    const labelled = queryIndexOf(makeGraph({
      ports: [makePort('roxas', { name: 'Culasi Port', city: 'Roxas City', label: 'Culasi Port (Roxas)' })],
      timetables: [],
    }));
    expect(resolvePlace(labelled, 'Culasi Port (Roxas)')).toBe('roxas');
    expect(resolvePlace(labelled, 'culasi port roxas')).toBe('roxas');
  });

  it('an index built without place words (a timetable page) takes port ids only', () => {
    const graph = makeGraph({ ports: ['manila', makePort('cebu', { name: 'Cebu Port' })], timetables: [
      { id: 'manila-cebu', from: 'manila', to: 'cebu', rows: [{ days: ['Mon'], dep: '20:00', duration: 1320 }] },
    ] });
    const idsOnly = indexTrips(tripSetOf(graph.routes));
    expect(explainPlace(idsOnly, 'cebu')).toEqual({ ok: true, port: 'cebu', matched: 'id' });
    expect(explainPlace(idsOnly, 'Cebu Port')).toEqual({ ok: false, reason: 'unknown', input: 'Cebu Port' });
    expect(explainPlace(idsOnly, '  ')).toEqual({ ok: false, reason: 'empty', input: '  ' });
  });
});
