/**
 * What a route shows when loading or rendering it fails: 'Unexpected Application Error!' with the status
 * or the message. When the failure is a download (the page's data or code could not be fetched even after the
 * retries of data/fetch-policy.ts: offline, a new deployment), it says so and offers a retry instead, never a blank
 * page. The copy is here, not in data/, on purpose: this page must work when the data did not load.
 */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isLoadFailure } from '../data/fetch-policy';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

const button =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

export function ErrorPage() {
  const error = useRouteError();
  const loadFailure = isLoadFailure(error);
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">
        {loadFailure ? 'This page could not be loaded' : 'Unexpected Application Error!'}
      </h1>
      {loadFailure && (
        <p className="mt-4 text-lg text-slate-700">
          The connection may be down, or the site was just updated. Check your connection and try again.
        </p>
      )}
      <p className="mt-4 font-mono text-base text-red-800">{describeError(error)}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        {/* A full page load: fetches the current HTML (and with it the current data and code) from the host. */}
        <button type="button" className={button} onClick={() => window.location.reload()}>
          {loadFailure ? 'Try again' : 'Reload the page'}
        </button>
        <a href="/" className="inline-flex min-h-11 items-center font-semibold text-sky-800 underline underline-offset-2">
          Back to Home
        </a>
      </div>
    </section>
  );
}
