/**
 * Every island, written once: its name, its component and when it starts (islands/Island.tsx). The pages place these
 * wrappers; the browser loads each component by name from the registry the islands build writes from this file
 * (scripts/build/island-registry.ts: each export `= island('name', Component, …)`, its component imported alone).
 */
import { island } from './Island';
import { DestinationSailings } from '../schedules/NextSailings';
import { DestinationStatus } from '../schedules/DestinationStatus';
import { Planner } from '../planner/Planner';
import { RouteLead } from '../schedules/RouteLead';
import { ScheduleFilter } from '../schedules/ScheduleFilter';
import { SearchPanel } from '../booking/SearchPanel';
import { TimetableMarks } from '../schedules/TimetableMarks';

/**
 * Rendered over its HTML, not hydrated: hydrated, its own first render is shorter, but the page's scripts' share of
 * Total Blocking Time is no lower (the route leads' renders decide it) and /schedules reaches its 35 KB budget
 * (docs/decisions/0002-which-islands-hydrate.md).
 */
export const ScheduleFilterIsland = island('schedule-filter', ScheduleFilter, { when: 'load' });
export const RouteLeadIsland = island('route-lead', RouteLead, { when: 'visible' });
export const TimetableMarksIsland = island('timetable-marks', TimetableMarks, { when: 'idle' });
/** Two or three screens down a destination page on a phone: started near the screen. */
export const DestinationSailingsIsland = island('next-sailings', DestinationSailings, { when: 'visible', className: 'min-h-6' });
/** Idle, not near the screen: the announced changes print though the page was never scrolled. */
export const DestinationStatusIsland = island('destination-status', DestinationStatus, { when: 'idle' });
/** Hydrated: /planner's longest task is shorter so (docs/decisions/0002-which-islands-hydrate.md). */
export const PlannerIsland = island('planner', Planner, { when: 'load', hydrate: true });
/**
 * /book-tickets' island: the panel starts as soon as the page's runtime does, it is the page's purpose.
 * Hydrated: a render over its HTML would be the page's longest task (docs/decisions/0002-which-islands-hydrate.md).
 */
export const SearchPanelIsland = island('search-panel', SearchPanel, { when: 'load', hydrate: true });
