// @vitest-environment jsdom
/**
 * The /schedules filter on the pre-rendered page: the tables are rendered once, on the server, and the
 * filter hides what does not match (schedules/filter-page.ts), both before the first paint (first-paint.ts) and on
 * every change (the filter island). Rendered here as the server renders them, then filtered in a DOM.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { TimetableTable } from '../../src/site/components/TimetableTable';
import { applyToControls, applyToList, countLine, filterAnswer, filterOfSearch, withFilter, type FilterData } from '../../src/site/schedules/filter-page';
import { packTrips } from '../../src/query/trip-codec';
import { makeTimetable } from '../query/builders';

const ports = {
  manila: { name: 'Manila North Harbor', label: 'Manila North Harbor', destination: 'manila', book: 'Manila' },
  cebu: { name: 'Cebu Pier 1', label: 'Cebu Pier 1', destination: 'cebu', book: 'Cebu' },
  coron: { name: 'Coron Port', label: 'Coron Port', destination: 'coron', book: 'Coron' },
};

const cebu = makeTimetable({ id: 'manila-cebu', from: 'manila', to: 'cebu', rows: [
  { days: ['Mon'], dep: '12:00', arr: { dayOffset: 1, time: '08:00' } },
  { days: ['Thu'], dep: '12:00', arr: { dayOffset: 1, time: '08:00' } },
] });
// One row whose arrival window crosses midnight: the table splits it into one row per departure day.
const coron = makeTimetable({ id: 'manila-coron', from: 'manila', to: 'coron', rows: [
  { days: ['Mon', 'Wed'], dep: '18:00', duration: { min: 1680, max: 1920 } },
] });

const data: FilterData = {
  trips: packTrips([cebu, coron], ['manila-cebu', 'manila-coron']),
  portIds: Object.keys(ports),
  undated: [],
  // What SchedulesPage.server.ts works out from the rows: four lines, the Coron row shown as two.
  totalRows: 4,
  splitRows: { 'manila-coron': { 0: [['Mon'], ['Wed']] } },
};

// Thu 26 Nov 2026, noon in Manila.
const NOW = new Date('2026-11-26T04:00:00Z');

beforeEach(() => {
  document.body.innerHTML = `
    <p data-testid="match-count">All 3 sailings</p>
    <select id="filter-day"><option value=""></option><option value="mon">Mon</option><option value="wed">Wed</option><option value="today">Today</option></select>
    <select id="filter-from"><option value=""></option><option value="manila">Manila</option></select>
    <select id="filter-to"><option value=""></option><option value="cebu">Cebu</option><option value="coron">Coron</option></select>
    <a href="/planner" data-filter-link="/planner">Planner</a>
    <section data-schedule-group id="schedule-group-1">${renderToStaticMarkup(<><TimetableTable timetable={cebu} ports={ports} /><TimetableTable timetable={coron} ports={ports} /></>)}</section>
    <nav><ul><li><a href="#schedule-group-1">Manila Routes</a></li></ul></nav>`;
});

const visibleRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr')].filter((tr) => !tr.hidden)
  .map((tr) => `${tr.dataset.timetable} ${tr.querySelector('th')!.textContent}`);

describe('the filter applied to the pre-rendered page', () => {
  it('?day=wed → only Wednesday\'s row of the split Coron row; the Cebu section is hidden; the count and controls follow', () => {
    const answer = filterAnswer(data, filterOfSearch('?day=wed', data), NOW);
    applyToList(document, answer);
    applyToControls(document, answer);
    expect(visibleRows()).toEqual(['manila-coron Wed']);
    expect(document.getElementById('manila-cebu')!.hidden).toBe(true);
    expect(document.querySelector('[data-testid="match-count"]')!.textContent).toBe('1 sailing matches');
    expect(document.querySelector<HTMLSelectElement>('#filter-day')!.value).toBe('wed');
    expect(document.querySelector('a[data-filter-link]')!.getAttribute('href')).toBe('/planner?day=wed');
  });

  it.each([
    ['the count counts the lines shown: ?to=coron → both lines of the split row', '?to=coron', ['manila-coron Mon', 'manila-coron Wed'], '2 sailings match'],
    ['?to=cebu&day=today on a Thursday → the Thursday Cebu row', '?to=cebu&day=today', ['manila-cebu Thu'], '1 sailing matches'],
  ])('%s', (_, search, rows, count) => {
    const answer = filterAnswer(data, filterOfSearch(search, data), NOW);
    applyToList(document, answer);
    expect(visibleRows()).toEqual(rows);
    expect(countLine(answer)).toBe(count);
  });

  it('a filter that matches nothing hides the group and its jump link; clearing it shows everything again', () => {
    applyToList(document, filterAnswer(data, filterOfSearch('?to=coron&day=thu', data), NOW));
    expect(document.getElementById('schedule-group-1')!.hidden).toBe(true);
    expect(document.querySelector('nav li')!.hasAttribute('hidden')).toBe(true);
    const all = filterAnswer(data, filterOfSearch('', data), NOW);
    applyToList(document, all);
    expect(visibleRows()).toHaveLength(4); // two Cebu rows, the Coron row split in two
    expect(countLine(all)).toBe(`All ${visibleRows().length} sailings`);
    expect(document.getElementById('schedule-group-1')!.hidden).toBe(false);
  });

  it('a port the page does not list is ignored, not matched against nothing', () => {
    expect(filterOfSearch('?from=atlantis&day=mon', data)).toEqual({ from: '', to: '', day: 'Mon' });
    expect(withFilter('/planner', { from: 'manila', to: '', day: 'Mon' })).toBe('/planner?from=manila&day=mon');
  });

  it('a route whose days are not published: its one line shows whenever its route matches, whatever the day', () => {
    const odiongan = makeTimetable({ id: 'odiongan-caticlan', from: 'odiongan', to: 'caticlan', rows: [] });
    const withUndated: FilterData = { ...data, portIds: [...data.portIds, 'odiongan', 'caticlan'], undated: [odiongan], totalRows: 5 };
    const place = (name: string) => ({ name, label: name, destination: null, book: name });
    document.body.innerHTML = renderToStaticMarkup(<TimetableTable timetable={odiongan} ports={{ ...ports, odiongan: place('Odiongan Port'), caticlan: place('Caticlan Port') }} />);
    const line = document.querySelector<HTMLElement>('tr[data-timetable="odiongan-caticlan"]')!;
    applyToList(document, filterAnswer(withUndated, filterOfSearch('?from=odiongan&day=fri', withUndated), NOW));
    expect(line.hidden).toBe(false);
    applyToList(document, filterAnswer(withUndated, filterOfSearch('?from=manila&day=fri', withUndated), NOW));
    expect(line.hidden).toBe(true);
  });
});
