/**
 * Every island as the pages place it: `island(name, Component, trigger)` (islands/Island.tsx). Server and dev side
 * only — the pages import these wrappers; the browser loads each component from islands/registry.ts under the same
 * name (tests/islands/registry.test.ts checks the two lists agree), so no island's code carries the wrapper.
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
 * Rendered over its HTML, not hydrated. Tried twice in stop 36 (Lighthouse traces, marks on each island job, 8 rounds):
 * - Hydrated from null, as the panel is: its first render on a plain /schedules fell from 11.2 to 5.5 ms (median),
 *   then took 6.3 ms once it read the clock; nothing gained on a filtered link. That render would write "All N
 *   sailings" over the count first-paint.ts wrote, so the count had to be inner HTML, which hydration keeps; escaped,
 *   /schedules took 35.3 KB, over its 35 KB.
 * - Hydrated from the clock and address (so it renders the count shown), controls enabled after mounting: first
 *   render 11.1 → 7.7 ms, but the page's scripts' share of TBT no lower (medians 11.7 → 20.8 ms, route leads' renders
 *   decide it), at 35,837 of /schedules' 35,840 bytes (before the inline loader was minified: 107 fewer).
 */
export const ScheduleFilterIsland = island('schedule-filter', ScheduleFilter, { when: 'load' });
export const RouteLeadIsland = island('route-lead', RouteLead, { when: 'visible' });
export const TimetableMarksIsland = island('timetable-marks', TimetableMarks, { when: 'idle' });
/** Two or three screens down a destination page on a phone: started near the screen. */
export const DestinationSailingsIsland = island('next-sailings', DestinationSailings, { when: 'visible', className: 'min-h-6' });
/** Idle, not near the screen: the announced changes print though the page was never scrolled. */
export const DestinationStatusIsland = island('destination-status', DestinationStatus, { when: 'idle' });
/** Hydrated: its longest task in Lighthouse's traces of /planner, median of 8 rounds, 8.8 → 7.2 ms (mount.tsx). */
export const PlannerIsland = island('planner', Planner, { when: 'load', hydrate: true });
/**
 * /book-tickets' island: the panel starts as soon as the page's runtime does, it is the page's purpose.
 * Hydrated: its one render over the HTML was the page's longest task (SearchPanel.tsx).
 */
export const SearchPanelIsland = island('search-panel', SearchPanel, { when: 'load', hydrate: true });
