/**
 * From / To: an ARIA 1.2 combobox with a listbox popup (APG "editable combobox with list autocomplete"). The input
 * keeps DOM focus; the active option is conveyed with aria-activedescendant. Free text stays valid (the spec: "Text
 * that is not in the list remains valid"), so Enter with no active option leaves the text as typed and submits the form
 * as usual.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { suggest } from './suggest';
import { FieldError } from './FieldError';
import { fieldClass, labelClass } from './styles';

export interface PlaceComboboxProps {
  /** The base of the field's ids: the same in the pre-rendered HTML and the browser (the panel is hydrated,
   * SearchPanel.tsx, and hydration keeps the HTML's attributes). */
  id: string;
  label: string;
  /** Also the `name` of the input, so a submit before hydration reloads the page with the text prefilled. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  names: readonly string[];
  didYouMean: (query: string) => string[];
  /** Called when the field gets focus (the panel starts loading the "Did you mean" matcher). */
  onFocus?: () => void;
  error: string | undefined;
  inputRef: React.Ref<HTMLInputElement>;
  placeholder: string;
}

export function PlaceCombobox(props: PlaceComboboxProps) {
  const { id, label, name, value, onChange, names, didYouMean, onFocus, error, inputRef, placeholder } = props;
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const emptyId = `${id}-empty`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const { matches, didYouMean: close } = useMemo(() => suggest(names, didYouMean, value), [names, didYouMean, value]);
  // Substring matches first and alone; "Did you mean" names only when there are none.
  const options = matches.length > 0 ? matches : close;
  const activeOption = open && active >= 0 && active < options.length ? active : -1;

  // Keep the active option visible inside the 15rem scrolling list.
  useEffect(() => {
    if (activeOption < 0) return;
    listRef.current?.querySelector(`#${CSS.escape(optionId(activeOption))}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]); // eslint-disable-line react-hooks/exhaustive-deps

  // A click (or tap) anywhere outside the field closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const pick = (text: string) => {
    onChange(text);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!open || event.altKey) { setOpen(true); if (event.altKey) return; }
        if (options.length === 0) return;
        setActive((i) => (!open || i < 0 || i >= options.length - 1 ? 0 : i + 1));
        return;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (options.length === 0) return;
        setActive((i) => (!open || i <= 0 || i >= options.length ? options.length - 1 : i - 1));
        return;
      }
      case 'Enter': {
        const chosen = activeOption >= 0 ? options[activeOption] : undefined;
        if (chosen !== undefined) {
          event.preventDefault(); // pick, do not submit
          pick(chosen);
        } else {
          setOpen(false);
        }
        return;
      }
      case 'Escape': {
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
      }
      case 'Tab':
        setOpen(false);
        return;
      default:
        // Home, End, Left, Right and the rest keep their text-editing meaning in the input.
        return;
    }
  };

  const describedBy = error ? errorId : undefined;
  const showEmpty = open && matches.length === 0;

  return (
    <div ref={rootRef} className="relative flex flex-col gap-1">
      <label htmlFor={inputId} className={labelClass}>{label}</label>
      <input
        id={inputId}
        ref={inputRef}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption >= 0 ? optionId(activeOption) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        placeholder={placeholder}
        className={fieldClass(Boolean(error))}
        value={value}
        onChange={(e) => { onChange(e.target.value); setOpen(true); setActive(-1); }}
        onFocus={(e) => {
          onFocus?.();
          // The panel focuses a field it marks invalid with data-quiet-focus: show the message, not the list.
          if (e.currentTarget.dataset.quietFocus !== 'true') setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => { setOpen(false); setActive(-1); }}
        onKeyDown={onKeyDown}
      />
      <div
        hidden={!open}
        // Keeps focus in the input while the pointer picks an option, so blur does not close the list first.
        onMouseDown={(e) => e.preventDefault()}
        className="absolute top-full left-0 right-0 z-20 mt-1 rounded-md border border-slate-300 bg-white py-1 shadow-lg"
      >
        {showEmpty && <p id={emptyId} className="px-3 py-2 text-sm text-slate-700">No results found.</p>}
        {showEmpty && close.length > 0 && <p className="px-3 pt-1 text-xs font-semibold uppercase tracking-wide text-slate-700">Did you mean</p>}
        <ul
          id={listId}
          ref={listRef}
          role="listbox"
          aria-label={showEmpty ? `Did you mean, ${label}` : `${label} suggestions`}
          hidden={!open || options.length === 0}
          // The listbox itself scrolls (at most about 15rem high), so it is the combobox popup that axe and AT expect.
          className="max-h-60 overflow-y-auto"
        >
          {/* Options exist only while open: the pre-rendered page does not carry 2 × 43 hidden items. */}
          {open && options.map((option, i) => (
            <li
              key={option}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeOption}
              onClick={() => pick(option)}
              onMouseMove={() => { if (active !== i) setActive(i); }}
              className={`flex min-h-10 cursor-pointer items-center px-3 text-base text-slate-900 ${i === activeOption ? 'bg-sky-100 outline-2 -outline-offset-2 outline-sky-700' : ''}`}
            >
              {option}
            </li>
          ))}
        </ul>
      </div>
      {/* Screen readers hear the empty result (and the guesses) while typing; the visible text is not a live region. */}
      <div role="status" aria-label={`${label} suggestions status`} className="sr-only">
        {showEmpty ? `No results found.${close.length > 0 ? ` Did you mean ${close.join(', ')}?` : ''}` : ''}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
