/**
 * The timetable table as HTML (server render, no browser): the columns a traveller reads, multi-day arrivals,
 * estimated arrivals and rows without a departure time. The e2e suite checks the same on the built pages.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TimetableRow } from '../../src/graph/types';
import { TimetableTable, type TimetableDisplay } from '../../src/site/components/TimetableTable';

const ports = {
  manila: { name: 'Manila', place: 'Manila', destination: 'manila' },
  coron: { name: 'Coron', place: 'Coron', destination: 'coron' },
};

function makeRow(over: Partial<TimetableRow>): TimetableRow {
  return {
    days: ['Tue'], dep: '13:30', arr: { dayOffset: 1, time: '02:30' },
    durationMinutes: { min: 780, max: 780 }, durationDerived: true, fare: null, hours: null, ...over,
  };
}

function makeTimetable(rows: TimetableRow[], over: Partial<TimetableDisplay> = {}): TimetableDisplay {
  return { id: 'manila-coron', name: 'Manila to Coron', from: 'manila', to: 'coron', fare: null, note: null, rows, statedDuration: null, ...over };
}

/** Text with tags removed and whitespace collapsed, as a reader would see it (sr-only text included). */
function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

describe('TimetableTable', () => {
  it('has the four spec columns plus duration, labelled PST, in a focusable scroll region with the timetable id', () => {
    const html = renderToStaticMarkup(<TimetableTable timetable={makeTimetable([makeRow({})])} ports={ports} />);
    const headers = [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => text(m[1]!));
    expect(headers).toEqual([
      'Departure Day', 'Departure Time (PST)', 'Arrival Day', 'Arrival Time (PST)', 'Duration',
    ]);
    expect(html).toContain('id="manila-coron"');
    expect(html).toMatch(/role="region" aria-label="Manila to Coron timetable" tabindex="0"/);
  });

  it('an overnight crossing shows the arrival weekday and "+1 day", and the derived duration', () => {
    const html = renderToStaticMarkup(<TimetableTable timetable={makeTimetable([makeRow({})])} ports={ports} />);
    const cells = text(html);
    expect(cells).toContain('Tue 1:30 PM Wed +1 day 2:30 AM 13 h');
    expect(cells).not.toContain('Estimated');
  });

  it('a row with only a stated travel time → the arrival window, marked Estimated, duration marked approximate', () => {
    const row = makeRow({ days: ['Mon'], dep: '20:00', arr: null, durationMinutes: { min: 1200, max: 1320 }, durationDerived: false });
    const cells = text(renderToStaticMarkup(<TimetableTable timetable={makeTimetable([row])} ports={ports} />));
    expect(cells).toContain('Tue +1 day 4:00 PM–6:00 PM Estimated');
    expect(cells).toContain('about 20 to 22 hours');
    expect(cells).toContain('Estimated arrivals are counted from the stated travel time.');
  });

  it('a row without a departure time → the timetable note in the time cell, arrival not stated', () => {
    const row = makeRow({ days: 'Daily', dep: null, arr: null, durationMinutes: { min: 60, max: 90 }, durationDerived: false });
    const t = makeTimetable([row], { note: 'Several departures daily' });
    const cells = text(renderToStaticMarkup(<TimetableTable timetable={t} ports={ports} />));
    expect(cells).toContain('Daily Several departures daily');
    expect(cells).toContain('Not stated');
    expect(cells).not.toContain('Estimated');
  });

  it('a row without a departure time but with stated hours → "Any time" from the first to the last departure, then the note', () => {
    const row = makeRow({ days: 'Daily', dep: null, arr: null, durationMinutes: { min: 300, max: 360 }, durationDerived: false, hours: { from: '05:00', to: '18:00' } });
    const t = makeTimetable([row], { note: 'Vans and buses leave throughout the day' });
    const cells = text(renderToStaticMarkup(<TimetableTable timetable={t} ports={ports} />));
    expect(cells).toContain('Daily Any time 5:00 AM–6:00 PM Vans and buses leave throughout the day');
  });

  it('fare, from and to columns when asked; a row fare wins over the timetable fare', () => {
    const t = makeTimetable([makeRow({}), makeRow({ fare: { min: 2500, max: 2600 } })], { fare: { min: 2236, max: 2394 } });
    const html = renderToStaticMarkup(<TimetableTable timetable={t} ports={ports} columns={['from', 'to', 'fare']} />);
    const cells = text(html);
    expect(cells).toContain('From To Departure Day');
    expect(cells).toContain('Manila Coron Tue');
    expect(cells).toContain('₱2,236–₱2,394');
    expect(cells).toContain('₱2,500–₱2,600');
  });

  it('data text is escaped, never parsed as HTML', () => {
    const t = makeTimetable([makeRow({ dep: null, arr: null })], { note: '<img src=x onerror=alert(1)>' });
    const html = renderToStaticMarkup(<TimetableTable timetable={t} ports={ports} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
});
