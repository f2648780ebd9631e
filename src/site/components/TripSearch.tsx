/**
 * The home page's From / To / Day search, answered by the trip planner. A plain GET form of
 * native selects: pre-rendered complete, it works without JavaScript and sends /planner?from=batangas&to=caticlan&day=fri
 * (port ids, which the planner reads back as the ports' labels). No script of its own: it adds nothing to the
 * page's JavaScript.
 */
import { WEEKDAY_NAMES, WEEKDAYS } from '../../time';
import { buttonVariants, focusRing } from './ui';

export interface SearchPort { id: string; label: string }

const SELECT = `mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 ${focusRing}`;

export function TripSearch({ title, intro, submit, from, to }: {
  title: string; intro: string; submit: { label: string; to: string };
  from: readonly SearchPort[]; to: readonly SearchPort[];
}) {
  return (
    <section aria-labelledby="trip-search-title" className="mx-auto w-full max-w-5xl px-4">
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-md sm:p-6">
        <h2 id="trip-search-title" className="text-xl font-bold text-slate-900">{title}</h2>
        <p className="mt-1 text-slate-700">{intro}</p>
        <form role="search" aria-labelledby="trip-search-title" action={submit.to} method="get" className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
          {([['from', 'From', from], ['to', 'To', to]] as const).map(([name, label, ports]) => (
            <div key={name}>
              <label htmlFor={`trip-${name}`} className="block font-semibold text-slate-900">{label}</label>
              <select id={`trip-${name}`} name={name} required defaultValue="" className={SELECT}>
                <option value="" disabled>Choose a port</option>
                {ports.map((p) => <option key={p.id} value={p.id}>{p.label}</option>)}
              </select>
            </div>
          ))}
          <div>
            <label htmlFor="trip-day" className="block font-semibold text-slate-900">Day</label>
            <select id="trip-day" name="day" defaultValue="" className={SELECT}>
              <option value="">Any day</option>
              <option value="today">Today</option>
              {WEEKDAYS.map((d) => <option key={d} value={d.toLowerCase()}>{WEEKDAY_NAMES[d]}</option>)}
            </select>
          </div>
          <button type="submit" className={buttonVariants.primary}>{submit.label}</button>
        </form>
      </div>
    </section>
  );
}
