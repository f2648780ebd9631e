/**
 * A suspension as every page says it (the status banner, a destination's changes, the planner's answer): "Sailings
 * suspended at Batangas Port until Mon 30 Nov, 6:00 AM PST." — then why, the operator's note and who said so.
 */
import type { Suspension } from '../../graph/types';
import { suspensionTitle, suspensionWindow } from '../../status/suspension-words';
import { reasonText, sourceText } from '../../status/words';

export function SuspensionNotice({ suspension: s, now }: { suspension: Suspension; now: Date }) {
  return (
    <p data-testid="suspension">
      <strong>{suspensionTitle(s)} {suspensionWindow(s, now)}.</strong> Reason: {reasonText(s)}. {s.note ? `${s.note} ` : ''}{sourceText(s)}.
    </p>
  );
}

/** The suspensions over a page's sailings, in a red box; nothing when there are none. */
export function SuspensionList({ suspensions, now }: { suspensions: readonly Suspension[]; now: Date }) {
  if (suspensions.length === 0) return null;
  return (
    <div className="mb-3 space-y-2 rounded-md border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-950 print:break-inside-avoid">
      {suspensions.map((s) => <SuspensionNotice key={s.id} suspension={s} now={now} />)}
    </div>
  );
}
