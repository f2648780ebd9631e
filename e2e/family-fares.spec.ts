/**
 * Family fares: a family of five books on a 375 × 812 phone. Beside People the panel says how to count
 * infants and children and who travels free in the same words as the FAQ and the travel tips (one policy,
 * pages.yaml bookTickets.whoPays), with the free age in its one disputed form while the sources differ; every page
 * that names the senior citizen and PWD discount gives its figure; the hand-off carries everyone. The policy, its
 * figures and the pages that show it are read from the graph the site was built from.
 */
import { expect, test, type Page } from '@playwright/test';
import { graph } from './support/graph';
import { hydrated, watchPage } from './support/page-health';
import { handOff, onTravellersPhone } from './support/traveller';

/** Thu 26 Nov 2026, 09:00 in Manila. */
onTravellersPhone(new Date('2026-11-26T01:00:00Z'));

const family = graph.policies.find((p) => p.id === graph.pages.bookTickets.whoPays)!;
const figures = family.parts.flatMap((p) => ('key' in p ? [p] : []));
const words = family.parts.flatMap((p) => ('text' in p ? [p.text.trim()] : [])).filter(Boolean);
const question = graph.faq.sections.flatMap((s) => s.items).find((i) => i.policy === family.id)!;
const discount = graph.policies.find((p) => p.topic === 'senior_pwd_discount' && 'discountPercent' in p.values)!;
const discountFigure = discount.parts.find((p) => 'key' in p && p.key === 'discountPercent') as { figure: string };
const discountFact = '[data-fact="policy:senior_pwd_discount.discountPercent"]';

/** The family rule as a page shows it: its words, each figure as its fact (disputed where the sources differ). */
async function expectFamilyRule(page: Page, where: ReturnType<Page['locator']>) {
  for (const text of words) await expect(where).toContainText(text);
  for (const { key, figure } of figures) {
    const fact = where.locator(`[data-fact="policy:${family.topic}.${key}"]`);
    await expect(fact).toHaveText(figure);
    if (family.disputed.includes(key)) await expect(fact).toHaveAttribute('data-disputed', '');
  }
  return (await where.innerText()).replace(/\s+/g, ' ').trim();
}

test('a family of five: the panel, the FAQ and the travel tips say the family rule in the same words; the hand-off counts all five', async ({ context, page }) => {
  expect(figures.length, 'the family rule names the free age').toBeGreaterThan(0);
  const health = watchPage(page);
  await page.goto('/book-tickets?from=Manila&to=Coron&date=2026-12-01');
  await hydrated(page);
  const panel = page.getByRole('region', { name: graph.pages.bookTickets.panelTitle });
  const whoPays = panel.getByTestId('who-pays');
  const inPanel = await expectFamilyRule(page, whoPays.locator('p').first());
  // The discount with its figure.
  await expect(whoPays.locator(discountFact)).toHaveText(discountFigure.figure);
  // People is described by the note: a screen reader hears it with the field.
  await expect(panel.getByLabel('People')).toHaveAttribute('aria-describedby', new RegExp(`(^| )${(await whoPays.getAttribute('id'))!}( |$)`));

  await panel.getByLabel('People').selectOption('5');
  const url = await handOff(context, () => panel.getByRole('button', { name: 'Book Tickets' }).tap());
  expect(url.searchParams.get('people')).toBe('5');

  await page.goto('/faq');
  const answer = page.locator('details').filter({ has: page.getByRole('heading', { name: question.q }) });
  await answer.locator('summary').tap();
  expect(await expectFamilyRule(page, answer.locator('p').first())).toBe(inPanel);

  await page.goto('/travel-tips');
  const tip = page.locator('main li li').filter({ hasText: words[0]! });
  expect(await expectFamilyRule(page, tip)).toBe(inPanel);
  expect(health.problems()).toEqual([]);
});

test('the senior citizen and PWD discount carries its figure wherever it is named: /tickets, the travel tips, the FAQ', async ({ page }) => {
  for (const path of ['/tickets', '/travel-tips', '/faq']) {
    await page.goto(path);
    const facts = page.locator(`main ${discountFact}`);
    await expect(facts.first(), path).toBeAttached();
    for (const fact of await facts.all()) await expect(fact, path).toHaveText(discountFigure.figure);
    // No sentence names the discount without it.
    const sentences = await page.locator('main li, main p').filter({ hasText: /senior citizens/i }).all();
    for (const sentence of sentences) await expect(sentence.locator(discountFact), path).toHaveCount(1);
  }
});
