/**
 * What the booking panel says about the chosen day's sailings: the panel knows the places as the
 * traveller typed them and a date; the status file knows dated sailings by route. Pure: the places list (the
 * panel's suggestions, each with its port) maps the typed names to ports, and every status of that route on that
 * date is returned, cancelled first. The file was checked against the timetables it was published over (the data
 * check, and status:publish's digest of them), so each status is of a sailing that exists.
 */
import type { IsoDay } from '../../time';
import type { SailingStatus } from '../../graph/types';
import type { StatusFile } from '../../status/file';

const key = (name: string) => name.trim().toLowerCase();

/** The port a typed place name stands for (as the suggestions list maps it), or null. */
function portOfPlace(places: readonly { name: string; port: string | null }[], typed: string): string | null {
  const wanted = key(typed);
  return places.find((p) => key(p.name) === wanted)?.port ?? null;
}

const ORDER: Record<SailingStatus['state'], number> = { cancelled: 0, delayed: 1, extra: 2, 'on-time': 3 };

/** The statuses of the sailings between the two places on `date`: cancelled ones first, then by departure. */
export function bookingStatuses(
  file: StatusFile | null, places: readonly { name: string; port: string | null }[], from: string, to: string, date: IsoDay | undefined,
): SailingStatus[] {
  if (!file || !date) return [];
  const fromPort = portOfPlace(places, from);
  const toPort = portOfPlace(places, to);
  if (!fromPort || !toPort) return [];
  return file.sailings
    .filter((s) => s.from === fromPort && s.to === toPort && s.date === date)
    .sort((a, b) => ORDER[a.state] - ORDER[b.state] || ((a.dep ?? '') < (b.dep ?? '') ? -1 : (a.dep ?? '') > (b.dep ?? '') ? 1 : 0));
}
