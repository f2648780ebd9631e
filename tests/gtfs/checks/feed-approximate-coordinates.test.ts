import { describe, expect, it } from 'vitest';
import { feedApproximateCoordinates } from '../../../src/pipeline/checks/feed-approximate-coordinates';
import { fixtureGraph } from '../builders';
import { makeContext } from './context';

describe('approximate_coordinates', () => {
  it('published ports at a city-level position → info each, at their precision; pier positions → no notice', () => {
    const findings = feedApproximateCoordinates.run(makeContext(fixtureGraph()));
    expect(findings.map((f) => f.context.port)).toEqual(['cebu', 'manila']); // coron is a pier position
    expect(findings[1]).toEqual({
      code: 'approximate_coordinates', severity: 'info',
      at: { file: 'data/ports.yaml', path: ['ports', 4, 'coordinates', 'precision'] },
      message: 'port "manila" is placed at a city-level position, not its pier; the GTFS feed says so in stop_desc — replace it with the pier\'s coordinates (precision: pier) when known',
      context: { port: 'manila', lat: 14.608, lng: 120.96, source: 'North Harbor area, Tondo (approximate)' },
    });
  });

  it('an approximate port that no published sailing uses (batangas in the fixture) → no notice', () => {
    expect(feedApproximateCoordinates.run(makeContext(fixtureGraph())).some((f) => f.context.port === 'batangas')).toBe(false);
  });
});
