/**
 * /planner: what the planner does, its form and answers (planner/Planner.tsx, an island: the answers
 * need today's date and are computed in the browser), and links to the full timetables.
 */
import { InnerPage } from '../components/PageIntro';
import { SiteLink } from '../components/SiteLink';
import { usePageData, type PageData } from '../data/loader';
import type { select } from './PlannerPage.server';
import { PlannerIsland } from '../islands/islands';
import { PlaceSuggestions } from '../planner/PlaceSuggestions';
import { formatDuration } from '../../time';

type Data = PageData<typeof select>;

export function Component() {
  const { page, data, named, suggestions, phone, calendar } = usePageData<Data>();
  const { maxChanges, minTransferMinutes } = data.planner;
  return (
    <InnerPage page={page} path="/planner" bodyClassName="max-w-4xl">
      <p className="text-slate-800">
        Enter a town, island or port (for example Boracay, Bohol or Roxas City). The planner searches every timetable on
        this site, with up to {maxChanges} changes and at least {formatDuration(minTransferMinutes, { days: true })} to change, including land
        legs such as Puerto Princesa to El Nido by road. Times are Philippine Standard Time; check them before you travel.
      </p>
      <PlannerIsland data={data} named={named} phone={phone} calendar={calendar} />
      <PlaceSuggestions names={suggestions} />
      <p className="mt-10 text-slate-700">
        All timetables: <SiteLink to="/schedules">Ferry Schedules</SiteLink> · <SiteLink to="/routes">Ferry Routes</SiteLink>
      </p>
    </InnerPage>
  );
}
