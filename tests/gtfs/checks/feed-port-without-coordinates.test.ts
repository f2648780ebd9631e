import { describe, expect, it } from 'vitest';
import { feedPortWithoutCoordinates } from '../../../src/pipeline/checks/feed-port-without-coordinates';
import { fixtureGraph, makePort } from '../builders';
import { makeContext } from './context';

const withoutCoron = () => {
  const graph = fixtureGraph();
  graph.ports = graph.ports.map((p) => (p.id === 'coron' ? makePort('coron', null) : p));
  return graph;
};

describe('port_without_coordinates', () => {
  it('a port a published sailing calls at has no coordinates → error at the port, naming the timetable', () => {
    expect(feedPortWithoutCoordinates.run(makeContext(withoutCoron()))).toEqual([{
      code: 'port_without_coordinates', severity: 'error',
      at: { file: 'data/ports.yaml', path: ['ports', 2] },
      message: 'port "coron" has no coordinates, but the GTFS feed publishes sailings that call there and every stop needs a position — add coordinates: { lat, lng, precision, source } (precision: approximate is fine for a town-level position)',
      context: { port: 'coron', timetables: ['manila-coron'] },
      related: [{ file: 'data/timetables/manila-coron.yaml', path: ['timetables', 0] }],
    }]);
  });

  it.each([
    ['a port without coordinates that no published sailing uses (iloilo in the fixture)', makeContext(fixtureGraph())],
    ['the ports file failed to load (the load error says enough)', makeContext(withoutCoron(), { incomplete: ['ports'] })],
  ])('%s → no notice', (_, context) => {
    expect(feedPortWithoutCoordinates.run(context)).toEqual([]);
  });
});
