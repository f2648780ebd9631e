/**
 * The traveller of the phone-first suites (shortest-path, travellers): a 375 × 812 touch phone, the clock fixed at a
 * Manila morning, the booking host answered by a stand-in page, and a counter of taps, choices and text entries.
 */
import { test, type BrowserContext } from '@playwright/test';
import { graph } from './graph';

export const BOOKING_HOST = graph.site.bookingHost;

/** The port's display label, from the graph the build was made from. */
export const label = (id: string) => graph.ports.find((p) => p.id === id)!.label;

/** The traveller's phone, as test.use takes it. */
export const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };

/** Call at the top of a spec file: the phone, the fixed clock, the booking host stand-in. */
export function onTravellersPhone(now: Date) {
  test.use(PHONE);
  test.beforeEach(async ({ context, page }) => {
    await context.route(`https://${BOOKING_HOST}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Booking host stand-in</title><p>stand-in</p>' }));
    await page.clock.setFixedTime(now);
  });
}

/** Counts the traveller's actions: each call is one tap, one choice in a list or one text entry. */
export function counter() {
  let count = 0;
  return {
    act: async <T>(action: () => Promise<T>): Promise<T> => { count++; return action(); },
    get count() { return count; },
  };
}

/** Runs the tap that hands off and returns the URL the new tab opened. */
export async function handOff(context: BrowserContext, tap: () => Promise<void>) {
  const [tab] = await Promise.all([context.waitForEvent('page'), tap()]);
  await tab.waitForLoadState('domcontentloaded');
  return new URL(tab.url());
}
