/** /travel-tips: the six tip categories, then the Emergency Procedures box. */
import { Card } from '../components/Card';
import { IconDisc } from '../components/Icon';
import { InfoBox } from '../components/InfoBox';
import { PageBody, PageIntro } from '../components/PageIntro';
import { cardHeading } from '../components/ui';
import { usePageData, type PageData } from '../data/loader';
import type { select } from './TravelTipsPage.server';
import { PageHead } from '../seo/PageHead';
import { PolicyText } from '../components/PolicyText';
import { ProseText } from '../components/ProseText';

type Data = PageData<typeof select>;

export function Component() {
  const { page, tips } = usePageData<Data>();
  return (
    <>
      <PageHead title={page.title} description={page.description} path="/travel-tips" />
      <PageIntro heading={page.heading} intro={page.intro} />
      <PageBody>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={page.heading}>
          {tips.categories.map((category) => (
            <Card as="li" key={category.title} className="gap-3 p-6">
              <IconDisc name={category.icon} />
              <h2 className={cardHeading}>{category.title}</h2>
              <ul className="list-disc space-y-1.5 pl-6 text-slate-800">
                {category.tips.map((tip, i) => <li key={i}>{tip.policy ? <PolicyText policy={tip.policy} /> : <ProseText parts={tip.parts} />}</li>)}
              </ul>
            </Card>
          ))}
        </ul>
        <InfoBox title={tips.emergency.title} items={tips.emergency.items} tone="danger" icon="shield" id="emergency" className="mt-14" />
      </PageBody>
    </>
  );
}
