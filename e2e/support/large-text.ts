/**
 * Large text as a traveller sets it: the browser's default font size doubled, as Chromium's Settings › Appearance ›
 * Font size does (CDP Page.setFontSizes: 16 → 32 px, monospace 13 → 26 px). rem, em and media queries in em follow it,
 * as they do on a real phone; px stays px. (A root `font-size: 200%` set in a style would leave media queries at
 * 16 px, which no browser setting does, so it is not how the suite makes large text.) Applies to the page's later
 * navigations too.
 */
import type { BrowserContext, Page } from '@playwright/test';

export async function largeText(context: BrowserContext, page: Page, factor = 2): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * factor, fixed: 13 * factor } });
}

/** What a reflow check needs to know of the page as it is. */
export interface Reflow {
  /** How far the page scrolls sideways (0: not at all). */
  sideways: number;
  /** The sticky header's height, or null when the header scrolls away with the page. */
  stickyHeader: number | null;
  viewportHeight: number;
}

export function reflow(page: Page): Promise<Reflow> {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('header.site-header');
    const position = header ? getComputedStyle(header).position : 'static';
    return {
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      stickyHeader: header && (position === 'sticky' || position === 'fixed') ? header.getBoundingClientRect().height : null,
      viewportHeight: window.innerHeight,
    };
  });
}

/**
 * Whether the focused element can be seen: in part inside the viewport, and not under anything else there (the sticky
 * header), near the top of its visible part. Null when it can; else what covers it or that it is off screen.
 */
export function focusHidden(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return null;
    // The part of it inside the viewport (a table taller than the screen is seen in part).
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    if (bottom <= top || box.right <= 0 || box.left >= window.innerWidth) return `${name} is off screen (${Math.round(box.left)}, ${Math.round(box.top)})`;
    const x = Math.min(Math.max(box.left + Math.min(box.width / 2, 20), 0), window.innerWidth - 1);
    const y = top + Math.min((bottom - top) / 2, 10);
    const over = document.elementFromPoint(x, y);
    if (!over || el.contains(over) || over.contains(el)) return null;
    return `${name} is under ${over.tagName.toLowerCase()}.${over.className}`;
  });
}
