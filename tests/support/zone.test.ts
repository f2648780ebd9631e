/**
 * The time-zone leak check is real (vitest.config.ts): each project's test processes run in the zone the project
 * names — TZ=UTC for every suite, America/Los_Angeles and Pacific/Kiritimati for the date-sensitive ones.
 */
import { expect, it } from 'vitest';

/** Offsets from UTC in minutes on 1 January 2026, as Date#getTimezoneOffset gives them (west positive). */
const OFFSETS: Record<string, number> = { UTC: 0, 'America/Los_Angeles': 480, 'Pacific/Kiritimati': -840 };

it('the process runs in the zone of its project', () => {
  const zone = process.env.TZ ?? '';
  expect(Object.keys(OFFSETS)).toContain(zone);
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  expect(new Date(2026, 0, 1, 12).getTimezoneOffset()).toBe(OFFSETS[zone]);
});
