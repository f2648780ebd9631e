/** /travel-tips: the six tip categories, then the Emergency Procedures box. */
import { BulletList } from '../components/BulletList';
import { Card } from '../components/Card';
import { IconDisc } from '../components/Icon';
import { InfoBox } from '../components/InfoBox';
import { InnerPage } from '../components/PageIntro';
import { cardHeading } from '../components/ui';
import { usePageData, type PageData } from '../data/loader';
import type { select } from './TravelTipsPage.server';
import { PolicyText } from '../components/PolicyText';
import { ProseText } from '../components/ProseText';

type Data = PageData<typeof select>;

export function Component() {
  const { page, tips } = usePageData<Data>();
  return (
    <InnerPage page={page} path="/travel-tips">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={page.heading}>
        {tips.categories.map((category) => (
          <Card as="li" key={category.title} className="gap-3 p-6">
            <IconDisc name={category.icon} />
            <h2 className={cardHeading}>{category.title}</h2>
            <BulletList items={category.tips.map((tip) => (tip.policy ? <PolicyText policy={tip.policy} /> : <ProseText parts={tip.parts} />))} />
          </Card>
        ))}
      </ul>
      <InfoBox title={tips.emergency.title} items={tips.emergency.items} tone="danger" icon="shield" id="emergency" className="mt-14" />
    </InnerPage>
  );
}
