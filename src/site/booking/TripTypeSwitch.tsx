/**
 * One-way / round-trip switch (the spec does not show it): two native radio buttons in a fieldset, styled as a
 * segmented control. Native radios give the radio-group keyboard model (Tab in, arrows to change) for free.
 */
import type { TripType } from './validate';

const OPTIONS: { value: TripType; label: string }[] = [
  { value: 'one-way', label: 'One way' },
  { value: 'round-trip', label: 'Round trip' },
];

/** `name`: the radios' group, the same in the pre-rendered HTML and the browser (the panel is hydrated: SearchPanel.tsx). */
export function TripTypeSwitch({ name, value, onChange }: { name: string; value: TripType; onChange: (value: TripType) => void }) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-slate-900">Trip type</legend>
      {/* With large text the two segments stack rather than push the panel wider than the screen (WCAG 1.4.10). */}
      <div className="inline-flex w-fit max-w-full flex-wrap rounded-md border border-slate-400 bg-slate-100 p-1">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="relative flex h-10 min-w-28 cursor-pointer items-center justify-center rounded px-4 text-sm font-semibold text-slate-800 has-checked:bg-sky-800 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-sky-700"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              // Transparent and covering its label: the whole segment is the click target, the label shows state.
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
