/**
 * The status banner under the header of every page (an island, trigger `status`): nothing until /status.json
 * announces something — a suspension that has not ended, a sailing cancelled or delayed in the next 7 days
 * (src/status/announce.ts) — and then what StatusBannerBody.tsx says, its code downloaded only then. On a page whose
 * islands read the status anyway the runtime starts this gate at idle and it asks the page's status store; on a page
 * without islands the runtime starts it only once its own check of the file finds something (runtime/status-check.ts).
 * Nothing of it is pre-rendered: with no status there is no box and nothing moves.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { announces } from '../../status/announce';
import { useNow } from '../use-now';
import type { PortLinks, StatusBannerBody as Body } from './StatusBannerBody';
import { useSailingStatus } from './use-status';

// A failed download shows nothing: the pages' own status lines still say what changed.
const StatusBannerBody = lazy((): Promise<{ default: ComponentType<ComponentProps<typeof Body>> }> => import('./StatusBannerBody').then(
  (m) => ({ default: m.StatusBannerBody }), () => ({ default: () => null })));

export function StatusBanner({ ports = null }: {
  /** The ports' labels and pages: given where each change is listed (home, /schedules); elsewhere a link to them. */
  ports?: PortLinks | null;
}) {
  const { file } = useSailingStatus();
  const now = useNow();
  if (!file || !now || !announces(file, now)) return null;
  return <Suspense fallback={null}><StatusBannerBody file={file} now={now} ports={ports} /></Suspense>;
}
