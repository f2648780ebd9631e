/**
 * The /schedules filter applied to the page's pre-rendered timetables: rows, route sections, groups and
 * their jump links are hidden with the `hidden` attribute; nothing is re-rendered. One module for the two moments a
 * filter is applied:
 *   - before the first paint, from the address, by the inline script (first-paint.ts), which also sets the
 *     filter's controls and count as the island will render them;
 *   - on every change afterwards, by the filter island (ScheduleFilter.tsx), which renders its own controls.
 * Both compute the answer with `filterAnswer` (the query engine's `departures`, schedules/filter.ts) from the
 * island's props, so the list the traveller first sees is the list the island keeps.
 *
 * The markup it reads: TimetableTable's `data-timetable` sections and rows (`data-row`, and `data-days` on a row
 * split into one row per departure day), SchedulesPage's `data-schedule-group` sections and their jump links, and
 * links that ask the same question elsewhere (`data-filter-link="/planner"`: the trip planner in the intro).
 */
import type { PackedTrips } from '../../query/trip-codec';
import type { Weekday } from '../../graph/types';
import { resolveDay } from './days';
import { indexOf } from './trip-index';
import { countMessage, filterParams, isFiltered, matchingRows, readFilter, type ScheduleFilter } from './filter';

/** What the filter island is given (and what the first-paint script reads from its props). */
export interface FilterData {
  trips: PackedTrips;
  /** Every port id the page's filter offers. */
  portIds: readonly string[];
  /** Routes whose days are not published: they match on their ports whatever the day. */
  undated: readonly { id: string; from: string; to: string }[];
  /** Table rows of every timetable (the unfiltered count): what the page shows, a row split by day counted per line. */
  totalRows: number;
  /**
   * The timetable rows shown as one line per departure day (an arrival window across midnight, format/arrival.ts):
   * the days of each line, by timetable and row, so a count counts the lines a traveller sees.
   */
  splitRows: Readonly<Record<string, Readonly<Record<number, readonly string[][]>>>>;
}

export interface FilterAnswer {
  filter: ScheduleFilter;
  /** Rows shown by timetable id; null when nothing is filtered (every row shows). */
  rows: Map<string, Set<number>> | null;
  /** The filter's weekday (today's for "today"). */
  day: Weekday | null;
  /** Table rows shown (the count line's figure: what the page shows). */
  shown: number;
}

/** The filter of an address's query, with only the page's ports. */
export function filterOfSearch(search: string, data: Pick<FilterData, 'portIds'>): ScheduleFilter {
  const known = new Set(data.portIds);
  return readFilter(new URLSearchParams(search), { from: known, to: known });
}

export function filterAnswer(data: FilterData, filter: ScheduleFilter, now: Date): FilterAnswer {
  // Unfiltered, every row shows: the query index is not built for it (the first render of /schedules).
  const rows = isFiltered(filter) ? matchingRows(indexOf(data.trips), filter, now, data.undated) : null;
  const day = resolveDay(filter.day, now);
  return { filter, rows, day, shown: rows ? shownRows(data, rows, day) : data.totalRows };
}

/** The lines a filter leaves: a split row counts each line whose day it keeps (rowShown hides the others). */
function shownRows(data: Pick<FilterData, 'splitRows'>, rows: Map<string, Set<number>>, day: Weekday | null): number {
  let n = 0;
  for (const [timetable, indexes] of rows) {
    for (const row of indexes) {
      const lines = data.splitRows[timetable]?.[row];
      n += lines ? lines.filter((days) => !day || days.includes(day)).length : 1;
    }
  }
  return n;
}

/** The count line: "All 45 sailings", "5 sailings match". */
export function countLine(answer: FilterAnswer): string {
  return countMessage(answer.shown, isFiltered(answer.filter));
}

/** Whether a pre-rendered row shows under the answer. `days`: the row's own days when it is one of a split row. */
function rowShown(answer: Pick<FilterAnswer, 'rows' | 'day'>, timetable: string, row: number | null, days: readonly string[] | null): boolean {
  if (!answer.rows) return true;
  const matching = answer.rows.get(timetable);
  if (!matching) return false;
  if (row === null) return true; // a route whose days are not published: its one line
  if (!matching.has(row)) return false;
  return !days || !answer.day || days.includes(answer.day);
}

function show(element: Element | null | undefined, visible: boolean): void {
  if (element instanceof HTMLElement && element.hidden === visible) element.hidden = !visible;
}

/** "/planner?from=batangas&day=fri": `base` asked the filter's question. */
export function withFilter(base: string, filter: ScheduleFilter): string {
  const query = filterParams(filter).toString();
  return `${base}${query ? `?${query}` : ''}`;
}

/**
 * Shows what the answer keeps and hides the rest: rows, route sections, groups and the groups' jump links; links
 * that carry the question follow it.
 */
export function applyToList(root: ParentNode, answer: Pick<FilterAnswer, 'rows' | 'day' | 'filter'>): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-filter-link]')) {
    link.setAttribute('href', withFilter(link.dataset.filterLink!, answer.filter));
  }
  for (const row of root.querySelectorAll<HTMLElement>('tr[data-timetable]')) {
    const index = row.dataset.row === undefined ? null : Number(row.dataset.row);
    show(row, rowShown(answer, row.dataset.timetable!, index, row.dataset.days?.split(' ') ?? null));
  }
  for (const section of root.querySelectorAll<HTMLElement>('section[data-timetable]')) {
    show(section, !answer.rows || answer.rows.has(section.dataset.timetable!));
  }
  for (const group of root.querySelectorAll<HTMLElement>('[data-schedule-group]')) {
    const visible = [...group.querySelectorAll<HTMLElement>('section[data-timetable]')].some((s) => !s.hidden);
    show(group, visible);
    show(root.querySelector(`a[href="#${group.id}"]`)?.closest('li'), visible);
  }
}

/** Before the island renders: its selects and count line show the answer (first-paint.ts). */
export function applyToControls(root: ParentNode, answer: FilterAnswer): void {
  const { filter } = answer;
  const set = (id: string, value: string) => {
    const select = root.querySelector<HTMLSelectElement>(`#${id}`);
    if (select) select.value = value;
  };
  set('filter-day', filter.day.toLowerCase());
  set('filter-from', filter.from);
  set('filter-to', filter.to);
  const count = root.querySelector('[data-testid="match-count"]');
  if (count) count.textContent = countLine(answer);
}
