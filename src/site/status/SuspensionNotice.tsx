/**
 * A suspension as a page's answers say it (a destination's changes, the planner): "Sailings suspended at Batangas
 * Port from … until … PST." — then why, the operator's note and who said so (Suspension.text, the banner's words).
 */
import type { Suspension } from '../../graph/types';

function SuspensionNotice({ suspension: { text } }: { suspension: Suspension }) {
  return <p data-testid="suspension"><strong>{text.title} {text.window}.</strong> {text.detail}</p>;
}

/** The suspensions over a page's sailings, in a red box; nothing when there are none. */
export function SuspensionList({ suspensions }: { suspensions: readonly Suspension[] }) {
  if (suspensions.length === 0) return null;
  return (
    <div className="mb-3 space-y-2 rounded-md border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-950 print:break-inside-avoid">
      {suspensions.map((s) => <SuspensionNotice key={s.id} suspension={s} />)}
    </div>
  );
}
