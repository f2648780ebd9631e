/**
 * /faq: the hero, grouped questions as disclosures (one open per section), and the 'Still Have
 * Questions' card with a tel: link and a link to /travel-tips. FAQPage JSON-LD mirrors the visible answers.
 */
import { Accordion } from '../components/Accordion';
import { Card } from '../components/Card';
import { Icon, IconDisc } from '../components/Icon';
import { InnerPage } from '../components/PageIntro';
import { ButtonLink } from '../components/SiteLink';
import { sectionHeading } from '../components/ui';
import { PolicyText } from '../components/PolicyText';
import { ProseText } from '../components/ProseText';
import { usePageData, type PageData } from '../data/loader';
import type { select } from './FaqPage.server';
import { telHref } from '../format/links';

type Data = PageData<typeof select>;

function faqJsonLd(sections: Data['sections']) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: sections.flatMap((s) => s.items.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    }))),
  };
}

export function Component() {
  const { page, sections, phone } = usePageData<Data>();
  const still = page.stillHaveQuestions;
  return (
    <InnerPage page={page} path="/faq" jsonLd={[faqJsonLd(sections)]} bodyClassName="max-w-4xl">
      <div className="space-y-12">
        {sections.map((section, si) => (
          <section key={section.title} aria-labelledby={`faq-section-${si + 1}`}>
            <h2 id={`faq-section-${si + 1}`} className={`${sectionHeading} mb-4`}>{section.title}</h2>
            <Accordion
              group={`faq-section-${si + 1}`}
              items={section.items.map((item, qi) => ({
                id: `faq-${si + 1}-${qi + 1}`,
                title: item.q,
                content: <p>{item.policy ? <PolicyText policy={item.policy} /> : <ProseText parts={item.parts} />}</p>,
              }))}
            />
          </section>
        ))}
      </div>

      <Card as="section" labelledBy="still-title" className="mt-14 items-center gap-4 p-8 text-center">
        <IconDisc name="phone" size="lg" />
        <h2 id="still-title" className={sectionHeading}>{still.title}</h2>
        <p className="max-w-2xl text-slate-700">{still.text}</p>
        <div className="flex flex-col items-center gap-3 sm:flex-row">
          <ButtonLink to={telHref(phone.tel)}>
            <Icon name="phone" className="h-4 w-4" />
            {still.phoneLabel} {phone.display}
          </ButtonLink>
          <ButtonLink to={still.tipsLink.to} variant="secondary">{still.tipsLink.label}</ButtonLink>
        </div>
      </Card>
    </InnerPage>
  );
}
