/**
 * Home: a hero of the height the data gives, two buttons, three feature cards, About with the
 * headline figures, and the popular routes with their starting fares. Organization JSON-LD lives here. Below the
 * hero, a From / To / Day search answered by the trip planner (not in the spec).
 */
import { Badge } from '../components/Badge';
import { Card } from '../components/Card';
import { IconDisc } from '../components/Icon';
import { Picture } from '../components/Picture';
import { TripSearch } from '../components/TripSearch';
import { ButtonLink, SiteLink } from '../components/SiteLink';
import { cardHeading, sectionHeading } from '../components/ui';
import { usePageData, type PageData } from '../data/loader';
import type { select } from './HomePage.server';
import { Fact, FromAmount, routeFrom } from '../components/Fact';
import { absoluteUrl } from '../format/links';
import { PageHead } from '../seo/PageHead';

type Data = PageData<typeof select>;

function organizationJsonLd(org: Data['org']) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.brand,
    description: org.description,
    url: absoluteUrl(org.baseUrl, '/'),
    logo: absoluteUrl(org.baseUrl, org.logo),
    foundingDate: String(org.foundingYear),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: org.phone.tel,
      ...(org.email ? { email: org.email } : {}),
      areaServed: 'PH',
      availableLanguage: ['English', 'Filipino'],
    },
  };
}

export function Component() {
  const { page, stats, org, search } = usePageData<Data>();
  const { hero } = page;
  const [primary, secondary] = page.buttons;
  return (
    <>
      <PageHead title={page.title} description={page.description} path="/" jsonLd={[organizationJsonLd(org)]} />

      <section aria-labelledby="hero-title" className="relative isolate flex items-center overflow-hidden bg-sky-950 text-white" style={{ minHeight: hero.heightPx }}>
        <Picture image={hero.image} priority decorative className="absolute inset-0 -z-10 h-full w-full object-cover" />
        {/* A dark veil keeps white text above 4.5:1 whatever the photo shows. */}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-slate-950/65" />
        <div className="mx-auto w-full max-w-5xl px-4 py-16 text-center">
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">{hero.title}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-white sm:text-xl">{hero.subtitle}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            {primary ? <ButtonLink to={primary.to} variant="light">{primary.label}</ButtonLink> : null}
            {secondary ? <ButtonLink to={secondary.to} variant="outlineLight">{secondary.label}</ButtonLink> : null}
          </div>
        </div>
      </section>

      <TripSearch title={page.tripSearch.title} intro={page.tripSearch.intro} submit={page.tripSearch.submit} from={search.from} to={search.to} />

      <div className="mx-auto w-full max-w-6xl px-4 py-12">
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {page.features.map((feature) => (
            <Card as="li" key={feature.title} className="items-center p-6 text-center">
              <IconDisc name={feature.icon} size="lg" />
              <h2 className={`${cardHeading} mt-4`}>{feature.title}</h2>
              <p className="mt-2 text-slate-700">{feature.description}</p>
              {feature.link ? <SiteLink to={feature.link.to} className="mt-3 inline-flex min-h-11 items-center font-semibold text-sky-800 underline underline-offset-2">{feature.link.label}</SiteLink> : null}
            </Card>
          ))}
        </ul>
      </div>

      <section aria-labelledby="about-title" className="bg-slate-50 py-12">
        <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="about-title" className={sectionHeading}>{page.about.title}</h2>
            {page.about.paragraphs.map((p) => <p key={p} className="mt-4 text-slate-700">{p}</p>)}
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm">
                <dt className="mt-1 text-sm font-medium text-slate-700">{stat.label}</dt>
                <dd className="text-3xl font-extrabold text-sky-800">{stat.fact ? <Fact id={stat.fact}>{stat.display}</Fact> : stat.display}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="popular-title" className="mx-auto w-full max-w-6xl px-4 py-12">
        <h2 id="popular-title" className={`${sectionHeading} text-center`}>{page.popularRoutesTitle}</h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {page.popularRoutes.map((route) => (
            <Card as="li" key={route.label}>
              {route.image ? <Picture image={route.image} className="aspect-[3/2] h-auto w-full object-cover" /> : null}
              <div className="flex flex-1 flex-col gap-3 p-5">
                <h3 className={cardHeading}>{route.label}</h3>
                {route.route ? (
                  <p className="text-slate-700">
                    From <Badge colour="green" className="text-sm"><FromAmount {...routeFrom(route.route.id, route.route.fare)} /></Badge>
                  </p>
                ) : null}
                <ButtonLink to={route.button.to} className="mt-auto" ariaLabel={`${route.button.label}: ${route.label}`}>
                  {route.button.label}
                </ButtonLink>
              </div>
            </Card>
          ))}
        </ul>
      </section>
    </>
  );
}
