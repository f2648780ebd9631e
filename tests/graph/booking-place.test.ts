import { describe, expect, it } from 'vitest';
import { bookingPlaceName } from '../../src/graph/booking-place';

const places = [
  { name: 'Manila', port: 'manila' },
  { name: 'Boracay', port: 'caticlan' },
  { name: 'Caticlan', port: 'caticlan' },
  { name: 'Dapitan', port: 'dipolog' },
  { name: 'Romblon' },
];

describe('bookingPlaceName', () => {
  it("the place name whose text is the port's city, else one the port's name says, else the first mapped", () => {
    expect(bookingPlaceName(places, { id: 'manila', city: 'Manila', name: 'Manila North Harbor' })).toBe('Manila');
    expect(bookingPlaceName(places, { id: 'caticlan', city: 'Caticlan', name: 'Caticlan Jetty Port' })).toBe('Caticlan');
    expect(bookingPlaceName(places, { id: 'caticlan', city: 'Malay', name: 'Jetty Port' })).toBe('Boracay');
    // A name the port's own name says wins over the first mapped: the traveller recognises the port.
    expect(bookingPlaceName(places, { id: 'caticlan', city: 'Malay', name: 'Caticlan Jetty Port' })).toBe('Caticlan');
    expect(bookingPlaceName(places, { id: 'dipolog', city: 'Dapitan City', name: 'Dipolog Port' })).toBe('Dapitan');
  });

  it('a port no place name maps to → null (no prefill), never its city ("Ozamis City" is not in the list)', () => {
    expect(bookingPlaceName(places, { id: 'ozamiz', city: 'Ozamis City', name: 'Ozamis Port' })).toBeNull();
  });
});
