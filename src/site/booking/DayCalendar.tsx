/**
 * The month grid inside the Departure / Return dialog: react-day-picker with its stylesheet, in a chunk of its own
 * that DateField loads when a traveller first reaches for a date (issue 14: about 20 KB gzip and its evaluation off
 * the page's start-up). Arrow keys, PageUp/PageDown and Home/End inside the grid are react-day-picker's; autoFocus
 * moves focus to the selected (or first enabled) day when the grid appears.
 */
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { dayToLocalDate, localDateToDay, type IsoDay } from './dates';

export interface DayCalendarProps {
  value: IsoDay | undefined;
  /** Earliest selectable day; earlier days are disabled. */
  min: IsoDay | undefined;
  /** Latest selectable day (a year ahead for the departure); later days are disabled. */
  max?: IsoDay | undefined;
  /** Today in Asia/Manila, for the calendar's "today" mark. */
  today: IsoDay | undefined;
  onPick: (day: IsoDay) => void;
}

export function DayCalendar({ value, min, max, today, onPick }: DayCalendarProps) {
  const selected = value ? dayToLocalDate(value) : undefined;
  const minDate = min ? dayToLocalDate(min) : undefined;
  const maxDate = max ? dayToLocalDate(max) : undefined;
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
