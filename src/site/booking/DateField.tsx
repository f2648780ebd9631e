/**
 * Departure / Return: a button showing the date as MM/dd/yyyy that opens react-day-picker in a modal <dialog>.
 *
 * Why a native modal dialog: showModal() gives role=dialog with aria-modal semantics, the top layer, an inert page
 * behind it and Escape-to-close without extra code; at 375px a centred calendar also beats an anchored popover.
 * Focus moves to the selected (or first enabled) day — react-day-picker's autoFocus — and goes back to the trigger
 * whenever the dialog closes. Arrow keys, PageUp/PageDown and Home/End inside the grid are react-day-picker's.
 *
 * Nothing date-dependent is pre-rendered: before hydration `value` is undefined (the trigger shows a fixed-width
 * placeholder), and the calendar only exists while the dialog is open.
 *
 * The month grid is loaded on first use (CalendarGrid.tsx).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CalendarGrid, LOADING_ATTRIBUTE, prefetchCalendarGrid } from './CalendarGrid';
import { formatDisplay, type IsoDay } from './dates';
import type { DayCalendarProps } from './DayCalendar';
import { FieldError } from './FieldError';
import { buttonClass, fieldClass, labelClass } from './styles';

export interface DateFieldProps {
  /** The field's own id, the base of its parts' ids: the same in the pre-rendered HTML and the browser (the panel is
   * hydrated, SearchPanel.tsx, and hydration keeps the HTML's attributes). */
  id: string;
  label: string;
  value: IsoDay | undefined;
  onChange: (day: IsoDay) => void;
  /** Earliest selectable day; earlier days are disabled. */
  min: IsoDay | undefined;
  /** Latest selectable day, if any; later days are disabled. */
  max?: IsoDay | undefined;
  /** Today in Asia/Manila, for the calendar's "today" mark. Undefined until hydrated. */
  today: IsoDay | undefined;
  error: string | undefined;
  /** The trigger button: the panel moves focus to it to fix the field; the dialog returns focus to it. */
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  /** Called just before the dialog opens, so the panel can refresh "now" (a page left open past midnight). */
  onOpen?: () => void;
  /** The route's sailing days, marked in the calendar (DayCalendar). */
  sailing?: DayCalendarProps['sailing'];
  /** Id of a note about the chosen day (no sailing that day), read with the field. */
  noteId?: string | undefined;
}

export function DateField({ id, label, value, onChange, min, max, today, error, buttonRef, onOpen, sailing, noteId }: DateFieldProps) {
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-1">
      <label id={labelId} htmlFor={`${id}-trigger`} className={labelClass}>{label}</label>
      <button
        id={`${id}-trigger`}
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, noteId ?? null].filter(Boolean).join(' ') || undefined}
        className={`${fieldClass(Boolean(error))} flex items-center justify-between text-left`}
        onPointerEnter={prefetchCalendarGrid}
        onTouchStart={prefetchCalendarGrid}
        onFocus={prefetchCalendarGrid}
        onClick={() => { onOpen?.(); setOpen(true); }}
      >
        <span id={valueId} className={`tabular-nums ${value ? '' : 'text-slate-600'}`}>
          {value ? formatDisplay(value) : 'MM/DD/YYYY'}
        </span>
        <CalendarIcon />
      </button>
      <FieldError id={errorId} message={error} />
      {open && (
        <CalendarDialog
          titleId={`${id}-dialog-title`}
          title={`Choose ${label.toLowerCase()} date`}
          value={value}
          min={min}
          max={max}
          today={today}
          sailing={sailing}
          onPick={(day) => { onChange(day); close(); }}
          onClose={close}
        />
      )}
    </div>
  );
}

interface CalendarDialogProps extends DayCalendarProps {
  titleId: string;
  title: string;
  onClose: () => void;
}

function CalendarDialog({ titleId, title, value, min, max, today, sailing, onPick, onClose }: CalendarDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  // A layout effect runs before react-day-picker's focus effect, so the dialog is open (focusable) by then. While
  // the grid is still downloading, focus waits on its loading message rather than on Close, where an early Enter
  // would shut the dialog.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>(`[${LOADING_ATTRIBUTE}]`)?.focus();
    return () => dialog?.close();
  }, []);

  // Escape fires "cancel": let the panel close it so focus returns to the trigger through one path.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => { event.preventDefault(); onClose(); };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // A click on the backdrop lands on the <dialog> element itself: treat it as "close".
      onClick={(e) => { if (e.target === e.currentTarget) onClose(); }}
      // A container of a fixed width: the month's columns are sized from it (day-calendar.css), so it reflows at any text size.
      className="@container m-auto w-[calc(100vw-1rem)] max-w-sm rounded-lg border border-slate-300 bg-white p-2 text-slate-900 shadow-xl backdrop:bg-slate-900/40 sm:p-4"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={titleId} className="text-lg font-semibold">{title}</h2>
        <button type="button" onClick={onClose} className={`${buttonClass} h-10 border border-slate-400 bg-white px-3 text-slate-900 hover:bg-slate-100`}>
          Close
        </button>
      </div>
      <CalendarGrid value={value} min={min} max={max} today={today} sailing={sailing} onPick={onPick} />
    </dialog>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </svg>
  );
}
