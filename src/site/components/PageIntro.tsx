/** The top of an inner page: its one h1 and the intro line from pages.yaml. */
import type { ReactNode } from 'react';
import { PageHead } from '../seo/PageHead';
import type { JsonLd } from '../seo/jsonld';

export function PageIntro({ heading, intro, children }: { heading: string; intro?: string | undefined; children?: ReactNode }) {
  return (
    <header className="bg-gradient-to-b from-sky-800 to-sky-900 px-4 py-12 text-white sm:py-16 print:px-0 print:py-0">
      <div className="mx-auto max-w-5xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl print:text-2xl">{heading}</h1>
        {intro ? <p className="mx-auto mt-4 max-w-3xl text-lg text-sky-50 print:mt-1 print:text-base">{intro}</p> : null}
        {children}
      </div>
    </header>
  );
}

/** The content column under the intro. */
export function PageBody({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 py-10 sm:py-12 print:px-0 print:py-4 ${className}`.trim()}>{children}</div>;
}

/** An inner page whose head and intro come from its pages.yaml entry: the head, the intro and the content column. */
export function InnerPage({ page, path, jsonLd, bodyClassName, children }: {
  page: { title: string; description: string; heading: string; intro?: string | undefined };
  path: string;
  jsonLd?: JsonLd[];
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHead title={page.title} description={page.description} path={path} jsonLd={jsonLd} />
      <PageIntro heading={page.heading} intro={page.intro} />
      <PageBody className={bodyClassName}>{children}</PageBody>
    </>
  );
}
