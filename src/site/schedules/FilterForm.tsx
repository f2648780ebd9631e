/**
 * The /schedules filter: Day, From, To as native selects (the most accessible control there is), applied at once.
 *
 * Pre-rendered disabled: without JavaScript a static host cannot filter, so the controls stay greyed out, a
 * <noscript> line says so, and the full timetable below is the answer. The page enables them after hydration.
 */
import { WEEKDAY_NAMES } from '../../time';
import { focusRing } from '../components/ui';
import { DAY_OPTIONS, parseDay } from './days';
import type { ScheduleFilter } from './filter';

export interface PortOption { id: string; name: string }

const SELECT = `mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100 disabled:text-slate-500 ${focusRing}`;

export function FilterForm({ filter, fromPorts, toPorts, enabled, todayLabel, onChange }: {
  filter: ScheduleFilter;
  fromPorts: readonly PortOption[];
  toPorts: readonly PortOption[];
  enabled: boolean;
  /** "Today (Fri)" once the browser knows the Manila date. */
  todayLabel: string;
  onChange: (next: ScheduleFilter) => void;
}) {
  const set = (key: keyof ScheduleFilter) => (e: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...filter, [key]: key === 'day' ? parseDay(e.target.value) : e.target.value });
  return (
    <form role="search" aria-label="Filter schedules" action="/schedules" method="get" onSubmit={(e) => e.preventDefault()}>
      <fieldset disabled={!enabled} className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <legend className="sr-only">Filter sailings by day and port</legend>
        <div>
          <label htmlFor="filter-day" className="block font-semibold text-slate-900">Day</label>
          <select id="filter-day" name="day" value={filter.day.toLowerCase()} onChange={set('day')} className={SELECT}>
            <option value="">Any day</option>
            <option value="today">{todayLabel}</option>
            {DAY_OPTIONS.map((d) => <option key={d} value={d.toLowerCase()}>{WEEKDAY_NAMES[d]}</option>)}
          </select>
        </div>
        {([['from', 'From', fromPorts], ['to', 'To', toPorts]] as const).map(([key, label, ports]) => (
          <div key={key}>
            <label htmlFor={`filter-${key}`} className="block font-semibold text-slate-900">{label}</label>
            <select id={`filter-${key}`} name={key} value={filter[key]} onChange={set(key)} className={SELECT}>
              <option value="">Any port</option>
              {ports.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </select>
          </div>
        ))}
      </fieldset>
      <noscript>
        <p className="mt-3 text-slate-700">The filter needs JavaScript. Every sailing is listed below.</p>
      </noscript>
    </form>
  );
}
