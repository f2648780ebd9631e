/**
 * check:facts (scripts/facts): what it reads from a built page and when it fails. Tiny hand-written pages; the real
 * site is judged by `npm run check:facts` in npm test and by tests/facts/one-figure.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { judge, type LinkOccurrence, type Occurrence } from '../../scripts/facts/judge';
import { factsShown, linksShown } from '../../scripts/facts/read';

const on = (page: string, html: string): Occurrence[] => factsShown(html).map((s) => ({ ...s, page }));
/** Whether a route's days and its frequency badge or "N times a week" agree. */
const agree = (days: string, fact: 'frequency' | 'weekly', figure: string) =>
  judge([...on('/d', `<i data-fact="days:a-b">${days}</i>`), ...on('/routes', `<i data-fact="${fact}:a-b">${figure}</i>`)]).problems.length === 0;
const linksOn = (page: string, html: string): LinkOccurrence[] => linksShown(html).map((l) => ({ ...l, page }));

describe('reading a page', () => {
  it('reads each marked fact as shown: screen-reader copies skipped, whitespace collapsed, disputed marked', () => {
    const html = `<p>Fare: <span data-fact="fare:a-b"><span aria-hidden="true">₱1–₱2</span><span class="sr-only">₱1 to ₱2</span></span></p>
      <p><span data-fact="fare:c-d" data-disputed=""><span>₱1</span><span> or ₱3</span></span></p>`;
    expect(factsShown(html)).toEqual([
      { fact: 'fare:a-b', figure: '₱1–₱2', disputed: false, inRow: false },
      { fact: 'fare:c-d', figure: '₱1 or ₱3', disputed: true, inRow: false },
    ]);
  });

  it('says when a fact stands in a table row, and reads Book Tickets links with the route they book', () => {
    const html = `<table><tbody><tr><td><span data-fact="days:a-b">Mon</span></td></tr></tbody></table>
      <a href="/book-tickets?from=Manila&amp;to=Cebu" data-route="manila-cebu">Book</a><a href="/book-tickets">Book</a><a href="/routes">Routes</a>`;
    expect(factsShown(html)).toEqual([{ fact: 'days:a-b', figure: 'Mon', disputed: false, inRow: true }]);
    expect(linksShown(html)).toEqual([{ href: '/book-tickets?from=Manila&to=Cebu', route: 'manila-cebu' }, { href: '/book-tickets', route: null }]);
  });
});

describe('judging the site', () => {
  it('one figure on every page → no problem, one row per fact listing its pages', () => {
    const { rows, problems } = judge([...on('/', '<i data-fact="fare:a-b">₱5</i>'), ...on('/x', '<i data-fact="fare:a-b">₱5</i>')]);
    expect(problems).toEqual([]);
    expect(rows).toEqual([{ fact: 'fare:a-b', figures: [{ figure: '₱5', disputed: false, pages: ['/', '/x'] }] }]);
  });

  it('two figures for one fact → a problem naming both and their pages', () => {
    const { problems } = judge([...on('/', '<i data-fact="fare:a-b">₱5</i>'), ...on('/tickets', '<i data-fact="fare:a-b">₱6</i>')]);
    expect(problems).toEqual(['fare:a-b shows 2 figures: "₱5" on /; "₱6" on /tickets']);
  });

  it('the disputed form on one page and not on another → a problem, even with the same words', () => {
    const { problems } = judge([
      ...on('/', '<i data-fact="fare:a-b" data-disputed>₱5 or ₱6</i>'), ...on('/x', '<i data-fact="fare:a-b">₱5 or ₱6</i>'),
    ]);
    expect(problems).toHaveLength(1);
  });

  it('a "from" that is not the lowest fare of its route, or not marked as its disputed fare is → a problem', () => {
    expect(judge([...on('/', '<i data-fact="from:a-b">₱2,479</i>'), ...on('/s', '<i data-fact="fare:a-b">₱1,150–₱5,400</i>')]).problems)
      .toEqual(['from:a-b says ₱2,479 on /, but the lowest fare of fare:a-b is ₱1,150 ("₱1,150–₱5,400" on /s)']);
    expect(judge([...on('/', '<i data-fact="from:a-b">₱1,150</i>'), ...on('/s', '<i data-fact="fare:a-b" data-disputed>₱1,150–₱5,400 or ₱2,479–₱2,908</i>')]).problems)
      .toEqual([expect.stringMatching(/^from:a-b is not marked disputed, but fare:a-b is/)]);
    expect(judge([...on('/', '<i data-fact="from:a-b">₱1,150</i>'), ...on('/s', '<i data-fact="fare:a-b">₱1,150–₱5,400</i>')]).problems).toEqual([]);
  });

  it('a frequency badge that does not count the days its route shows → a problem', () => {
    const days = on('/d', '<i data-fact="days:a-b">Mon, Wed–Fri</i>');
    expect(judge([...days, ...on('/routes', '<i data-fact="frequency:a-b">4x/week</i>')]).problems).toEqual([]);
    expect(judge([...days, ...on('/routes', '<i data-fact="frequency:a-b">3x/week</i>')]).problems).toHaveLength(1);
    expect([agree('Daily', 'weekly', 'daily'), agree('Tue, Thu–Sun', 'weekly', '5 times a week'), agree('Sometimes', 'weekly', '7 times a week')])
      .toEqual([true, true, false]);
  });

  it('a sentence\'s "N times a week" that does not count the days its route shows → a problem', () => {
    const days = on('/d', '<i data-fact="days:a-b" data-disputed>Tue or Mon, Thu, Sat</i>');
    expect(judge([...days, ...on('/routes', '<i data-fact="weekly:a-b" data-disputed>once a week or 3 times a week</i>')]).problems).toEqual([]);
    expect(judge([...days, ...on('/routes', '<i data-fact="weekly:a-b" data-disputed>3 or 4 times a week</i>')]).problems).toHaveLength(1);
    expect([agree('Daily', 'weekly', 'daily'), agree('Mon–Wed or Mon–Thu', 'weekly', '3 or 4 times a week'), agree('Mon, Thu', 'weekly', 'twice a week')])
      .toEqual([true, true, true]);
    expect(agree('Mon, Thu', 'weekly', 'once a week')).toBe(false);
  });

  it('a disputed row whose pieces are listed apart — each source\'s days in one cell, the times in another → a problem', () => {
    const apart = `<table><tr><th>Puerto Princesa Port</th><td><span data-fact="days:m-p" data-disputed>Tue or Mon, Thu, Sat</span></td>
      <td>1:30 PM or 8:00 PM</td><td><span data-fact="time:m-p" data-disputed>26 h or 29 h</span></td></tr></table>`;
    expect(judge(on('/destinations/manila', apart)).problems).toEqual([
      'days:m-p on /destinations/manila lists each source\'s days ("Tue or Mon, Thu, Sat") in a table row, apart from their times: a row must pair one source\'s days, times and travel time',
    ]);
    // One row per source, and the disputed day list outside any row (a card's badge): no problem.
    const paired = `<table><tr><th>Puerto Princesa Port</th><td>Tue</td><td>1:30 PM</td><td>29 h</td></tr>
      <tr><th>Puerto Princesa Port</th><td>Mon, Thu, Sat</td><td>8:00 PM</td><td>26 h</td></tr></table>
      <p><span data-fact="days:m-p" data-disputed>Tue or Mon, Thu, Sat</span></p>`;
    expect(judge(on('/destinations/manila', paired)).problems).toEqual([]);
  });

  it('a sailing at one of several times shown as one time, or not marked unconfirmed → a problem', () => {
    expect(judge(on('/s', '<i data-fact="departure:m-i#0" data-disputed>11:00 AM or 5:30 PM</i>')).problems).toEqual([]);
    expect(judge(on('/s', '<i data-fact="departure:m-i#0" data-disputed>11:00 AM</i>')).problems).toHaveLength(1);
    expect(judge(on('/s', '<i data-fact="departure:m-i#0">11:00 AM or 5:30 PM</i>')).problems).toHaveLength(1);
  });

  it('Book Tickets links: a place named by an id, a route link naming one place, a route named two ways → problems', () => {
    const ok = linksOn('/routes', '<a href="/book-tickets?from=Manila&amp;to=Ozamis" data-route="manila-ozamiz">Book</a>');
    expect(judge([], [...ok, ...linksOn('/schedules', '<a href="/book-tickets?from=Manila&amp;to=Ozamis&amp;date=2026-11-27" data-route="manila-ozamiz">Book</a>')]).problems).toEqual([]);
    expect(judge([], linksOn('/schedules', '<a href="/book-tickets?from=Manila&amp;to=ozamiz">Book</a>')).problems)
      .toEqual(['a Book Tickets link on /schedules names a place by an id, "ozamiz" (/book-tickets?from=Manila&to=ozamiz): the search panel shows it as typed']);
    expect(judge([], linksOn('/routes', '<a href="/book-tickets?from=Manila" data-route="manila-ozamiz">Book</a>')).problems)
      .toEqual(['the Book Tickets link of route manila-ozamiz on /routes names no To (/book-tickets?from=Manila)']);
    expect(judge([], [...ok, ...linksOn('/s', '<a href="/book-tickets?from=Manila&amp;to=Ozamiz%20City" data-route="manila-ozamiz">B</a>')]).problems)
      .toEqual([expect.stringMatching(/^the Book Tickets links of route manila-ozamiz name its places 2 ways/)]);
  });
});
