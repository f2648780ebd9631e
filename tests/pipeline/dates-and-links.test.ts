/**
 * Every date and date-time in the data is a real calendar instant, and every URL-ish
 * field follows one rule (site paths with a single leading slash, https:// outside, mailto:/tel: for contacts).
 */
import { describe, expect, it, vi } from 'vitest';
import { isIsoDay as isRealDate, isManilaInstant as isRealManilaInstant } from '../../src/time';
import { href, httpsUrl } from '../../src/schema/links';
import { editFile } from './builders';
import { check, freshSandboxes } from './hostile-support';

// Each case runs the whole check on a copy of the fixtures: allow a busy CI machine.
vi.setConfig({ testTimeout: 60_000 });

describe('real calendar dates and instants', () => {
  it.each([
    ['2024-02-29', true], ['2000-02-29', true], ['2025-12-31', true],
    ['2025-02-29', false], ['2100-02-29', false], ['2025-02-30', false], ['2025-13-45', false], ['2025-00-10', false],
    ['2025-04-31', false], ['2025-1-5', false], ['25-01-05', false],
  ])('date %s → %s', (text, real) => expect(isRealDate(text)).toBe(real));

  it.each([
    ['2026-11-25T06:00+08:00', true], ['2026-11-25T23:59:59+08:00', true], ['2028-02-29T00:00+08:00', true],
    ['2025-11-10T99:00+08:00', false], ['2025-11-10T25:00+08:00', false], ['2025-11-10T24:00+08:00', false],
    ['2025-11-10T12:60+08:00', false], ['2025-11-10T12:00:60+08:00', false], ['2027-02-30T06:00+08:00', false],
    ['2026-11-25T06:00Z', false], ['2026-11-25T06:00+09:00', false], ['2026-11-25 06:00+08:00', false],
  ])('instant %s → %s', (text, real) => expect(isRealManilaInstant(text)).toBe(real));
});

describe('the URL rule', () => {
  it.each([
    ['/', true], ['/schedules', true], ['/news/a-b?x=1#top', true], ['/gtfs.zip', true],
    ['//evil.example/x', false], ['/\\evil.example/x', false], ['/a\\b', false], ['schedules', false],
    ['/a b', false], ['/a\u0000', false],
  ])('site path %j → %s', (text, ok) => expect(href.safeParse(text).success).toBe(ok));

  it.each([
    ['https://creativecommons.org/licenses/by/4.0/', true], ['https://x.example:8443/a?b#c', true],
    ['http://x.example', false], ['javascript:alert(1)', false], ['https://user:pw@x.example/', false],
    ['https://x.example\\@evil.example', false], ['https:/x.example', false], ['data:text/html,hi', false], ['https://', false],
  ])('https URL %j → %s', (text, ok) => expect(httpsUrl.safeParse(text).success).toBe(ok));

  it.each([
    ['mailto:help@ferry.example', true], ['tel:+63285287000', true], ['/schedules', true], ['https://x.example/', true],
    ['mailto:javascript:alert(1)', false], ['tel:javascript:1', false], ['vbscript:x', false], ['//evil.example', false],
  ])('link %j → %s', (text, ok) => expect(href.safeParse(text).success).toBe(ok));
});

describe('data:check on impossible dates and off-site links', () => {
  const fresh = freshSandboxes();
  const located = (run: ReturnType<typeof check>) =>
    run.errors.map((n) => `${n.file.replace(/^.*?\/data\//, 'data/')}:${n.line}:${n.col} ${n.code}`);

  it('Feb 30, hour 99, a protocol-relative nav link, an off-site image and a javascript: licence → one located error each', () => {
    const box = fresh();
    editFile(box.data, 'news.yaml', 'date: "2025-10-27"', 'date: "2025-02-30"');
    editFile(box.data, 'advisories.yaml', 'until: 2027-01-06T00:00+08:00', 'until: 2025-11-10T99:00+08:00');
    editFile(box.data, 'site.yaml', '{ label: Ferry Schedules, to: /schedules }', '{ label: Ferry Schedules, to: "//evil.example/x" }');
    editFile(box.data, 'site.yaml', 'src: /images/logo.svg', 'src: //evil.example/t.svg');
    editFile(box.data, 'site.yaml', 'url: "https://creativecommons.org/licenses/by/4.0/"', 'url: "javascript:alert(1)"');
    const run = check(box);
    expect(run.code).toBe(1);
    expect(located(run)).toEqual([
      'data/advisories.yaml:9:12 invalid_instant',
      'data/news.yaml:17:11 invalid_date',
      'data/site.yaml:10:14 invalid_link',
      'data/site.yaml:13:35 invalid_link',
      'data/site.yaml:31:36 invalid_link',
    ]);
    expect(run.outUntouched).toBe(true);
  });

  it('month 13, hour 25, Feb 30 in a date-time, a backslash path and an http: social link → one located error each', () => {
    const box = fresh();
    editFile(box.data, 'news.yaml', 'date: "2025-10-27"', 'date: "2025-13-45"');
    editFile(box.data, 'advisories.yaml', 'from: 2026-12-15T00:00+08:00', 'from: 2026-12-15T25:00+08:00');
    editFile(box.data, 'advisories.yaml', 'until: 2027-01-06T00:00+08:00', 'until: 2027-02-30T00:00+08:00');
    editFile(box.data, 'site.yaml', '{ label: Ferry Schedules, to: /schedules }', '{ label: Ferry Schedules, to: "/\\\\evil.example/x" }');
    editFile(box.data, 'site.yaml', 'href: "https://www.facebook.com/"', 'href: "http://www.facebook.com/"');
    const run = check(box);
    expect(run.code).toBe(1);
    expect(located(run)).toEqual([
      'data/advisories.yaml:8:11 invalid_instant',
      'data/advisories.yaml:9:12 invalid_instant',
      'data/news.yaml:17:11 invalid_date',
      'data/site.yaml:13:35 invalid_link',
      'data/site.yaml:21:32 invalid_link',
    ]);
    expect(run.stdout).toContain('"2025-13-45" is not a real date');
  });
});
