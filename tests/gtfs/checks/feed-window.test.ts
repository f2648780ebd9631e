import { describe, expect, it } from 'vitest';
import { feedWindowExpired } from '../../../src/pipeline/checks/feed-window-expired';
import { feedWindowInvalid } from '../../../src/pipeline/checks/feed-window-invalid';
import { feedWindowMissing } from '../../../src/pipeline/checks/feed-window-missing';
import { FEED, fixtureGraph } from '../builders';
import { makeContext } from './context';

const withWindow = (startDate: string, endDate: string) => fixtureGraph({ feed: { ...FEED, startDate, endDate } });

describe('feed_window_expired / feed_window_expiring / feed_window_invalid, built on 2026-06-01', () => {
  it.each([
    ['expired: the window ended before the build date → error at feed.endDate', feedWindowExpired, '2026-01-01', '2026-05-31', [{
      code: 'feed_window_expired', severity: 'error', at: { file: 'data/site.yaml', path: ['feed', 'endDate'] },
      message: 'the feed window ended 2026-05-31, before the build date 2026-06-01, and journey planners drop an expired feed — confirm the timetables, then move feed.endDate forward and bump feed.version',
      context: { endDate: '2026-05-31', buildDate: '2026-06-01' },
    }]],
    ['expiring: the window ends within 30 days → warning with the days left', feedWindowExpired, '2026-01-01', '2026-06-30', [{
      code: 'feed_window_expiring', severity: 'warning', at: { file: 'data/site.yaml', path: ['feed', 'endDate'] },
      message: 'the feed window ends 2026-06-30, in 29 days (build date 2026-06-01); after that journey planners drop the feed — confirm the timetables, then move feed.endDate forward and bump feed.version',
      context: { endDate: '2026-06-30', buildDate: '2026-06-01', daysLeft: 29 },
    }]],
    ['expiring: the window ends 30 or more days after the build date → no notice', feedWindowExpired, '2026-01-01', '2026-07-01', []],
    ['invalid: start after end → error at feed.startDate, with feed.endDate as the other side', feedWindowInvalid, '2026-12-31', '2026-01-01', [{
      code: 'feed_window_invalid', severity: 'error', at: { file: 'data/site.yaml', path: ['feed', 'startDate'] },
      message: 'the feed window starts 2026-12-31, after it ends 2026-01-01, so calendar.txt would hold no day — swap or correct feed.startDate and feed.endDate',
      context: { startDate: '2026-12-31', endDate: '2026-01-01' },
      related: [{ file: 'data/site.yaml', path: ['feed', 'endDate'] }],
    }]],
    ['invalid: a date that does not exist (30 February) → error at that field', feedWindowInvalid, '2026-02-30', '2026-12-31', [{
      code: 'feed_window_invalid', severity: 'error', at: { file: 'data/site.yaml', path: ['feed', 'startDate'] },
      message: 'feed.startDate "2026-02-30" is not a calendar date — write it as yyyy-MM-dd, e.g. 2026-12-31',
      context: { startDate: '2026-02-30' },
    }]],
    ['invalid: a one-day window → no notice', feedWindowInvalid, '2026-06-01', '2026-06-01', []],
  ])('%s', (_, check, startDate, endDate, expected) => {
    expect(check.run(makeContext(withWindow(startDate, endDate), { buildDate: '2026-06-01' }))).toEqual(expected);
  });

  it('the same data checked on a later build date → expired: the date comes from the context, not the clock', () => {
    const graph = withWindow('2026-01-01', '2026-12-31');
    expect(feedWindowExpired.run(makeContext(graph, { buildDate: '2026-06-01' }))).toEqual([]);
    expect(feedWindowExpired.run(makeContext(graph, { buildDate: '2027-01-01' })).map((f) => f.code)).toEqual(['feed_window_expired']);
  });
});

describe('feed_window_missing', () => {
  it('no feed section → error at the file', () => {
    expect(feedWindowMissing.run(makeContext(fixtureGraph({ feed: null })))).toEqual([{
      code: 'feed_window_missing', severity: 'error', at: { file: 'data/site.yaml', path: [] },
      message: 'site.yaml has no feed section, so the GTFS feed has no validity window or licence and cannot be built — add feed: { startDate, endDate, version, license: { name, url } }',
      context: {},
    }]);
  });

  it('a feed section → no notice; and the other window checks say nothing about an absent one', () => {
    expect(feedWindowMissing.run(makeContext(fixtureGraph()))).toEqual([]);
    const noFeed = makeContext(fixtureGraph({ feed: null }));
    expect([...feedWindowInvalid.run(noFeed), ...feedWindowExpired.run(noFeed)]).toEqual([]);
  });
});
