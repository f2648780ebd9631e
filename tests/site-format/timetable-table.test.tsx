/**
 * The timetable table as HTML (server render, no browser): the columns a traveller reads, multi-day arrivals,
 * estimated arrivals and rows without a departure time. The e2e suite checks the same on the built pages.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TimetableRow } from '../../src/graph/types';
import { TimetableTable, type TimetableDisplay } from '../../src/site/components/TimetableTable';

const ports = {
  manila: { name: 'Manila North Harbor', label: 'Manila North Harbor', destination: 'manila', book: 'Manila' },
  coron: { name: 'Coron Port', label: 'Coron Port', destination: 'coron', book: 'Coron' },
};

function makeRow(over: Partial<TimetableRow>): TimetableRow {
  return {
    days: ['Tue'], dep: '13:30', arr: { dayOffset: 1, time: '02:30' },
    durationMinutes: { min: 780, max: 780 }, durationDerived: true, fare: null, hours: null, sources: ['manila-coron'], confirmed: true, ...over,
  };
}

function makeTimetable(rows: TimetableRow[], over: Partial<TimetableDisplay> = {}): TimetableDisplay {
  return {
    id: 'manila-coron', name: 'Manila to Coron', from: 'manila', to: 'coron', mode: 'ferry', fare: null, travelTime: null, note: null,
    rows, daysPublished: true, departsFrom: null, ...over,
  };
}

const settled = (min: number, max: number) => ({ disputed: false as const, value: { min, max }, statements: ['timetable:manila-coron'] });

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
    expect(cells).toContain('Tue +1 day between 4:00 PM and 6:00 PM Estimated');
    expect(cells).not.toMatch(/about [0-9]+:[0-9]{2}/); // a window, never "about 3:00 PM"
    expect(cells).toContain('about 20 to 22 hours');
    expect(cells).toContain('Estimated arrivals are counted from the stated travel time.');
  });

  it('a window across midnight → one table row per departure day (no "or" list), each with its own days', () => {
    const row = makeRow({ days: ['Mon', 'Wed', 'Sat'], dep: '18:00', arr: null, durationMinutes: { min: 1680, max: 1920 }, durationDerived: false });
    const html = renderToStaticMarkup(<TimetableTable timetable={makeTimetable([row])} ports={ports} />);
    const rows = [...html.matchAll(/<tr data-timetable[^>]*>(.*?)<\/tr>/g)].map((m) => text(m[1]!));
    expect(rows).toEqual([
      expect.stringMatching(/^Mon 6:00 PM Tue–Wed \+1–2 days between Tue 10:00 PM and Wed 2:00 AM Estimated/),
      expect.stringMatching(/^Wed 6:00 PM Thu–Fri \+1–2 days between Thu 10:00 PM and Fri 2:00 AM Estimated/),
      expect.stringMatching(/^Sat 6:00 PM Sun–Mon \+1–2 days between Sun 10:00 PM and Mon 2:00 AM Estimated/),
    ]);
    expect(text(html)).not.toContain(' or ');
    // With the filter on Wednesday only Wednesday's row of the split shows.
    const wed = renderToStaticMarkup(<TimetableTable timetable={makeTimetable([row])} ports={ports} onlyDay="Wed" />);
    expect([...wed.matchAll(/<tr data-timetable/g)]).toHaveLength(1);
    expect(text(wed)).toContain('Wed 6:00 PM Thu–Fri');
  });

  it('a departure in the small hours says when to be at the port', () => {
    const daily = makeRow({ days: 'Daily', dep: '00:30', arr: null, durationMinutes: { min: 480, max: 540 }, durationDerived: false });
    const saturday = makeRow({ days: ['Sat'], dep: '01:00', arr: { dayOffset: 1, time: '20:30' }, durationMinutes: { min: 2610, max: 2610 } });
    const cells = text(renderToStaticMarkup(<TimetableTable timetable={makeTimetable([daily, saturday])} ports={ports} />));
    expect(cells).toContain('Daily 12:30 AM be at the port the night before Same day between 8:30 AM and 9:30 AM');
    expect(cells).toContain('Sat 1:00 AM be at the port Friday night Sun');
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
    const t = makeTimetable([makeRow({}), makeRow({ fare: { min: 2500, max: 2600 } })], { fare: settled(2236, 2394) });
    const html = renderToStaticMarkup(<TimetableTable timetable={t} ports={ports} columns={['from', 'to', 'fare']} />);
    const cells = text(html);
    expect(cells).toContain('From To Departure Day');
    expect(cells).toContain('Manila North Harbor Coron Port Tue');
    expect(cells).toContain('₱2,236–₱2,394');
    expect(cells).toContain('₱2,500–₱2,600');
  });

  it('each fare is marked as its fact: the route\'s fare, or a row\'s own', () => {
    const t = makeTimetable([makeRow({}), makeRow({ fare: { min: 2500, max: 2600 } })], { fare: settled(2236, 2394) });
    const html = renderToStaticMarkup(<TimetableTable timetable={t} ports={ports} columns={['fare']} />);
    expect(html).toContain('<span data-fact="fare:manila-coron">');
    expect(html).toContain('<span data-fact="fare:manila-coron.1">');
  });

  it('a disputed fare → every published figure, "or", marked Unconfirmed, and one line under the table saying what to do', () => {
    const fare = { disputed: true as const, options: [
      { value: { min: 1800, max: 7000 }, statements: ['timetable:a'] }, { value: { min: 2236, max: 2394 }, statements: ['timetable:b'] },
    ] };
    const html = renderToStaticMarkup(<TimetableTable timetable={makeTimetable([makeRow({})], { fare })} ports={ports} columns={['fare']} />);
    expect(html).toContain('<span data-fact="fare:manila-coron" data-disputed="">');
    const cells = text(html.replace(/<span class="sr-only">.*?<\/span>/g, ''));
    expect(cells).toContain('₱1,800–₱7,000 or ₱2,236–₱2,394 Unconfirmed');
    expect(cells).toContain('Unconfirmed: The operator’s published pages differ on this route’s fare. The booking site shows the current fare.');
  });

  it('a sailing not every source states → marked Unconfirmed on its row, and the line says to check the day', () => {
    const rows = [makeRow({}), makeRow({ days: ['Fri'], dep: '20:00', confirmed: false, sources: ['other-page'] })];
    const html = renderToStaticMarkup(<TimetableTable timetable={makeTimetable(rows)} ports={ports} />);
    const trs = [...html.matchAll(/<tr data-timetable[^>]*>(.*?)<\/tr>/g)].map((m) => text(m[1]!));
    expect(trs[0]).not.toContain('Unconfirmed');
    expect(trs[1]).toMatch(/^Fri Unconfirmed 8:00 PM/);
    expect(html).toContain('data-unconfirmed=""');
    expect(text(html)).toContain('differ on this route’s sailings. Check the day at the ticket office');
  });

  it('a route known only by its fare → one row saying its days are not published and where to ask, with the fare', () => {
    const t = makeTimetable([], { daysPublished: false, fare: settled(350, 556) });
    const html = renderToStaticMarkup(<TimetableTable timetable={t} ports={ports} columns={['fare']} />);
    expect(html.replace(/<span class="sr-only">.*?<\/span>/g, '').replace(/<[^>]+>/g, '')).toContain('Days not published — ask at the ticket office at Manila North Harbor.₱350–₱556');
    expect(html).toContain('<span data-fact="days:manila-coron">Days not published</span>');
  });

  it('data text is escaped, never parsed as HTML', () => {
    const t = makeTimetable([makeRow({ dep: null, arr: null })], { note: '<img src=x onerror=alert(1)>' });
    const html = renderToStaticMarkup(<TimetableTable timetable={t} ports={ports} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
});
