/** The head tags a page is shared and indexed by, as the browser reads them. */
import type { Page } from '@playwright/test';

export async function headOf(page: Page) {
  return {
    title: await page.title(),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
    ogTitle: await page.locator('meta[property="og:title"]').getAttribute('content'),
    ogUrl: await page.locator('meta[property="og:url"]').getAttribute('content'),
    twitterCard: await page.locator('meta[name="twitter:card"]').getAttribute('content'),
    jsonLd: (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>),
  };
}
