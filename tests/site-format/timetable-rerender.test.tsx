// @vitest-environment jsdom
/**
 * Issue 14: when the clock arrives or ticks, a page re-renders every route's lead (next sailing, dated Book Tickets
 * link) but not its rows. On /schedules a redraw of all 28 tables was one long task right after hydration (Lighthouse
 * TBT 93–137 ms); with the rows left alone it is a few lines. The row-mark callback runs once per drawn row, so it
 * counts how often the rows were drawn.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimetableRow } from '../../src/graph/types';
import { TimetableTable, type TimetableDisplay } from '../../src/site/components/TimetableTable';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ports = {
  manila: { name: 'Manila North Harbor', label: 'Manila North Harbor', destination: 'manila', book: 'Manila' },
  cebu: { name: 'Cebu Pier 1', label: 'Cebu Pier 1', destination: 'cebu', book: 'Cebu' },
};

const row = (days: TimetableRow['days'], dep: string): TimetableRow => ({
  days, dep, arr: { dayOffset: 1, time: '08:00' }, durationMinutes: { min: 1200, max: 1200 }, durationDerived: true, fare: null, hours: null,
  sources: ['manila-cebu'], confirmed: true,
});

const timetable: TimetableDisplay = {
  id: 'manila-cebu', name: 'Manila to Cebu', from: 'manila', to: 'cebu', mode: 'ferry', fare: null, travelTime: null, note: null,
  rows: [row(['Mon'], '12:00'), row(['Thu'], '12:00'), row(['Sat'], '09:00')], daysPublished: true, departsFrom: null,
};

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('TimetableTable re-renders', () => {
  it('a new lead (the clock ticked) redraws the lead and leaves the rows alone', () => {
    const rowMark = vi.fn(() => null);
    act(() => root.render(<TimetableTable timetable={timetable} ports={ports} rowMark={rowMark} lead={<p>Next sailing: Mon</p>} />));
    expect(rowMark).toHaveBeenCalledTimes(3);

    act(() => root.render(<TimetableTable timetable={timetable} ports={ports} rowMark={rowMark} lead={<p>Next sailing: Thu</p>} />));
    expect(container.textContent).toContain('Next sailing: Thu');
    expect(rowMark).toHaveBeenCalledTimes(3);
  });

  it('a new filter answer or new row marks redraw the rows', () => {
    const rowMark = vi.fn(() => null);
    act(() => root.render(<TimetableTable timetable={timetable} ports={ports} rowMark={rowMark} visibleRows={null} />));
    expect(container.querySelectorAll('tbody tr')).toHaveLength(3);

    act(() => root.render(<TimetableTable timetable={timetable} ports={ports} rowMark={rowMark} visibleRows={new Map([['manila-cebu', new Set([1])]])} />));
    expect([...container.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual(['Thu']);

    const marked = vi.fn((_id: string, i: number) => (i === 1 ? <span>Cancelled</span> : null));
    act(() => root.render(<TimetableTable timetable={timetable} ports={ports} rowMark={marked} visibleRows={null} />));
    expect(container.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(container.querySelector('tbody tr:nth-child(2) th')?.textContent).toBe('ThuCancelled');
  });
});
