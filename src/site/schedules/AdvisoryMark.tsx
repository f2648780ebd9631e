/** The badge on timetable rows that an advisory in force touches (client only: the pages pass marks after mount). */
import type { Advisory } from '../../graph/types';
import { Badge } from '../components/Badge';

/** The badge on a row an advisory touches; the advisory titles for screen readers. */
export function AdvisoryMark({ advisories }: { advisories: readonly Advisory[] | undefined }) {
  if (!advisories?.length) return null;
  const titles = advisories.map((a) => a.title).join('; ');
  return (
    <Badge colour="amber" className="ml-2 align-middle">
      <span title={titles}>Advisory</span>
      <span className="sr-only">: {titles}</span>
    </Badge>
  );
}
