/**
 * The accessibility rule set of the site's gate: axe-core with the WCAG 2.0 / 2.1 / 2.2 A and AA tags and
 * `target-size` switched on by name (axe 4.x ships it disabled). Returns the violations as readable lines.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every violation as one line: rule, impact, the elements it names and axe's summary for the first of them. `include`:
 * only these parts of the page (CSS selectors), for a spec about one part of a long page the a11y spec checks whole.
 */
export async function axeViolations(page: Page, include: readonly string[] = []): Promise<string[]> {
  // Legacy mode: axe runs in the page itself. The default runs it per frame and then opens a second page, with axe
  // injected again, to merge the frames' results: a fifth of every-page.spec.ts's CPU
  // (docs/decisions/0004-test-suite-cpu.md), for frames the site never has (its CSP, default-src 'none' with no
  // frame-src, refuses every one). Checked here.
  expect(await page.locator('iframe, frame').count(), 'a frame: axe must run in its frames (drop legacy mode)').toBe(0);
  // A toast fading in or out is half transparent: axe would judge the contrast of a frame no one reads. Wait for
  // every finite animation and transition to end (a loaded machine stretches the checks past a toast's lifetime).
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
    .map((a) => a.finished.catch(() => undefined))));
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  for (const selector of include) builder = builder.include(selector);
  const results = await builder
    // Only violations get every node with its selector; passes and the rest keep one node per rule, enough for the
    // guard below, and the every-page and a11y specs take less CPU.
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .analyze();
  // Guard against a configuration that quietly runs nothing (target-size only runs when asked for by name).
  const ran = new Set([...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id));
  expect([...ran]).toEqual(expect.arrayContaining(['target-size', 'color-contrast', 'aria-valid-attr-value']));
  return results.violations.map((v) =>
    `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')} — ${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`);
}
