/**
 * Routes with no published timetable (issue 17 item 6) are said plainly where a traveller meets them — the port
 * card that lists the route, the destination page, the planner (planner.spec.ts) — with the phone and the port to
 * ask at. Pre-rendered: the words are there without JavaScript.
 */
import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('/ports: the Cebu card lists Manila and says that no timetable is published for that way, and whom to ask', async ({ page }) => {
  await page.goto('/ports');
  const cebu = page.locator('#port-cebu');
  // The words every path gives for it (issue 25 item 3), the ports named by their labels.
  await expect(cebu.getByTestId('routes-not-published'))
    .toHaveText('No timetable is published for Cebu Port → Manila North Harbor. Sailings may still run: call (02) 0000 0000 or ask at the ticket office at Cebu Port before you travel.');
  await expect(cebu.getByRole('link', { name: '(02) 0000 0000' })).toHaveAttribute('href', 'tel:+63200000000');
  // Manila's card lists only routes with timetables.
  await expect(page.locator('#port-manila').getByTestId('routes-not-published')).toHaveCount(0);
});

test('/destinations/cebu: the return to Manila is not published; the port to ask at is Cebu Port', async ({ page }) => {
  await page.goto('/destinations/cebu');
  const box = page.locator('#cebu-not-published');
  await expect(box.getByRole('heading', { name: 'No published timetable' })).toBeVisible();
  await expect(box.getByRole('listitem')).toHaveText(['No timetable is published for Cebu Port → Manila North Harbor.']);
  await expect(box).toContainText('Sailings may still run: call (02) 0000 0000 or ask at the ticket office at Cebu Port before you travel.');
});

test('/destinations/manila and /destinations/batangas list every return they lack (Puerto Princesa → Manila, Caticlan → Batangas)', async ({ page }) => {
  await page.goto('/destinations/manila');
  await expect(page.locator('#manila-not-published').getByRole('listitem')).toContainText([
    'Bacolod Port → Manila North Harbor', 'Cagayan de Oro Port → Manila North Harbor', 'Cebu Port → Manila North Harbor',
    'Iloilo Port → Manila North Harbor', 'Puerto Galera Port (Muelle / Balatero) → Manila North Harbor',
    'Puerto Princesa Port → Manila North Harbor',
  ]);
  await expect(page.locator('#manila-not-published')).toContainText('ask at the ticket office at the port you leave from');
  await page.goto('/destinations/batangas');
  await expect(page.locator('#batangas-not-published').getByRole('listitem')).toContainText(['Caticlan Jetty Port (Boracay) → Batangas Port']);
});
