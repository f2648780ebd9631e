/**
 * check:facts (scripts/facts): what it reads from a built page and when it fails. Tiny hand-written pages; the real
 * site is judged by `npm run check:facts` in npm test and by tests/facts/one-figure.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { dayCount, judge, type Occurrence } from '../../scripts/facts/judge';
import { factsShown } from '../../scripts/facts/read';

const on = (page: string, html: string): Occurrence[] => factsShown(html).map((s) => ({ ...s, page }));

describe('reading a page', () => {
  it('reads each marked fact as shown: screen-reader copies skipped, whitespace collapsed, disputed marked', () => {
    const html = `<p>Fare: <span data-fact="fare:a-b"><span aria-hidden="true">₱1–₱2</span><span class="sr-only">₱1 to ₱2</span></span></p>
      <p><span data-fact="fare:c-d" data-disputed=""><span>₱1</span><span> or ₱3</span></span></p>`;
    expect(factsShown(html)).toEqual([
      { fact: 'fare:a-b', figure: '₱1–₱2', disputed: false },
      { fact: 'fare:c-d', figure: '₱1 or ₱3', disputed: true },
    ]);
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
    expect([dayCount('Daily'), dayCount('Tue, Thu–Sun'), dayCount('Sometimes')]).toEqual([7, 5, null]);
  });
});
