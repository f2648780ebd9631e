/**
 * Everything a page needs to show statuses, in one module the page downloads only when /status.json names a sailing
 * (view.ts useStatusView): with no status announced — the usual day — a timetable page carries none of it.
 */
import type { QueryIndex } from '../../query/index-trips';
import type { StatusFile } from '../../status/file';
import { liveSource, statusSailings } from '../../status/live';
import { statusLookup } from '../../status/lookup';
import { SailingChanges } from './SailingChanges';
import { departureText } from './departure';
import { SuspensionList } from './SuspensionNotice';
import { suspensionEnded } from '../../status/suspension-words';
import { inScope } from '../../graph/suspension';
import { StatusBadge, StatusDetail } from './StatusMark';
import type { StatusView } from './types';

export function statusView(file: StatusFile, index: QueryIndex): StatusView {
  const lookup = statusLookup(file, index);
  return {
    lookup,
    source: liveSource(lookup),
    changes: (routes, now) => statusSailings(index, lookup, routes, now),
    suspensions: (routes, now) => lookup.suspensions.filter((s) => !suspensionEnded(s, now)
      && (!routes || [...routes].some((id) => { const route = index.timetables.get(id); return route !== undefined && inScope(s, route); }))),
    when: departureText,
    Badge: StatusBadge,
    Detail: StatusDetail,
    Changes: SailingChanges,
    Suspensions: SuspensionList,
  };
}
