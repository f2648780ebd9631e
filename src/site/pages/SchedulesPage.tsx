/**
 * /schedules (SPEC §2): the four groups of data/schedules.yaml, one table per route (TimetableTable), and the
 * closing note. Each route's section has the timetable id as its element id, so /schedules#manila-cebu works.
 */
import { InfoBox } from '../components/InfoBox';
import { PageBody, PageIntro } from '../components/PageIntro';
import { TimetableTable } from '../components/TimetableTable';
import { sectionHeading } from '../components/ui';
import { graphLoader, usePageData, type PageData } from '../data/loader';
import { PageHead } from '../seo/PageHead';
import { portIndex, timetablesById } from './select';

export const loader = graphLoader((graph) => {
  const groups = graph.schedules.groups.map((group) => ({
    title: group.title,
    timetables: timetablesById(graph, group.timetables),
  }));
  const portIds = groups.flatMap((g) => g.timetables.flatMap((t) => [t.from, t.to]));
  return { page: graph.pages.schedules, groups, ports: portIndex(graph, portIds) };
});
type Data = PageData<typeof loader>;

export function Component() {
  const { page, groups, ports } = usePageData<Data>();
  return (
    <>
      <PageHead title={page.title} description={page.description} path="/schedules" />
      <PageIntro heading={page.heading} intro={page.intro} />
      <PageBody>
        <nav aria-label="Schedule groups" className="mb-10">
          <ul className="flex flex-wrap gap-2">
            {groups.map((group, i) => (
              <li key={group.title}>
                <a href={`#schedule-group-${i + 1}`} className="inline-flex min-h-11 items-center rounded-full border border-sky-700 px-3 text-sm font-semibold text-sky-800 sm:px-4 sm:text-base hover:bg-sky-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700">
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-14">
          {groups.map((group, i) => (
            <section key={group.title} id={`schedule-group-${i + 1}`} aria-labelledby={`schedule-group-${i + 1}-title`} className="scroll-mt-24">
              <h2 id={`schedule-group-${i + 1}-title`} className={sectionHeading}>{group.title}</h2>
              <div className="mt-6 space-y-10">
                {group.timetables.map((t) => <TimetableTable key={t.id} timetable={t} ports={ports} />)}
              </div>
            </section>
          ))}
        </div>
        <div className="mt-14">
          <InfoBox title={page.closingNote.title} items={page.closingNote.items} tone="warning" icon="info" id="schedules-note" />
        </div>
      </PageBody>
    </>
  );
}
