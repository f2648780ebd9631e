/**
 * /news: a card per item. Items with full content expand in place ('Read Article' ↔ 'Show Less'),
 * at most one at a time; the others link to their article page. No script: each expanding card is a native
 * <details> (the cards share one `name`, so opening one closes the other), its summary the button whose label
 * follows the open state (styles.css), and an open card shows the full content instead of the excerpt.
 */
import { Badge } from '../components/Badge';
import { Card } from '../components/Card';
import { NewsMeta } from '../components/NewsMeta';
import { InnerPage } from '../components/PageIntro';
import { Picture } from '../components/Picture';
import { ButtonLink } from '../components/SiteLink';
import { buttonVariants } from '../components/ui';
import { usePageData, type PageData } from '../data/loader';
import type { select } from './NewsPage.server';
import { newsPath } from '../../vocabulary/pages';

type Data = PageData<typeof select>;
type Item = Data['items'][number];

function NewsCard({ item, eager }: { item: Item; eager: boolean }) {
  const contentId = `news-${item.slug}-content`;
  const titleId = `news-${item.slug}-title`;
  return (
    <Card as="article" labelledBy={titleId} id={`news-${item.slug}`} className="news-card">
      <Picture image={item.image} eager={eager} className="aspect-[16/9] h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div><Badge colour={item.badgeColor}>{item.category}</Badge></div>
        <h2 id={titleId} className="text-xl font-bold text-slate-900">{item.title}</h2>
        <NewsMeta item={item} />
        {/* Collapsed: the excerpt. Expanded: the full content instead (styles.css hides the excerpt). */}
        <p className="news-excerpt text-slate-700">{item.excerpt}</p>
        {item.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {item.tags.map((tag) => <li key={tag}><Badge colour="slate">#{tag}</Badge></li>)}
          </ul>
        ) : null}
        <div className="mt-auto pt-2">
          {item.content ? (
            <details name="news" className="news-more">
              <summary aria-describedby={titleId} className={`${buttonVariants.primary} w-fit`}>
                <span className="when-closed">Read Article</span>
                <span className="when-open">Show Less</span>
              </summary>
              <div id={contentId} className="mt-4 space-y-3 text-slate-800">
                {item.content.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
              </div>
            </details>
          ) : (
            <ButtonLink to={newsPath(item.slug)} ariaLabel={`Read Article: ${item.title}`}>Read Article</ButtonLink>
          )}
        </div>
      </div>
    </Card>
  );
}

export function Component() {
  const { page, items } = usePageData<Data>();
  return (
    <InnerPage page={page} path="/news">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {items.map((item, i) => (
          <NewsCard key={item.slug} item={item} eager={i < 2} />
        ))}
      </div>
    </InnerPage>
  );
}
