/**
 * Statuses of dated sailings for the tests of the site's status code, as /status.json carries them (src/status/
 * file.ts): written with the fields a maintainer types, filled in the way the pipeline's normaliser fills them (the
 * route's ports and mode, instants with seconds, the trip's travel time) — without running the pipeline.
 */
import type { MinuteRange, SailingStatus, Suspension } from '../../src/graph/types';
import { STATUS_FILE_VERSION, type StatusFile } from '../../src/status/file';
import { suspensionText } from '../../src/status/suspension-words';

export function makeStatus(route: { id: string; from: string; to: string; mode?: SailingStatus['mode'] }, fields: {
  date: string; dep: string | null; state: SailingStatus['state']; departs?: string; reason?: SailingStatus['reason'];
  signal?: number; note?: string; source?: string; statedAt?: string; durationMinutes?: MinuteRange | null; suspension?: string;
}): SailingStatus {
  return {
    route: route.id, from: route.from, to: route.to, mode: route.mode ?? 'ferry', date: fields.date, dep: fields.dep,
    state: fields.state, departs: fields.departs ?? null, reason: fields.reason ?? (fields.state === 'on-time' ? null : 'weather'),
    signal: fields.signal ?? null, note: fields.note ?? null, source: fields.source ?? 'PCG', statedAt: fields.statedAt ?? '2026-11-24T15:40:00+08:00',
    durationMinutes: fields.durationMinutes === undefined ? null : fields.durationMinutes,
    suspension: fields.suspension ?? null,
  };
}

export function statusFile(sailings: SailingStatus[], asOf = '2026-11-24T15:40:00+08:00', suspensions: Suspension[] = []): StatusFile {
  return { version: STATUS_FILE_VERSION, asOf, timetables: 'sha256:test', sailings, suspensions };
}

/** A suspension as /status.json carries it (its words made as the pipeline makes them). */
export function makeSuspension(fields: Partial<Omit<Suspension, 'text'>> & Pick<Suspension, 'id' | 'from' | 'until'>): Suspension {
  const said = {
    scope: 'ports' as const, ids: ['batangas'], labels: ['Batangas Port'], reason: 'weather' as const, signal: null, note: null,
    source: 'PCG', statedAt: '2026-11-27T15:00:00+08:00', ...fields,
  };
  return { ...said, text: suspensionText(said) };
}
