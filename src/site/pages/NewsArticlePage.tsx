/**
 * /news/{slug}: one article with a 'Back to News' link. Items without full content show their description
 * (or excerpt). JSON-LD: NewsArticle and BreadcrumbList. Unknown slugs never reach this component (routes.tsx
 * redirects them to /news).
 */
import { Badge } from '../components/Badge';
import { NewsMeta } from '../components/NewsMeta';
import { PageBody } from '../components/PageIntro';
import { Picture } from '../components/Picture';
import { SiteLink } from '../components/SiteLink';
import { useLayoutData, usePageData, type PageData } from '../data/loader';
import type { select } from './NewsArticlePage.server';
import { manilaStartOfDay } from '../../time';
import { newsBody } from '../../graph/reading-time';
import { absoluteUrl, breadcrumbList } from '../seo/jsonld';
import { PageHead } from '../seo/PageHead';
import { newsPath } from '../../vocabulary/pages';

type Data = NonNullable<PageData<typeof select>>;

export function Component() {
  const { item, newsLabel } = usePageData<Data>();
  const layout = useLayoutData();
  const baseUrl = layout?.baseUrl ?? '';
  const path = newsPath(item.slug);
  const summary = item.description ?? item.excerpt;
  // The words the read time was counted from (src/graph/reading-time.ts): one function decides both.
  const paragraphs = newsBody(item);
  const article = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description: summary,
    image: [absoluteUrl(baseUrl, item.image.src)],
    datePublished: manilaStartOfDay(item.date),
    author: { '@type': 'Person', name: item.author },
    ...(layout ? {
      publisher: { '@type': 'Organization', name: layout.brand, logo: { '@type': 'ImageObject', url: absoluteUrl(baseUrl, layout.logo.src) } },
    } : {}),
    mainEntityOfPage: absoluteUrl(baseUrl, path),
    articleSection: item.category,
    keywords: item.tags.join(', '),
  };
  const crumbs = breadcrumbList(baseUrl, [{ name: 'Home', path: '/' }, { name: newsLabel, path: '/news' }, { name: item.title, path }]);
  return (
    <>
      <PageHead title={item.title} description={summary} path={path} jsonLd={[article, crumbs]} image={item.image} type="article" />
      <PageBody className="max-w-3xl">
        <SiteLink to="/news" className="inline-flex min-h-11 items-center gap-1 font-semibold text-sky-800 underline underline-offset-2 hover:text-sky-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700">
          <span aria-hidden="true">←</span> Back to News
        </SiteLink>
        <article aria-labelledby="article-title" className="mt-6">
          <Badge colour={item.badgeColor}>{item.category}</Badge>
          <h1 id="article-title" className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{item.title}</h1>
          <div className="mt-4"><NewsMeta item={item} /></div>
          <Picture image={item.image} priority className="mt-6 h-auto w-full rounded-xl object-cover" />
          <div className="mt-6 space-y-4 text-lg text-slate-800">
            {paragraphs.map((p) => <p key={p}>{p}</p>)}
          </div>
          {item.tags.length > 0 ? (
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
              {item.tags.map((tag) => <li key={tag}><Badge colour="slate">#{tag}</Badge></li>)}
            </ul>
          ) : null}
        </article>
      </PageBody>
    </>
  );
}
