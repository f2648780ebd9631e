import { describe, expect, it } from 'vitest';
import { formatLongDate, manilaStartOfDay } from '../../src/time';
import { absoluteUrl, bookTicketsHref, isExternal, mapsSearchUrl, telHref } from '../../src/site/format/links';

describe('news dates', () => {
  it('yyyy-MM-dd → "October 28, 2025", independent of the machine zone', () => {
    expect(formatLongDate('2025-10-28')).toBe('October 28, 2025');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
  });

  it('a malformed date → an error naming it', () => {
    expect(() => formatLongDate('28/10/2025')).toThrow('28/10/2025');
    expect(() => formatLongDate('2025-13-01')).toThrow('2025-13-01');
    expect(() => formatLongDate('2025-02-30')).toThrow('2025-02-30');
  });

  it('JSON-LD date-time is the start of the Manila day with +08:00', () => {
    expect(manilaStartOfDay('2025-10-28')).toBe('2025-10-28T00:00:00+08:00');
  });
});

describe('links', () => {
  it('maps search encodes the query (spaces, commas, ampersands)', () => {
    expect(mapsSearchUrl('Manila North Harbor, Tondo, Manila'))
      .toBe('https://www.google.com/maps/search/?api=1&query=Manila%20North%20Harbor%2C%20Tondo%2C%20Manila');
    expect(mapsSearchUrl('A & B')).toBe('https://www.google.com/maps/search/?api=1&query=A%20%26%20B');
  });

  it('book-tickets link carries from/to only when given, and round-trips through URLSearchParams', () => {
    expect(bookTicketsHref()).toBe('/book-tickets');
    expect(bookTicketsHref({ to: 'El Nido' })).toBe('/book-tickets?to=El+Nido');
    const href = bookTicketsHref({ from: 'Manila', to: 'Cagayan de Oro' });
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('from')).toBe('Manila');
    expect(params.get('to')).toBe('Cagayan de Oro');
  });

  it('absolute URLs join the base without doubled slashes', () => {
    expect(absoluteUrl('https://ferryticket.example', '/news/a')).toBe('https://ferryticket.example/news/a');
    expect(absoluteUrl('https://ferryticket.example/', '/')).toBe('https://ferryticket.example/');
    expect(absoluteUrl('https://ferryticket.example', 'logo.svg')).toBe('https://ferryticket.example/logo.svg');
  });

  it('tel and external detection', () => {
    expect(telHref('+63281234567')).toBe('tel:+63281234567');
    expect(isExternal('https://maps.example')).toBe(true);
    expect(isExternal('/schedules')).toBe(false);
  });
});
