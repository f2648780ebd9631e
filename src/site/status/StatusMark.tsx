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

/** "Delayed: now leaves … · Reason: … · Note · Source: PCG, Tue 24 Nov, 3:40 PM PST". */
export function StatusDetail({ status, className = 'text-sm text-slate-800' }: { status: SailingStatus; className?: string }) {
  const reason = reasonText(status);
  const delay = delayText(status);
  return (
    <p className={className} data-testid="sailing-status" data-state={status.state}>
      {delay ? <><strong>{stateLabel(status)}:</strong> {delay}. </> : null}
      {reason ? <>Reason: {reason}. </> : null}
      {status.note ? <>{status.note} </> : null}
      {sourceText(status)}.
    </p>
  );
}
