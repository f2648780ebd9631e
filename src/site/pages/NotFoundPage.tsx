/**
 * The 404 page: 'Page Not Found - 404', 'Lost at Sea?', the links of the spec, and the missing path
 * logged to the console. Its copy comes from the root route's data (pages.notFound), so it can also stand in for a
 * dynamic route whose slug has no page (routes.tsx) without a loader of its own.
 *
 * Pre-rendered once as 404.html (for the path /404); the host serves that file for every unknown path, and the
 * browser then shows the real path in the address bar, which is what the page's runtime logs
 * (runtime/enhance.ts `logMissingPath`, found by the section's data-missing-path).
 */
import { useLayoutData } from '../data/loader';
import { PageHead } from '../seo/PageHead';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

export function NotFoundPage() {
  const copy = useLayoutData()?.notFound;

  if (!copy) return null;
  const [first, ...rest] = copy.primaryLinks;
  return (
    <>
      {/* One address for the page that every unknown path shows: the pre-rendered /404 (404.html). */}
      <PageHead title={copy.title} description={copy.description} path="/404" noindex />
      <section data-missing-path className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:px-6">
        <p className="text-6xl font-extrabold text-sky-700" aria-hidden="true">404</p>
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{copy.heading}</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-700">{copy.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {first && <a href={first.to} className={`${button} bg-sky-700 text-white hover:bg-sky-800`}>{first.label}</a>}
          {rest.map((link) => (
            <a key={link.to} href={link.to} className={`${button} border border-sky-700 text-sky-800 hover:bg-sky-50`}>
              {link.label}
            </a>
          ))}
        </div>
        <h2 className="mt-12 text-lg font-semibold text-slate-900">{copy.quickLinksTitle}</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-6">
          {copy.quickLinks.map((link) => (
            <li key={link.to}>
              <a href={link.to} className="inline-flex min-h-11 items-center font-semibold text-sky-800 underline underline-offset-2 hover:text-sky-900">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
