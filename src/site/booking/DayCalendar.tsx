/**
 * The month grid inside the Departure / Return dialog: react-day-picker with its stylesheet, in a chunk of its own
 * that DateField loads when a traveller first reaches for a date (about 20 KB gzip and its evaluation off
 * the page's start-up). Arrow keys, PageUp/PageDown and Home/End inside the grid are react-day-picker's; autoFocus
 * moves focus to the selected (or first enabled) day when the grid appears.
 */
import { DayPicker, labelDayButton } from 'react-day-picker';
import 'react-day-picker/style.css';
import './day-calendar.css';
import type { Weekday } from '../../time';
import { dayToLocalDate, localDateToDay, type IsoDay } from './dates';

/** react-day-picker's dayOfWeek numbers (0 = Sunday). */
const DAY_OF_WEEK: Record<Weekday, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export interface DayCalendarProps {
  value: IsoDay | undefined;
  /** Earliest selectable day; earlier days are disabled. */
  min: IsoDay | undefined;
  /** Latest selectable day (a year ahead for the departure); later days are disabled. */
  max?: IsoDay | undefined;
  /** Today in Asia/Manila, for the calendar's "today" mark. */
  today: IsoDay | undefined;
  onPick: (day: IsoDay) => void;
  /**
   * The route's sailing days: marked in the grid (a dot, and "sailing day" in each day's name for a
   * screen reader), with a legend naming the route. Other days stay selectable: the booking site may sell others.
   * `cancelled`: days on which every sailing is cancelled (/status.json): their own mark (struck through, a cross,
   * "cancelled" in the name) instead of the dot, and a line of the legend; still selectable, the panel then asks.
   */
  sailing?: { days: readonly Weekday[]; route: string; cancelled?: readonly IsoDay[] } | undefined;
}

export function DayCalendar({ value, min, max, today, onPick, sailing }: DayCalendarProps) {
  const selected = value ? dayToLocalDate(value) : undefined;
  const minDate = min ? dayToLocalDate(min) : undefined;
  const maxDate = max ? dayToLocalDate(max) : undefined;
  const cancelled = new Set(sailing?.cancelled ?? []);
  const days = new Set((sailing?.days ?? []).map((d) => DAY_OF_WEEK[d]));
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      selected={selected}
      onSelect={(date) => onPick(localDateToDay(date))}
      defaultMonth={selected ?? minDate}
      startMonth={minDate}
      endMonth={maxDate}
      disabled={[...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])]}
      today={today ? dayToLocalDate(today) : undefined}
      modifiers={sailing ? {
        sailing: (date: Date) => days.has(date.getDay()) && !cancelled.has(localDateToDay(date)),
        cancelled: (date: Date) => cancelled.has(localDateToDay(date)),
      } : undefined}
      modifiersClassNames={{ sailing: 'rdp-sailing', cancelled: 'rdp-cancelled' }}
      labels={{
        labelDayButton: (date, modifiers, options, dateLib) => `${labelDayButton(date, modifiers, options, dateLib)}${modifiers['sailing'] ? ', sailing day' : ''}${modifiers['cancelled'] ? ', every sailing cancelled' : ''}`,
      }}
      footer={sailing ? (
        <div className="mt-2 space-y-1 text-sm text-slate-800" data-testid="sailing-legend">
          <p className="flex items-center gap-2"><span aria-hidden="true" className="rdp-sailing-dot" />Sailing days of {sailing.route}</p>
          {cancelled.size > 0 ? <p className="flex items-center gap-2" data-testid="cancelled-legend"><span aria-hidden="true" className="rdp-cancelled-mark">✕</span>Every sailing cancelled</p> : null}
        </div>
      ) : undefined}
      // react-day-picker's stylesheet is unlayered and would beat a Tailwind utility; a style prop wins. Set from
      // script on a client-only element, so a CSP without 'unsafe-inline' styles does not block it.
      style={CALENDAR_COLOURS}
    />
  );
}

/** sky-800 / sky-100: the panel's accent, 7:1 on white for the selected day's ring and the nav arrows. */
const CALENDAR_COLOURS = {
  '--rdp-accent-color': '#075985',
  '--rdp-accent-background-color': '#e0f2fe',
} as React.CSSProperties;
