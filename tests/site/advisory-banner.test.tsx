/**
 * Every page the build renders carries the advisory banner just before <main>, hidden, with the advisories that have
 * not ended at the build instant (SOURCE_DATE_EPOCH): the page runtime shows those in force
 * (tests/advisories/banner.test.tsx), so a page needs no island for it.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Advisory } from '../../src/graph/types';
import { fixtureGraph } from '../support/fixture-data';
import { renderPages } from '../support/render-pages';

const make = (id: string, title: string, from: string, until: string): Advisory => ({
  id, title, message: 'Trips may be cancelled.', severity: 'warning', ports: [], timetables: [], from, until, source: 'PAGASA',
});

describe('the advisory banner in the built pages', () => {
  it('is on every page, hidden, with what has not ended at the build instant', async () => {
    const gale = make('gale', 'Gale warning', '2026-11-25T06:00+08:00', '2026-11-26T18:00+08:00');
    const ended = make('ended', 'Old notice', '2026-11-01T00:00+08:00', '2026-11-02T00:00+08:00');
    const graph = { ...fixtureGraph('network'), advisories: [gale, ended] };
    vi.stubEnv('SOURCE_DATE_EPOCH', String(Date.parse('2026-11-20T00:00:00+08:00') / 1000));
    try {
      const pages = await renderPages(graph, ['/', '/schedules', '/404']);
      for (const [path, html] of pages) {
        const banner = /<section aria-label="Travel advisories"[^>]*>([\s\S]*?)<\/section>(<main id="main")?/.exec(html);
        expect(banner, path).not.toBeNull();
        expect(banner![0], path).toMatch(/^<section[^>]* hidden=""[^>]* data-advisory-banner=""/);
        expect(banner![2], `${path}: just before <main>`).toBeDefined();
        expect(banner![1], path).toContain(gale.title);
        expect(banner![1], path).toMatch(/<li [^>]*data-from="2026-11-25T06:00\+08:00" data-until="2026-11-26T18:00\+08:00" hidden=""/);
        expect(html, path).not.toContain(ended.title);
      }
      // Once every advisory has ended at the build, no page carries a banner.
      vi.stubEnv('SOURCE_DATE_EPOCH', String(Date.parse('2026-11-27T00:00:00+08:00') / 1000));
      for (const [path, html] of await renderPages(graph, ['/'])) expect(html, path).not.toContain('Travel advisories');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
