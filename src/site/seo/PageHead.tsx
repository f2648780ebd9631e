/**
 * The head of every page: title '{page title} | {brand} | Ferry Online Booking',
 * description, absolute canonical URL, Open Graph and Twitter tags, and JSON-LD blocks serialised so no data can
 * close the script tag. Brand, suffix and base URL come from the root route's data (data/site.yaml).
 *
 *   <PageHead title={page.title} description={page.description} path="/schedules" jsonLd={[breadcrumbs]} />
 */
import { Head } from 'vite-react-ssg';
import { useLayoutData } from '../data/loader';
import { serializeJsonLd } from '../../escape/json-ld';
import { absoluteUrl, withContext, type JsonLd } from './jsonld';
import { canonicalUrl, formatTitle, metaDescription } from './meta';

function webPage({ name, description, url, brand, baseUrl }: { name: string; description: string; url: string; brand: string; baseUrl: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name,
    description,
    url,
    inLanguage: 'en-PH',
    isPartOf: { '@type': 'WebSite', name: brand, url: `${baseUrl}/` },
  };
}

export interface PageHeadProps {
  /** The "{page title}" part; the brand and suffix are appended. */
  title: string;
  description: string;
  /** The route path of this page ("/destinations/cebu"); the canonical URL is built from it. */
  path: string;
  jsonLd?: JsonLd[];
  /** Keep the page out of search results (the 404 page); its canonical and social tags stay. */
  noindex?: boolean;
  /** A site image path ("/images/hero.jpg") for social previews; the logo when absent. */
  image?: { src: string; alt: string; width?: number; height?: number };
  /** Open Graph type; 'article' on news articles. */
  type?: 'website' | 'article';
}

export function PageHead({ title, description: text, path, jsonLd = [], noindex = false, image, type = 'website' }: PageHeadProps) {
  const layout = useLayoutData();
  const description = metaDescription(text);
  const brand = layout?.brand ?? '';
  const fullTitle = layout ? formatTitle(title, layout.brand, layout.titleSuffix) : title;
  const baseUrl = layout?.baseUrl ?? '';
  const canonical = canonicalUrl(baseUrl, path);
  const preview = image ?? layout?.logo;
  // Every indexable page describes itself (and the site it belongs to); pages add their own nodes after it.
  const nodes = noindex ? jsonLd : [webPage({ name: title, description, url: canonical, brand, baseUrl }), ...jsonLd];
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {/* The 404 page too (the spec asks it of every page): noindex keeps it out of results, canonical and og:url name it. */}
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      {preview && <meta property="og:image" content={absoluteUrl(baseUrl, preview.src)} />}
      {preview && <meta property="og:image:alt" content={preview.alt} />}
      <meta property="og:locale" content="en_PH" />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {preview && <meta name="twitter:image" content={absoluteUrl(baseUrl, preview.src)} />}
      {nodes.map((node, index) => (
        <script key={index} type="application/ld+json">{serializeJsonLd(withContext(node))}</script>
      ))}
    </Head>
  );
}
