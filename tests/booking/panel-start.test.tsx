/**
 * The booking panel as an island starts from the clock and address the island was started with
 * (islands/context.tsx): its first render already shows the departure date and the address's question, so the
 * built site never renders the whole panel a second time to set them (issue 26). Without an island start (the
 * server render, `npm run dev`'s hydration) nothing date-dependent is rendered.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchPanel } from '../../src/site/booking/SearchPanel';
import { defaultDeparture, formatDisplay } from '../../src/site/booking/dates';
import { ClientStartContext, type ClientStart } from '../../src/site/islands/context';

const places = [{ name: 'Batangas', port: 'batangas' }, { name: 'Caticlan', port: 'caticlan' }];
// Mon 23 Nov 2026, 10:00 in Manila.
const now = new Date('2026-11-23T02:00:00Z');

function firstRender(start: ClientStart | null): string {
  return renderToStaticMarkup(
    <ClientStartContext.Provider value={start}>
      <SearchPanel places={places} bookingHost="https://booking.example" />
    </ClientStartContext.Provider>,
  );
}

describe('the booking panel started as an island', () => {
  it("shows the link's date and places in its first render", () => {
    const html = firstRender({ now, search: '?from=Batangas&to=Caticlan&date=2026-11-27' });
    expect(html).toContain(formatDisplay('2026-11-27'));
    expect(html).toContain('value="Batangas"');
    expect(html).toContain('value="Caticlan"');
  });

  it("without a date in the address, today's default departure, in its first render", () => {
    const html = firstRender({ now, search: '' });
    expect(html).toContain(formatDisplay(defaultDeparture(now)));
    expect(html).not.toContain('value="Batangas"');
  });

  it('not started as an island (pre-rendered, or hydrated whole): no date at all', () => {
    expect(firstRender(null)).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });
});
