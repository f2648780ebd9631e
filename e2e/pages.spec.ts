/**
 * Every content page in real Chromium against the built site: the key content of each screen
 * as the spec states it, its states (news one-at-a-time, FAQ one open per section), the links the spec
 * fixes (destination calls to action, maps links), and the page-specific JSON-LD.
 *
 * Every expectation about the data — titles, counts, fares, slugs, the phone — comes from .e2e-site/generated/graph.json, the
 * graph the build was made from, never from today's figures: a data change data:check --strict accepts passes
 * here too. Whether the data itself is right is data:check's to say.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fareEnvelope, figureValues, lowestFare } from '../src/graph/figure';
import { formatPeso, formatPesoRange } from '../src/graph/money';
import { formatTime12 } from '../src/time';
import type { Figure, PesoRange, Route } from '../src/graph/types';
import { graph } from './support/graph';

const BASE = graph.site.baseUrl;

/** Every JSON-LD node of the page, parsed (a block that does not parse fails the test). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

function ofType(nodes: Record<string, unknown>[], type: string): Record<string, unknown> | undefined {
  return nodes.find((n) => n['@type'] === type);
}

/** The ferry route of two ports (its one timetable: facts, not copies). */
const route = (from: string, to: string): Route | undefined => graph.routes.find((t) => t.from === from && t.to === to && t.mode === 'ferry');
const routeById = (id: string): Route | undefined => graph.routes.find((t) => t.id === id || t.sourceTimetables.includes(id));
/** The words a fare shows: its one range, or the first of its disputed ranges (the disputed form shows them all). */
const fareText = (fare: Figure<PesoRange>) => formatPesoRange(figureValues(fare)[0]!);
const scheduled = new Set(graph.schedules.groups.flatMap((g) => g.timetables.map((id) => routeById(id)?.id)));

/** The href attribute as written (not resolved), to compare with the spec's paths. */
async function hrefOf(link: Locator): Promise<string | null> {
  return link.getAttribute('href');
}

test.describe('home', () => {
  test('hero of 600px with title, subtitle and the two buttons', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) }).first();
    const { hero: data, buttons } = graph.pages.home;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title);
    await expect(hero).toContainText(data.subtitle);
    const box = await hero.boundingBox();
    expect(box?.height).toBe(data.heightPx);
    for (const button of buttons) expect(await hrefOf(hero.getByRole('link', { name: button.label }))).toBe(button.to);
  });

  test('three feature cards, the four headline figures, three popular routes with their fares', async ({ page }) => {
    await page.goto('/');
    for (const { title } of graph.pages.home.features) {
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    }
    // The figures as the graph has them: decisions applied (Years of Service follows the founding year), and Routes
    // Served is the count of the ferry routes the site publishes, the count /routes states.
    for (const { label, display, measures } of graph.site.stats) {
      const stat = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
      await expect(stat.locator('dd')).toHaveText(measures === 'routes_served' ? String(graph.counts.seaRoutes) : display);
    }
    // "from" = the lowest fare of the route's fare fact, whatever a page typed beside it.
    // 'View Schedule' opens /schedules with the card's route selected, at its section.
    for (const popular of graph.pages.home.popularRoutes) {
      const t = route(popular.from, popular.to)!;
      const card = page.locator('li').filter({ has: page.getByRole('heading', { name: popular.label, level: 3 }) });
      await expect(card).toContainText(formatPeso(lowestFare(t.fare!)));
      expect(await hrefOf(card.getByRole('link', { name: /View Schedule/ })))
        .toBe(`/schedules?from=${popular.from}&to=${popular.to}${scheduled.has(t.id) ? `#${t.id}` : ''}`);
    }
  });

  test('Organization JSON-LD: name, description, absolute logo, customer-service phone', async ({ page }) => {
    await page.goto('/');
    const org = ofType(await jsonLd(page), 'Organization');
    expect(org).toMatchObject({
      name: graph.site.brand,
      description: graph.site.description,
      logo: `${BASE}${graph.site.logo.src}`,
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: graph.site.phone.tel },
    });
  });
});

test.describe('schedules', () => {
  test('four groups, each route a table with the four spec columns, the closing note', async ({ page }) => {
    await page.goto('/schedules');
    const titles = graph.schedules.groups.map((g) => g.title);
    const groups = page.getByRole('heading', { level: 2 });
    await expect(groups.filter({ hasText: new RegExp(`^(${titles.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`) }))
      .toHaveText(titles);
    const ids = graph.schedules.groups.flatMap((g) => g.timetables);
    await expect(page.locator('main table')).toHaveCount(ids.length);
    for (const id of ids) {
      const table = page.locator(`section[id="${id}"] table`);
      for (const column of ['Departure Day', 'Departure Time', 'Arrival Day', 'Arrival Time', 'Duration']) {
        await expect(table.getByRole('columnheader', { name: column })).toHaveCount(1);
      }
    }
    await expect(page.getByRole('heading', { name: graph.pages.schedules.closingNote.title })).toBeVisible();
    await expect(page.locator('main')).toContainText('Philippine Standard Time');
  });

  test('a multi-day crossing shows the arrival weekday and "+N day(s)"', async ({ page }) => {
    const ids = new Set(graph.schedules.groups.flatMap((g) => g.timetables));
    const timetable = graph.routes.find((t) => ids.has(t.id) && t.rows.some((r) => (r.arr?.dayOffset ?? 0) >= 1 && r.days !== 'Daily'));
    expect(timetable, 'the schedules page has an overnight crossing').toBeDefined();
    await page.goto('/schedules');
    const row = page.locator(`section[id="${timetable!.id}"] tbody tr`).filter({ hasText: /\+\d+ days?/ }).first();
    await expect(row).toBeVisible();
    const arrivalDay = row.locator('td').nth(1);
    await expect(arrivalDay).toHaveText(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun).*\+\d+ days?/);
    await expect(row).toContainText(/\d{1,2}:\d{2} (AM|PM)/);
  });

  // One card per sailing below 640 px, on a 375 px phone neither the page nor a timetable's box
  // scrolls sideways: e2e/phone-timetables.spec.ts, on every table of every page.
});

test.describe('routes', () => {
  test('cards grouped by origin with frequency, duration and a prefilled Book Tickets link; the route count; the info box', async ({ page }) => {
    await page.goto('/routes');
    // The count the page states is the routes it lists: every ferry route, with a card or under More Routes.
    const ferryRoutes = graph.routes.filter((t) => t.mode === 'ferry').length;
    expect(graph.counts.seaRoutes).toBe(ferryRoutes);
    await expect(page.locator('main [data-fact="count:sea-routes"]')).toHaveText(String(ferryRoutes));
    for (const group of graph.routeCards.groups) {
      await expect(page.getByRole('heading', { name: group.title, level: 2 })).toBeVisible();
    }
    const cards = page.locator('main li').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(ferryRoutes);
    const first = cards.first();
    await expect(first).toContainText(/Daily|\dx\/week|Weekly/);
    await expect(first).toContainText(/\d+(–\d+)? h/);
    const book = first.getByRole('link', { name: /Book Tickets/ });
    expect(await hrefOf(book)).toMatch(/^\/book-tickets\?from=[^&]+&to=.+/);
    await expect(page.getByRole('heading', { name: graph.pages.routes.infoBox.title })).toBeVisible();
  });

  test('Book Tickets prefills the search panel with the route', async ({ page }) => {
    await page.goto('/routes');
    const book = page.locator('main li').first().getByRole('link', { name: /Book Tickets/ });
    const params = new URLSearchParams((await hrefOf(book))!.split('?')[1]);
    await book.click();
    await expect(page).toHaveURL(/\/book-tickets\?/);
    const panel = page.getByRole('region', { name: 'Ferry Booking Online' });
    await expect(panel.getByRole('combobox', { name: 'From' })).toHaveValue(params.get('from')!);
    await expect(panel.getByRole('combobox', { name: 'To' })).toHaveValue(params.get('to')!);
  });
});

test.describe('tickets', () => {
  test('the cabin classes with their capacities, a tier and Book Tickets each', async ({ page }) => {
    await page.goto('/tickets');
    const cards = page.getByRole('list', { name: 'Cabin classes' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(graph.cabins.length);
    for (const { name, capacity } of graph.cabins) {
      const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card).toContainText(`Up to ${capacity} passengers`);
      await expect(card).toContainText(/Premium|High|Medium-High|Medium|Budget/);
      expect(await hrefOf(card.getByRole('link', { name: /Book Tickets/ }))).toBe('/book-tickets');
    }
  });

  test('fare ranges per group with peso separators; Important Information', async ({ page }) => {
    await page.goto('/tickets');
    for (const group of graph.fares.groups) {
      await expect(page.getByRole('heading', { name: group.title, level: 3 })).toBeVisible();
    }
    // Each line shows its route's fare fact, as every page does.
    for (const { from, to } of graph.fares.groups.flatMap((g) => g.fares)) {
      const fare = route(from, to)?.fare;
      if (fare) await expect(page.locator('main')).toContainText(fareText(fare));
    }
    await expect(page.getByRole('heading', { name: graph.pages.tickets.importantInfo.title })).toBeVisible();
  });
});

test.describe('destinations', () => {
  test('a card per destination, in the data\'s order, with highlights, Learn More to its page and a Book Tickets link; tips at the bottom', async ({ page }) => {
    await page.goto('/destinations');
    const cards = page.locator('main li[id^="destination-"]');
    await expect(cards).toHaveCount(graph.destinations.length);
    const learnMore = await cards.getByRole('link', { name: /Learn More/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(learnMore).toEqual(graph.destinations.map((d) => `/destinations/${d.slug}`));
    const book = await cards.getByRole('link', { name: /Book Tickets/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(book).toHaveLength(graph.destinations.length);
    // Prefilled with one of the place names the panel suggests; a port no place name maps to with the town it is
    // known by (its destination's name), never its id.
    const places = graph.places.map((p) => p.name);
    for (const [i, href] of book.entries()) {
      const to = new URLSearchParams(href!.split('?')[1] ?? '').get('to');
      const d = graph.destinations[i]!;
      if (graph.places.some((p) => p.port === d.port)) expect(places).toContain(to);
      else expect(to, href!).toBe(d.name);
    }
    await expect(cards.first().locator('ul li').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: graph.pages.destinations.tips.title })).toBeVisible();
  });

  // The first five of the list: hubs and places whose calls to action link elsewhere than /tickets.
  const CTA = Object.fromEntries(graph.destinations.slice(0, 5).map((d) => [d.slug, d.cta.links.map((l) => [l.to, l.label] as const)]));
  for (const [slug, links] of Object.entries(CTA)) {
    test(`/destinations/${slug}: the call to action has exactly its two links`, async ({ page }) => {
      await page.goto(`/destinations/${slug}`);
      const cta = page.locator('section[aria-labelledby="cta-title"]');
      const anchors = cta.getByRole('link');
      await expect(anchors).toHaveCount(2);
      for (const [i, [href, label]] of links.entries()) {
        expect(await hrefOf(anchors.nth(i))).toBe(href);
        await expect(anchors.nth(i)).toHaveText(label);
      }
    });
  }

  test('detail layout: title, hero badges, attractions, schedule tables with fares, tips card; JSON-LD', async ({ page }) => {
    // A destination travellers sail to whose first table has a sailing arriving a day or more later.
    const first = (d: (typeof graph.destinations)[number]) => routeById(d.schedules[0]!.timetables[0]!);
    const detail = graph.destinations.find((d) => d.direction === 'to' && d.fromFare && first(d)?.fare
      && first(d)!.rows.some((r) => r.dep && r.arr && r.arr.dayOffset >= 1))!;
    const t = first(detail)!;
    const row = t.rows.find((r) => r.dep && r.arr && r.arr.dayOffset >= 1)!;
    await page.goto(`/destinations/${detail.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.name);
    // The badges show the graph's figures, decisions applied (which figure wins is tests/pipeline/resolve.test.ts's;
    // that every page shows the same one, npm run check:facts's).
    const glance = page.getByRole('list', { name: 'At a glance' });
    await expect(glance).toContainText(detail.travelTime.display);
    await expect(glance).toContainText(`From ${formatPeso(detail.fromFare!.amount)}`);
    await expect(page.locator('section[aria-labelledby="attractions-title"] li')).toHaveCount(detail.attractions.length);
    const tables = page.locator('main table');
    await expect(tables.first().getByRole('columnheader', { name: 'Fare Range' })).toHaveCount(1);
    const crossing = page.locator('main tbody tr').filter({ hasText: formatTime12(row.dep!) }).filter({ hasText: formatTime12(row.arr!.minute) }).first();
    await expect(crossing).toContainText(row.arr!.dayOffset === 1 ? '+1 day' : `+${row.arr!.dayOffset} days`);
    await expect(crossing).toContainText(fareText(row.fare ? { disputed: false, value: row.fare, statements: [] } : t.fare!));
    await expect(page.getByRole('heading', { name: detail.tips.title, level: 2 })).toBeVisible();

    const nodes = await jsonLd(page);
    const place = nodes.find((n) => n['@type'] === 'City' || n['@type'] === 'TouristDestination');
    expect(place).toMatchObject({ name: detail.name, description: detail.description, url: `${BASE}/destinations/${detail.slug}` });
    const crumbs = ofType(nodes, 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([`${BASE}/`, `${BASE}/destinations`, `${BASE}/destinations/${detail.slug}`]);
    const trip = ofType(nodes, 'BoatTrip') as { offers: Record<string, unknown> } | undefined;
    const envelope = fareEnvelope(t.fare!);
    expect(trip?.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'PHP', lowPrice: envelope.min, highPrice: envelope.max });
  });

  const hubs = graph.destinations.filter((d) => d.direction === 'from');
  test('the hubs show their overview: destination, days, time, duration, fare', async ({ page }) => {
    test.skip(hubs.length === 0, 'no hub page in the data');
    for (const { slug, schedules } of hubs) {
      await page.goto(`/destinations/${slug}`);
      const overview = page.getByRole('region', { name: /overview$/ }).first();
      for (const column of ['Destination', 'Days', 'Departure Time', 'Duration', 'Fare Range']) {
        await expect(overview.getByRole('columnheader', { name: column })).toHaveCount(1);
      }
      const place = (await jsonLd(page)).find((n) => n['@type'] === 'City' || n['@type'] === 'TouristDestination');
      expect(place?.['url']).toBe(`${BASE}/destinations/${slug}`);
      const listed = routeById(schedules[0]!.timetables[0]!);
      if (listed?.fare) await expect(page.locator('main')).toContainText(fareText(listed.fare));
    }
  });

  const withRouteColumn = graph.destinations.find((d) => d.schedules.some((s) => s.columns?.includes('route')));
  test('a page whose table names each route has a route column', async ({ page }) => {
    test.skip(!withRouteColumn, 'no page with a route column in the data');
    await page.goto(`/destinations/${withRouteColumn!.slug}`);
    await expect(page.locator('main table').getByRole('columnheader', { name: 'Route' }).first()).toBeVisible();
    const listed = routeById(withRouteColumn!.schedules.find((s) => s.columns?.includes('route'))!.timetables[0]!);
    if (listed?.fare) await expect(page.locator('main')).toContainText(fareText(listed.fare));
  });
});

test.describe('ports', () => {
  test('a card per port with a page, with city, address, routes, facilities and a maps link in a new tab; guidelines', async ({ page }) => {
    await page.goto('/ports');
    const names = graph.ports.filter((p) => p.page).map((p) => p.name);
    const cards = page.locator('main li[id^="port-"]');
    await expect(cards).toHaveCount(names.length);
    for (const name of names) {
      const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card.locator('address')).not.toBeEmpty();
      await expect(card.getByRole('heading', { name: 'Available Routes' })).toBeVisible();
      await expect(card.getByRole('heading', { name: 'Facilities' })).toBeVisible();
      const maps = card.getByRole('link', { name: /View on Google Maps/ });
      await expect(maps).toHaveAttribute('target', '_blank');
      await expect(maps).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(maps).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=[^ ]+$/);
      await expect(maps).toContainText('(opens in a new tab)');
    }
    await expect(page.getByRole('heading', { name: graph.pages.ports.guidelines.title })).toBeVisible();
  });
});

test('travel tips: every category and the emergency procedures', async ({ page }) => {
  await page.goto('/travel-tips');
  for (const { title } of graph.travelTips.categories) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: graph.travelTips.emergency.title })).toBeVisible();
});

test.describe('news', () => {
  const withContent = graph.news.filter((n) => n.content);
  const withoutContent = graph.news.filter((n) => !n.content);

  test('a card per item, newest first, with category, date, read time, author, title, excerpt', async ({ page }) => {
    await page.goto('/news');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(graph.news.length);
    const first = graph.news[0]!;
    const card = cards.first();
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(first.title);
    await expect(card).toContainText(first.category);
    await expect(card).toContainText(first.readTime);
    await expect(card).toContainText(first.author);
    await expect(card.locator('time')).toHaveAttribute('datetime', first.date);
  });

  // Native <details>: the same with and without JavaScript, before and after the page's scripts run.
  for (const javaScriptEnabled of [true, false]) {
    test(`Read Article expands in place and reads Show Less; one card open at a time (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
      test.skip(withContent.length < 2, 'needs two items with full content');
      const context = await browser.newContext({ javaScriptEnabled, baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      await page.goto('/news');
      const [a, b] = withContent as [typeof withContent[0], typeof withContent[0]];
      const cardA = page.locator(`article#news-${a.slug}`);
      const cardB = page.locator(`article#news-${b.slug}`);
      const buttonA = cardA.locator('summary');
      const buttonB = cardB.locator('summary');
      // The summary holds both labels and CSS shows the one for its state: what is read is the shown text.
      await expect(buttonA).toHaveText('Read Article', { useInnerText: true });
      await expect(cardA.locator('details')).not.toHaveAttribute('open');
      await expect(cardA.getByText(a.content![0]!)).toBeHidden();
      await expect(cardA.getByText(a.excerpt)).toBeVisible();

      await buttonA.click();
      await expect(buttonA).toHaveText('Show Less', { useInnerText: true });
      await expect(cardA.locator('details')).toHaveAttribute('open', '');
      await expect(cardA.getByText(a.content![0]!)).toBeVisible();
      // An open card shows the full content instead of the excerpt.
      await expect(cardA.getByText(a.excerpt)).toBeHidden();

      await buttonB.click();
      await expect(buttonB).toHaveText('Show Less', { useInnerText: true });
      await expect(buttonA).toHaveText('Read Article', { useInnerText: true });
      await expect(cardA.getByText(a.content![0]!)).toBeHidden();
      await expect(page.locator('details[open]')).toHaveCount(1);

      // The keyboard: a summary is a tab stop that Enter toggles.
      await buttonB.focus();
      await page.keyboard.press('Enter');
      await expect(buttonB).toHaveText('Read Article', { useInnerText: true });
      await expect(page.locator('details[open]')).toHaveCount(0);
      await context.close();
    });
  }

  test('items without full content link to their article', async ({ page }) => {
    test.skip(withoutContent.length === 0, 'every item has full content');
    await page.goto('/news');
    for (const item of withoutContent) {
      const link = page.locator(`article#news-${item.slug}`).getByRole('link', { name: /Read Article/ });
      expect(await hrefOf(link)).toBe(`/news/${item.slug}`);
    }
  });

  test('article page: Back to News, the article, NewsArticle and BreadcrumbList JSON-LD', async ({ page }) => {
    const item = withoutContent[0] ?? graph.news[0]!;
    await page.goto(`/news/${item.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
    const back = page.getByRole('link', { name: 'Back to News' });
    expect(await hrefOf(back)).toBe('/news');
    const nodes = await jsonLd(page);
    expect(ofType(nodes, 'NewsArticle')).toMatchObject({
      headline: item.title,
      datePublished: `${item.date}T00:00:00+08:00`,
      author: { '@type': 'Person', name: item.author },
      mainEntityOfPage: `${BASE}/news/${item.slug}`,
    });
    expect(ofType(nodes, 'BreadcrumbList')).toBeDefined();
    await back.click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.locator('main article')).toHaveCount(graph.news.length);
  });
});

test.describe('news read time and description', () => {
  // An item with no full content whose one paragraph is longer than a meta description may be.
  const item = graph.news.find((n) => !n.content && (n.description?.length ?? 0) > 160);
  test('a one-paragraph article: read time from the words it shows, description cut at a word boundary', async ({ page }) => {
    test.skip(!item, 'no item of the data has a long description and no full content');
    await page.goto(`/news/${item!.slug}`);
    const article = page.locator('main article');
    await expect(article.getByText(item!.description!)).toBeVisible();
    await expect(article).toContainText(item!.readTime);

    const cut = (await page.locator('meta[name="description"]').getAttribute('content'))!;
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(item!.description!.startsWith(`${cut.slice(0, -1)} `)).toBe(true);
    for (const selector of ['meta[property="og:description"]', 'meta[name="twitter:description"]']) {
      await expect(page.locator(selector)).toHaveAttribute('content', cut);
    }

    await page.goto('/news');
    await expect(page.locator(`article#news-${item!.slug}`)).toContainText(item!.readTime);
  });
});

test.describe('faq', () => {
  // Native <details name>: one open per section with no script at all, and the same with it.
  for (const javaScriptEnabled of [true, false]) {
    test(`one question open per section; sections are independent; keyboard works (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
      const section = graph.faq.sections.find((s) => s.items.length >= 2);
      test.skip(!section || graph.faq.sections.length < 2, 'needs two sections, one with two questions');
      const context = await browser.newContext({ javaScriptEnabled, baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      await page.goto('/faq');
      const region = page.locator('section').filter({ has: page.getByRole('heading', { name: section!.title, level: 2 }) });
      const question = (where: typeof region | typeof page, q: string) => where.locator('details').filter({ has: page.getByRole('heading', { name: q }) });
      const q1 = question(region, section!.items[0]!.q);
      const q2 = question(region, section!.items[1]!.q);
      await expect(q1).not.toHaveAttribute('open');
      await expect(q1.getByText(section!.items[0]!.a)).toBeHidden();
      await q1.locator('summary').click();
      await expect(q1).toHaveAttribute('open', '');
      await expect(q1.getByText(section!.items[0]!.a)).toBeVisible();

      const other = graph.faq.sections.find((s) => s !== section)!;
      const otherQ = question(page, other.items[0]!.q);
      await otherQ.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(otherQ).toHaveAttribute('open', '');
      await expect(q1).toHaveAttribute('open', '');

      await q2.locator('summary').click();
      await expect(q2).toHaveAttribute('open', '');
      await expect(q1).not.toHaveAttribute('open');
      await expect(q1.getByText(section!.items[0]!.a)).toBeHidden();
      await q2.locator('summary').click();
      await expect(q2).not.toHaveAttribute('open');
      await context.close();
    });
  }

  test('Still Have Questions: a tel: link with the phone and a link to /travel-tips', async ({ page }) => {
    await page.goto('/faq');
    const card = page.locator('section[aria-labelledby="still-title"]');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(graph.pages.faq.stillHaveQuestions.title);
    const tel = card.locator('a[href^="tel:"]');
    await expect(tel).toHaveAttribute('href', `tel:${graph.site.phone.tel}`);
    await expect(tel).toContainText(graph.site.phone.display);
    expect(await hrefOf(card.getByRole('link', { name: graph.pages.faq.stillHaveQuestions.tipsLink.label }))).toBe('/travel-tips');
  });
});

test('book tickets: the search panel is on /book-tickets under the page heading', async ({ page }) => {
  await page.goto('/book-tickets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(graph.pages.bookTickets.heading);
  await expect(page.getByRole('region', { name: 'Ferry Booking Online' })).toBeVisible();
});

test('tickets JSON-LD: the overall fare range as an AggregateOffer, as the data states it (decisions applied)', async ({ page }) => {
  await page.goto('/tickets');
  const service = ofType(await jsonLd(page), 'Service');
  const { min, max } = graph.site.structuredDataFareRange;
  expect(service?.['offers']).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'PHP', lowPrice: min, highPrice: max });
});
