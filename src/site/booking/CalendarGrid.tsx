/**
 * The month grid of the Departure / Return dialog, loaded on first use: DayCalendar (react-day-picker and
 * its stylesheet, ~20 KB gzip) is not part of /book-tickets' start-up code. DateField calls `prefetchCalendarGrid`
 * when a traveller points at, touches or tabs to a date button, usually well before the click; the dialog opens at
 * once and says "Loading the calendar…" (holding focus, so a key pressed early does nothing) until the grid is there.
 * The offline worker precaches the chunk, so after a first visit it is local. If it cannot be downloaded (offline on
 * a first visit) the dialog offers the browser's own date field instead: the traveller can still choose a date.
 */
import { Component, lazy, Suspense, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { formatDisplay, isIsoDay, type IsoDay } from './dates';
import type { DayCalendarProps } from './DayCalendar';
import { buttonClass, fieldClass, labelClass } from './styles';

const loadDayCalendar = () => import('./DayCalendar');
const DayCalendar = lazy(() => loadDayCalendar().then((module) => ({ default: module.DayCalendar })));

/** Starts the grid's download on a sign of intent; a failure is reported when the dialog needs the grid. */
export function prefetchCalendarGrid(): void {
  loadDayCalendar().catch(() => undefined);
}

/** Marks the loading message, which the dialog focuses while the grid is on its way. */
export const LOADING_ATTRIBUTE = 'data-calendar-loading';

/**
 * "Loading the calendar…", holding focus. The dialog focuses it when it opens (DateField); where the fallback is
 * drawn after the dialog opened (Preact shows a Suspense fallback in a render of its own), it takes focus itself.
 */
function LoadingCalendar() {
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    if (ref.current?.closest('dialog')?.open) ref.current.focus();
  }, []);
  return (
    // The message keeps about the grid's height, so the dialog does not jump when the grid arrives (its width is the
    // dialog's own: a minimum width here would push a large-text dialog sideways).
    <p ref={ref} role="status" tabIndex={-1} {...{ [LOADING_ATTRIBUTE]: '' }} className="grid min-h-80 place-items-center text-slate-700 outline-none">
      Loading the calendar…
    </p>
  );
}

export function CalendarGrid(props: DayCalendarProps) {
  return (
    <TypedDateOnFailure {...props}>
      <Suspense fallback={<LoadingCalendar />}>
        <DayCalendar {...props} />
      </Suspense>
    </TypedDateOnFailure>
  );
}

class TypedDateOnFailure extends Component<DayCalendarProps & { children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <TypedDate {...this.props} /> : this.props.children;
  }
}

/** The browser's date field, checked against the earliest and latest days the panel allows. */
function TypedDate({ value, min, max, onPick }: DayCalendarProps) {
  const id = useId();
  const [typed, setTyped] = useState<string>(value ?? min ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  // Focus moves to the field when it replaces the loading message. Not `autoFocus`: React focuses such a field on
  // mount, Preact (the built site's islands) only writes the attribute, which a browser honours at page load alone.
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => { field.current?.focus(); }, []);
  const use = () => {
    if (!isIsoDay(typed)) setProblem('Enter a date.');
    else if (min && typed < min) setProblem(`Choose ${formatDisplay(min)} or later.`);
    else if (max && typed > max) setProblem(`Choose ${formatDisplay(max)} or earlier.`);
    else onPick(typed as IsoDay);
  };
  return (
    <div className="max-w-72 space-y-3 py-2">
      <p role="alert">The calendar could not be loaded. Enter the date instead.</p>
      <label htmlFor={id} className={`${labelClass} block`}>Date</label>
      <input
        ref={field} id={id} type="date" value={typed} min={min} max={max}
        aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => { setTyped(e.target.value); setProblem(null); }}
        onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); use(); } }}
        className={fieldClass(Boolean(problem))}
      />
      {problem ? <p id={`${id}-problem`} className="text-sm font-semibold text-red-700">{problem}</p> : null}
      <button type="button" onClick={use} className={`${buttonClass} w-full bg-sky-700 text-white hover:bg-sky-800`}>Use this date</button>
    </div>
  );
}
