/** People: a native select of 1 to 8, default 1, kept as a string like the spec's form. */
import { fieldClass, labelClass } from './styles';

export const PEOPLE_OPTIONS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;

/** `id`: the select's, the same in the pre-rendered HTML and the browser (the panel is hydrated: SearchPanel.tsx). */
export function PeopleSelect({ id, value, onChange, describedBy }: { id: string; value: string; onChange: (value: string) => void; describedBy?: string | undefined }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>People</label>
      <select id={id} name="people" value={value} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)} className={fieldClass(false)}>
        {PEOPLE_OPTIONS.map((n) => <option key={n} value={n}>{n}</option>)}
      </select>
      {/* Same reserved line as the other fields so the row stays aligned. */}
      <p aria-hidden="true" className="min-h-5" />
    </div>
  );
}
