/**
 * The timetable table as HTML (server render, no browser): the columns a traveller reads, multi-day arrivals,
 * estimated arrivals and rows without a departure time. The e2e suite checks the same on the built pages.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RouteRow } from '../../src/graph/types';
import { TimetableTable, type ExtraColumn, type TimetableDisplay } from '../../src/site/components/TimetableTable';
import { OverviewTable } from '../../src/site/components/OverviewTable';
import { minutes as m } from '../query/builders';

const ports = {
  manila: { name: 'Manila North Harbor', label: 'Manila North Harbor', destination: 'manila', book: 'Manila' },
  coron: { name: 'Coron Port', label: 'Coron Port', destination: 'coron', book: 'Coron' },
};

function makeRow(over: Partial<RouteRow>): RouteRow {
  return {
    days: ['Tue'], dep: m('13:30'), depOptions: null, arr: { dayOffset: 1, minute: m('02:30') },
    durationMinutes: { min: 780, max: 780 }, durationDerived: true, fare: null, hours: null, sources: ['manila-coron'], confirmed: true, ...over,
  };
}

function makeTimetable(rows: RouteRow[], over: Partial<TimetableDisplay> = {}): TimetableDisplay {
  const t = {
    id: 'manila-coron', name: 'Manila to Coron', from: 'manila', to: 'coron', mode: 'ferry' as const, fare: null, travelTime: null, note: null,
    rows, daysPublished: true, departsFrom: null, ...over,
  };
  // As the graph's route facts (route-facts.ts) name what of the route is unconfirmed.
  const unconfirmed = ([['sailings', rows.some((r) => !r.confirmed)], ['fare', t.fare?.disputed ?? false],
    ['time', t.travelTime?.disputed ?? false], ['departure', rows.some((r) => r.depOptions)]] as const).flatMap(([k, on]) => (on ? [k] : []));
  return { unconfirmed, ...t };
}

const settled = (min: number, max: number) => ({ disputed: false as const, value: { min, max }, statements: ['timetable:manila-coron'] });

/** Text with tags removed and whitespace collapsed, as a reader would see it (sr-only text included). */
function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}
/** The HTML without the text only a screen reader reads. */
const withoutSrOnly = (html: string) => html.replace(/<span class="sr-only">.*?<\/span>/g, '');

const table = (timetable: TimetableDisplay, columns?: ExtraColumn[]) => renderToStaticMarkup(<TimetableTable timetable={timetable} ports={ports} columns={columns} />);
/** The text of each timetable row of the table. */
const rowTexts = (html: string) => [...html.matchAll(/<tr data-timetable[^>]*>(.*?)<\/tr>/g)].map((m) => text(m[1]!));

describe('TimetableTable', () => {
  it('has the four spec columns plus duration, labelled PST, in a focusable scroll region with the timetable id', () => {
    const html = table(makeTimetable([makeRow({})]));
    const headers = [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => text(m[1]!));
    expect(headers).toEqual([
      'Departure Day', 'Departure Time (PST)', 'Arrival Day', 'Arrival Time (PST)', 'Duration',
    ]);
    expect(html).toContain('id="manila-coron"');
    expect(html).toMatch(/role="region" aria-label="Manila to Coron timetable" tabindex="0"/);
  });

  it('an overnight crossing shows the arrival weekday and "+1 day", and the derived duration', () => {
    const cells = text(table(makeTimetable([makeRow({})])));
    expect(cells).toContain('Tue 1:30 PM Wed +1 day 2:30 AM 13 h');
    expect(cells).not.toContain('Estimated');
  });

  it('a row with only a stated travel time → the arrival window, marked Estimated, duration marked approximate', () => {
    const row = makeRow({ days: ['Mon'], dep: m('20:00'), arr: null, durationMinutes: { min: 1200, max: 1320 }, durationDerived: false });
    const cells = text(table(makeTimetable([row])));
    expect(cells).toContain('Tue +1 day between 4:00 PM and 6:00 PM Estimated');
    expect(cells).not.toMatch(/about [0-9]+:[0-9]{2}/); // a window, never "about 3:00 PM"
    expect(cells).toContain('about 20 to 22 hours');
    expect(cells).toContain('Estimated arrivals are counted from the stated travel time.');
  });

  it('a window across midnight → one table row per departure day (no "or" list), each with its own days', () => {
    const row = makeRow({ days: ['Mon', 'Wed', 'Sat'], dep: m('18:00'), arr: null, durationMinutes: { min: 1680, max: 1920 }, durationDerived: false });
    const html = table(makeTimetable([row]));
    expect(rowTexts(html)).toEqual([
      expect.stringMatching(/^Mon 6:00 PM Tue–Wed \+1–2 days between Tue 10:00 PM and Wed 2:00 AM Estimated/),
      expect.stringMatching(/^Wed 6:00 PM Thu–Fri \+1–2 days between Thu 10:00 PM and Fri 2:00 AM Estimated/),
      expect.stringMatching(/^Sat 6:00 PM Sun–Mon \+1–2 days between Sun 10:00 PM and Mon 2:00 AM Estimated/),
    ]);
    expect(text(html)).not.toContain(' or ');
    // Each row of the split says its own day, so the filter (schedules/filter-page.ts) can keep only Wednesday's.
    expect([...html.matchAll(/<tr data-timetable="manila-coron" data-row="0" data-days="(\w+)"/g)].map((m) => m[1])).toEqual(['Mon', 'Wed', 'Sat']);
  });

  it('a departure in the small hours says when to be at the port', () => {
    const daily = makeRow({ days: 'Daily', dep: m('00:30'), arr: null, durationMinutes: { min: 480, max: 540 }, durationDerived: false });
    const saturday = makeRow({ days: ['Sat'], dep: m('01:00'), arr: { dayOffset: 1, minute: m('20:30') }, durationMinutes: { min: 2610, max: 2610 } });
    const cells = text(table(makeTimetable([daily, saturday])));
    expect(cells).toContain('Daily 12:30 AM be at the port the night before Same day between 8:30 AM and 9:30 AM');
    expect(cells).toContain('Sat 1:00 AM be at the port Friday night Sun');
  });

  it('a row without a departure time → the timetable note in the time cell, arrival not stated', () => {
    const row = makeRow({ days: 'Daily', dep: null, arr: null, durationMinutes: { min: 60, max: 90 }, durationDerived: false });
    const cells = text(table(makeTimetable([row], { note: 'Several departures daily' })));
    expect(cells).toContain('Daily Several departures daily');
    expect(cells).toContain('Not stated');
    expect(cells).not.toContain('Estimated');
  });

  it('a row without a departure time but with stated hours → "Any time" from the first to the last departure, then the note', () => {
    const row = makeRow({ days: 'Daily', dep: null, arr: null, durationMinutes: { min: 300, max: 360 }, durationDerived: false, hours: { min: m('05:00'), max: m('18:00') } });
    const cells = text(table(makeTimetable([row], { note: 'Vans and buses leave throughout the day' })));
    expect(cells).toContain('Daily Any time 5:00 AM–6:00 PM Vans and buses leave throughout the day');
  });

  it('fare, from and to columns when asked; a row fare wins over the timetable fare', () => {
    const t = makeTimetable([makeRow({}), makeRow({ fare: { min: 2500, max: 2600 } })], { fare: settled(2236, 2394) });
    const cells = text(table(t, ['from', 'to', 'fare']));
    expect(cells).toContain('From To Departure Day');
    expect(cells).toContain('Manila North Harbor Coron Port Tue');
    expect(cells).toContain('₱2,236–₱2,394');
    expect(cells).toContain('₱2,500–₱2,600');
  });

  it('each fare is marked as its fact: the route\'s fare, or a row\'s own', () => {
    const t = makeTimetable([makeRow({}), makeRow({ fare: { min: 2500, max: 2600 } })], { fare: settled(2236, 2394) });
    const html = table(t, ['fare']);
    expect(html).toContain('<span data-fact="fare:manila-coron">');
    expect(html).toContain('<span data-fact="fare:manila-coron.1">');
  });

  it('a disputed fare → every published figure, "or", marked Unconfirmed, and one line under the table saying what to do', () => {
    const fare = { disputed: true as const, options: [
      { value: { min: 1800, max: 7000 }, statements: ['timetable:a'] }, { value: { min: 2236, max: 2394 }, statements: ['timetable:b'] },
    ] };
    const html = table(makeTimetable([makeRow({})], { fare }), ['fare']);
    expect(html).toContain('<span data-fact="fare:manila-coron" data-disputed="">');
    const cells = text(withoutSrOnly(html));
    expect(cells).toContain('₱1,800–₱7,000 or ₱2,236–₱2,394 Unconfirmed');
    expect(cells).toContain('Unconfirmed: The operator’s published pages differ on this route’s fare. The booking site shows the current fare.');
  });

  it('a sailing not every source states → marked Unconfirmed on its row, and the line says to check the day', () => {
    const rows = [makeRow({}), makeRow({ days: ['Fri'], dep: m('20:00'), confirmed: false, sources: ['other-page'] })];
    const html = table(makeTimetable(rows));
    const trs = rowTexts(html);
    expect(trs[0]).not.toContain('Unconfirmed');
    expect(trs[1]).toMatch(/^Fri Unconfirmed 8:00 PM/);
    expect(html).toContain('data-unconfirmed=""');
    expect(text(html)).toContain('differ on this route’s sailings. Check the day and time at the ticket office');
  });

  it('a route known only by its fare → one row saying its days are not published and where to ask, with the fare', () => {
    const t = makeTimetable([], { daysPublished: false, fare: settled(350, 556) });
    const html = table(t, ['fare']);
    expect(withoutSrOnly(html).replace(/<[^>]+>/g, '')).toContain('Days not published — ask at the ticket office at Manila North Harbor.₱350–₱556');
    expect(html).toContain('<span data-fact="days:manila-coron">Days not published</span>');
  });

  it('data text is escaped, never parsed as HTML', () => {
    const html = table(makeTimetable([makeRow({ dep: null, arr: null })], { note: '<img src=x onerror=alert(1)>' }));
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });

  it('a sailing at one of several times → one row, "11:00 AM or 5:30 PM" as one fact marked Unconfirmed, arriving from the first to the last', () => {
    const row = makeRow({ days: ['Tue', 'Fri'], dep: m('11:00'), depOptions: [m('11:00'), m('17:30')], arr: null, durationMinutes: { min: 960, max: 960 }, durationDerived: false });
    const html = table(makeTimetable([row]));
    const trs = rowTexts(withoutSrOnly(html));
    // 11:00 + 16 h = 3:00 AM; 17:30 + 16 h = 9:30 AM, next day.
    expect(trs).toEqual(['Tue, Fri 11:00 AM or 5:30 PM Unconfirmed Wed, Sat +1 day between 3:00 AM and 9:30 AM Estimated ≈ 16 h']);
    expect(html).toContain('<span data-fact="departure:manila-coron#0" data-disputed="">11:00 AM or 5:30 PM</span>');
    // Times a day apart: one line for the week saying the arrival day depends on the time, not a day-long window per day.
    const daily = makeRow({ days: 'Daily', dep: m('00:30'), depOptions: [m('00:30'), m('23:30')], arr: null, durationMinutes: { min: 480, max: 540 }, durationDerived: false });
    expect(rowTexts(withoutSrOnly(table(makeTimetable([daily]))))).toEqual(['Daily 12:30 AM or 11:30 PM Unconfirmed be at the port the night before Same day or next day 8–9 h after it leaves Estimated ≈ 8–9 h']);
    expect(text(html)).toContain('A sailing of this route leaves at one of several times, and the operator does not say which on which day. Check the day and time');
  });
});

describe('OverviewTable', () => {
  const hubPorts = { ...ports, manila: { ...ports.manila } };
  const rowsOf = (html: string) => [...withoutSrOnly(html).matchAll(/<tr [^>]*data-route[^>]*>(.*?)<\/tr>/g)].map((m) => text(m[1]!));

  it('a route whose sources differ → one row per source, its days, time and duration together, never "A or B" lists', () => {
    const fare = { disputed: true as const, options: [
      { value: { min: 1800, max: 7000 }, statements: ['timetable:el-nido-page'] },
      { value: { min: 2236, max: 2394 }, statements: ['fare-list:Manila Routes', 'timetable:coron-page'] },
    ] };
    const rows = [
      makeRow({ days: ['Mon', 'Thu', 'Sat'], dep: m('20:00'), arr: null, durationMinutes: { min: 1560, max: 1560 }, durationDerived: false, confirmed: false, sources: ['el-nido-page'] }),
      makeRow({ days: ['Tue'], dep: m('13:30'), arr: null, durationMinutes: { min: 1740, max: 1740 }, durationDerived: false, confirmed: false, sources: ['coron-page'] }),
    ];
    const time = { disputed: true as const, options: [{ value: { min: 1560, max: 1560 }, statements: [] }, { value: { min: 1740, max: 1740 }, statements: [] }] };
    const html = renderToStaticMarkup(<OverviewTable id="o" title="From Manila" hub="manila" ports={hubPorts}
      timetables={[makeTimetable(rows, { fare, travelTime: time })]} />);
    expect(rowsOf(html)).toEqual([
      'Coron Port Mon, Thu, Sat Unconfirmed 8:00 PM ≈ 26 h ₱1,800–₱7,000 Unconfirmed',
      'Coron Port Tue Unconfirmed 1:30 PM ≈ 29 h ₱2,236–₱2,394 Unconfirmed',
    ]);
    expect(html).not.toMatch(/data-fact="days:[^"]*" data-disputed/);
    expect(text(html)).toContain('differ on this route’s sailings, fare and travel time.');
  });

  it('a route with sailings at two times → a row for each time with its own days; one sailing at "A or B" stays one row', () => {
    const rows = [
      makeRow({ days: ['Mon', 'Wed'], dep: m('21:00'), arr: { dayOffset: 1, minute: m('15:00') }, durationMinutes: { min: 1080, max: 1080 } }),
      makeRow({ days: ['Tue'], dep: m('16:00'), arr: { dayOffset: 1, minute: m('21:00') }, durationMinutes: { min: 1740, max: 1740 } }),
    ];
    const either = makeTimetable([makeRow({ days: 'Daily', dep: m('00:30'), depOptions: [m('00:30'), m('23:30')], arr: null, durationMinutes: { min: 480, max: 540 }, durationDerived: false })],
      { id: 'manila-cebu', to: 'cebu', travelTime: settled(480, 540) });
    const html = renderToStaticMarkup(<OverviewTable id="o" title="From Manila" hub="manila" ports={{ ...hubPorts, cebu: { name: 'Cebu Port', label: 'Cebu Port', destination: 'cebu', book: 'Cebu' } }}
      timetables={[makeTimetable(rows), either]} />);
    expect(rowsOf(html)).toEqual([
      'Coron Port Mon, Wed 9:00 PM 18 h —',
      'Coron Port Tue 4:00 PM 29 h —',
      'Cebu Port Daily 12:30 AM or 11:30 PM Unconfirmed 8–9 h —',
    ]);
  });
});
