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
  it("the place name whose text is the port's city, else the first name mapped to the port", () => {
    expect(bookingPlaceName(places, { id: 'manila', city: 'Manila' })).toBe('Manila');
    expect(bookingPlaceName(places, { id: 'caticlan', city: 'Caticlan' })).toBe('Caticlan');
    expect(bookingPlaceName(places, { id: 'caticlan', city: 'Malay' })).toBe('Boracay');
    expect(bookingPlaceName(places, { id: 'dipolog', city: 'Dapitan City' })).toBe('Dapitan');
  });

  it('a port no place name maps to → null (no prefill), never its city ("Ozamis City" is not in the list)', () => {
    expect(bookingPlaceName(places, { id: 'ozamiz', city: 'Ozamis City' })).toBeNull();
  });
});
