/**
 * A dated sailing's status where the sailing is shown (a next-sailing line, a planner leg): a badge that says the
 * state in words (never colour alone) and a line with the new time, the reason and who said so. A cancelled
 * sailing's time is struck through by the caller.
 */
import type { SailingStatus } from '../../graph/types';
import { delayText, reasonText, sourceText, stateLabel } from '../../status/words';
import { Badge, type BadgeColour } from '../components/Badge';

const COLOUR: Record<SailingStatus['state'], BadgeColour> = { cancelled: 'red', delayed: 'amber', 'on-time': 'green', extra: 'sky' };

export function StatusBadge({ status }: { status: SailingStatus }) {
  return <Badge colour={COLOUR[status.state]} className="ml-2 align-middle" >{stateLabel(status)}</Badge>;
}

/**
 * "Delayed: Fri 27 Nov, 11:30 PM → now Sat 28 Nov, 1:30 AM PST (2 h later). Reason: … Note. Source: PCG, Tue 24 Nov,
 * 3:40 PM PST." — without the times (`times={false}`) where the line above already gives both (status/departure.ts).
 */
export function StatusDetail({ status, times = true }: { status: SailingStatus; times?: boolean }) {
  const reason = reasonText(status);
  const delay = times ? delayText(status) : null;
  return (
    <p className="text-sm text-slate-800" data-testid="sailing-status" data-state={status.state}>
      {delay ? <><strong>{stateLabel(status)}:</strong> {delay}. </> : null}
      {reason ? <>Reason: {reason}. </> : null}
      {status.note ? <>{status.note} </> : null}
      {sourceText(status)}.
    </p>
  );
}
