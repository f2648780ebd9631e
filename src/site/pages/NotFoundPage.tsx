/**
 * The 404 page (SPEC §2): 'Page Not Found - 404', 'Lost at Sea?', the links of the spec, and the missing path
 * logged to the console. Its copy comes from the root route's data (pages.notFound), so it can also stand in for a
 * dynamic route whose slug has no page (routes.tsx) without a loader of its own.
 *
 * Pre-rendered once as 404.html (for the path /404); the host serves that file for every unknown path, and the
 * browser then shows the real path in the address bar, which is what gets logged.
 */
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLayoutData } from '../data/loader';
import { PageHead } from '../seo/PageHead';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const copy = useLayoutData()?.notFound;

  useEffect(() => {
    // A warning, not an error: a mistyped address is not a fault of the site. Kept for whoever debugs a bad link.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  if (!copy) return null;
  const [first, ...rest] = copy.primaryLinks;
  return (
    <>
      {/* One address for the page that every unknown path shows: the pre-rendered /404 (404.html). */}
      <PageHead title={copy.title} description={copy.description} path="/404" noindex />
      <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:px-6">
        <p className="text-6xl font-extrabold text-sky-700" aria-hidden="true">404</p>
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{copy.heading}</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-700">{copy.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {first && <Link to={first.to} className={`${button} bg-sky-700 text-white hover:bg-sky-800`}>{first.label}</Link>}
          {rest.map((link) => (
            <Link key={link.to} to={link.to} className={`${button} border border-sky-700 text-sky-800 hover:bg-sky-50`}>
              {link.label}
            </Link>
          ))}
        </div>
        <h2 className="mt-12 text-lg font-semibold text-slate-900">{copy.quickLinksTitle}</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-6">
          {copy.quickLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="inline-flex min-h-11 items-center font-semibold text-sky-800 underline underline-offset-2 hover:text-sky-900">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export const Component = NotFoundPage;
