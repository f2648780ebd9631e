import { describe, expect, it } from 'vitest';
import { bookingPrefill } from '../../../src/pipeline/checks/booking-prefill';
import { makeDestination, makePort, runCheck } from '../builders';

const ports = [
  makePort('manila', { city: 'Manila' }),
  makePort('nasipit', { name: 'Nasipit Port', city: 'Nasipit', aliases: ['Nasipit'] }),
  makePort('ozamiz', { name: 'Ozamis Port', city: 'Ozamis City', aliases: ['Ozamiz'] }),
];
/** Two of the spec's names: Butuan's ships use Nasipit; no name maps to Ozamis. */
const places = [{ name: 'Manila', port: 'manila' }, { name: 'Butuan', port: 'nasipit' }];
const ctaTo = (to: string) => ({ title: 'Go', text: 'Go.', links: [{ label: 'Book Now', to }, { label: 'View All Schedules', to: '/schedules' }] });

describe('booking_prefill_unlisted', () => {
  it('a call to action prefilling "Ozamiz City", which is no place name and resolves to none → notice naming the link and the place list', () => {
    const manila = makeDestination('manila', { port: 'manila', cta: ctaTo('/book-tickets?from=Manila&to=Ozamiz+City') });
    expect(runCheck(bookingPrefill, { ports, places, destinations: [manila] })).toEqual([{
      code: 'booking_prefill_unlisted', severity: 'warning',
      at: { file: 'data/destinations/manila.yaml', path: ['cta', 'links', 0, 'to'] },
      message: 'the Book Tickets link /book-tickets?from=Manila&to=Ozamiz+City prefills To with "Ozamiz City", which is not a place name of the search panel (data/places.yaml) and resolves to none — use one of its names, or leave to out',
      context: { link: '/book-tickets?from=Manila&to=Ozamiz+City', field: 'to', name: 'Ozamiz City' },
      related: [{ file: 'data/places.yaml', path: ['places'] }],
    }]);
  });

  it('a listed name in another case, or a port word a listed name maps to ("Nasipit" → Butuan) → no notice', () => {
    const manila = makeDestination('manila', { port: 'manila', cta: ctaTo('/book-tickets?from=manila&to=Nasipit') });
    expect(runCheck(bookingPrefill, { ports, places, destinations: [manila] })).toEqual([]);
  });
});

describe('booking_prefill_missing', () => {
  it('a route card to a port no place name maps to → info naming the card and the port', () => {
    const routes = { groups: [{ title: 'Manila', cards: [
      { name: 'Manila to Ozamis', from: 'manila', to: 'ozamiz', frequency: 'Weekly', duration: 38, description: 'A weekly sailing.' },
    ] }] };
    expect(runCheck(bookingPrefill, { ports, places, routes })).toEqual([{
      code: 'booking_prefill_missing', severity: 'info',
      at: { file: 'data/routes.yaml', path: ['groups', 0, 'cards', 0, 'to'] },
      message: 'the Book Tickets link of the route card "Manila to Ozamis" fills To with the port\'s town, "Ozamis City", which the search panel does not suggest: no place name of the panel (data/places.yaml) maps to port ozamiz ("Ozamis Port") — add port: ozamiz to the name that serves it, if one does',
      context: { port: 'ozamiz', field: 'to' },
      related: [{ file: 'data/ports.yaml', path: ['ports', 2] }],
    }]);
  });
});
