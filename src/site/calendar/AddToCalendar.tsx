/**
 * "Add to calendar": saves an .ics file of a sailing or a planned journey. A button, not a link: the file is made in
 * the browser when pressed, and the code that makes it (./download and ./ics) is imported only then, so
 * the pages that offer it keep their JavaScript budget. Rendered only once `now` is known (it is the file's DTSTAMP).
 * For a cancelled or delayed sailing the file updates the event an earlier one added (same UID), and the button says
 * so: "Update your calendar: cancelled", "… new time".
 */
import { useState } from 'react';
import { buttonVariants, textLink } from '../components/ui';
import type { CalendarInfo, CalendarSubject } from './types';

/** What the file does to a calendar: adds the event, or updates one an earlier file added. */
function action(subject: CalendarSubject): string {
  const states = subject.kind === 'sailing' ? [subject.sailing.status?.state] : (subject.legStatus ?? []).map((s) => s?.state);
  if (states.includes('cancelled')) return 'Update your calendar: cancelled';
  return states.includes('delayed') ? 'Update your calendar: new time' : 'Add to calendar';
}

export function AddToCalendar({ subject, info, now, label, inline = false }: {
  subject: CalendarSubject; info: CalendarInfo; now: Date;
  /** Says what is saved, after the visible words: "Ferry Manila → Cebu, Mon 23 Nov". */
  label: string;
  /** Styled as a link inside a line of text (a timetable's "Next sailing"), so the line keeps its height. */
  inline?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const words = action(subject);
  const save = () => {
    setFailed(false);
    import('./download').then((m) => m.downloadCalendar(subject, info.places, info, now)).catch(() => setFailed(true));
  };
  return (
    <span className={inline ? '' : 'inline-flex flex-col gap-1'}>
      <button type="button" onClick={save} aria-label={`${words}: ${label}`}
        className={inline ? `${textLink} min-h-6 cursor-pointer` : `${buttonVariants.secondary} text-sm`}>
        {words}
      </button>
      <span role="status" className="text-sm text-red-800">{failed ? ' The calendar file could not be made. Reload the page and try again.' : ''}</span>
    </span>
  );
}
