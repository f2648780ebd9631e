// @vitest-environment jsdom
/**
 * The site-wide advisory banner is pre-rendered, hidden, with every advisory that has not ended when the site is
 * built, and the page runtime (src/site/runtime/enhance.ts) shows those in force by the traveller's clock: no island
 * and no framework, so an advisory in force costs a content page no script beyond its runtime. Where the build puts
 * it: tests/site/advisory-banner.test.tsx.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Advisory } from '../../src/graph/types';
import { advisoriesNotEnded } from '../../src/advisories/active';
import { AdvisoryBanner } from '../../src/site/advisories/AdvisoryBanner';
import { showAdvisoriesInForce } from '../../src/site/runtime/enhance';

const make = (over: Partial<Advisory>): Advisory => ({
  id: 'gale-warning', title: 'Gale warning', message: 'Trips may be cancelled.', severity: 'warning',
  ports: ['batangas'], timetables: [], from: '2026-11-25T06:00+08:00', until: '2026-11-26T18:00+08:00',
  source: 'PAGASA bulletin', ...over,
});
const gale = make({});
const typhoon = make({ id: 'typhoon', title: 'Typhoon Pepito', severity: 'warning', from: '2026-11-26T00:00+08:00', until: '2026-11-27T12:00+08:00' });
const crowds = make({ id: 'crowds', title: 'Holiday crowds', severity: 'info', from: '2026-12-15T00:00+08:00', until: '2027-01-06T00:00+08:00' });
const ended = make({ id: 'ended', title: 'Old notice', from: '2026-11-01T00:00+08:00', until: '2026-11-02T00:00+08:00' });

/** The banner as the build writes it, in the document. */
function built(advisories: readonly Advisory[], buildAt: Date): HTMLElement | null {
  document.body.innerHTML = renderToStaticMarkup(<AdvisoryBanner advisories={advisoriesNotEnded(advisories, buildAt)} />);
  return document.querySelector<HTMLElement>('[data-advisory-banner]');
}
const shown = () => [...document.querySelectorAll<HTMLElement>('[data-advisory-banner] li')].filter((li) => !li.hidden).map((li) => li.textContent);
const at = (manila: string) => new Date(`${manila}+08:00`);

afterEach(() => { document.body.innerHTML = ''; });

describe('the advisory banner', () => {
  it('is pre-rendered hidden, every advisory not ended at the build with it, most severe first', () => {
    const banner = built([crowds, gale, ended, typhoon], at('2026-11-20T00:00'))!;
    expect(banner.hidden).toBe(true);
    expect(banner.getAttribute('aria-label')).toBe('Travel advisories');
    const items = [...banner.querySelectorAll<HTMLElement>('li')];
    expect(items.map((li) => li.dataset.severity)).toEqual(['warning', 'warning', 'info']);
    expect(items.every((li) => li.hidden)).toBe(true);
    expect(banner.textContent).not.toContain(ended.title);
  });

  it('is not written at all when no advisory is left', () => {
    expect(built([ended], at('2026-11-20T00:00'))).toBeNull();
    expect(document.body.innerHTML).toBe('');
  });

  it('the runtime shows the advisories in force at the clock, and the banner only while one is', () => {
    const banner = built([crowds, gale, typhoon], at('2026-11-20T00:00'))!;
    showAdvisoriesInForce(document, at('2026-11-25T05:59'));
    expect(banner.hidden).toBe(true);
    showAdvisoriesInForce(document, at('2026-11-25T06:00'));
    expect(banner.hidden).toBe(false);
    expect(shown()).toEqual([expect.stringContaining('Travel warning: Gale warning.')]);
    showAdvisoriesInForce(document, at('2026-11-26T12:00'));
    expect(shown()).toEqual([expect.stringContaining('Travel warning: Typhoon Pepito.'), expect.stringContaining('Travel warning: Gale warning.')]);
    // Checked again later (the runtime does, every minute): ended ones go, the banner with them.
    showAdvisoriesInForce(document, at('2026-11-27T12:00'));
    expect(banner.hidden).toBe(true);
    showAdvisoriesInForce(document, at('2026-12-20T08:00'));
    expect(shown()).toEqual([expect.stringContaining('Advisory: Holiday crowds.')]);
  });
});
