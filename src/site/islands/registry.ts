/**
 * Every island by name: where the browser's runtime (islands/start.ts) loads its component from. The name is the
 * one its `island(name, Component, …)` definition writes into the page; tests/islands/registry.test.ts checks that
 * each entry loads the very component defined under its name. Each entry is its own chunk, loaded only on a page
 * that has the island, when its trigger fires.
 */
import type { ComponentType } from 'react';

// Islands take data props of their own shape; the runtime passes what the page wrote for them.
type AnyIsland = ComponentType<never>;

export const ISLANDS = {
  'schedule-filter': () => import('../schedules/ScheduleFilter').then((m) => m.ScheduleFilter),
  'route-lead': () => import('../schedules/RouteLead').then((m) => m.RouteLead),
  'timetable-marks': () => import('../schedules/TimetableMarks').then((m) => m.TimetableMarks),
  'next-sailings': () => import('../schedules/NextSailings').then((m) => m.DestinationSailings),
  'destination-status': () => import('../schedules/DestinationStatus').then((m) => m.DestinationStatus),
  planner: () => import('../planner/Planner').then((m) => m.Planner),
  'search-panel': () => import('../booking/SearchPanel').then((m) => m.SearchPanel),
} satisfies Record<string, () => Promise<AnyIsland>>;

export type IslandName = keyof typeof ISLANDS;
