/**
 * The error element every route has: a failure shows a heading and the status or message inside
 * the page frame, and a download that failed for good says so and offers a retry — never a blank page.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from '../../src/site/pages/ErrorPage';

async function render(failure: () => never): Promise<string> {
  const routes = [{ path: '/', element: <p>frame</p>, errorElement: <ErrorPage />, loader: failure }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('https://ferry.example/'));
  if (context instanceof Response) throw new Error('unexpected response');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

describe('ErrorPage', () => {
  it("a thrown error → 'Unexpected Application Error!' with its message", async () => {
    const html = await render(() => { throw new Error('Cannot read the timetable'); });
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('Cannot read the timetable');
    expect(html).toContain('role="alert"');
  });

  it('an error response → its status', async () => {
    const html = await render(() => { throw new Response('', { status: 503, statusText: 'Service Unavailable' }); });
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('503 Service Unavailable');
  });

  it('a download that failed after the retries → a clear message and a retry button', async () => {
    const html = await render(() => { throw new TypeError('Failed to fetch dynamically imported module: /assets/NewsPage.js'); });
    expect(html).toContain('This page could not be loaded');
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
  });
});
