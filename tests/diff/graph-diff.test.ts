/**
 * What travellers will see change (src/pipeline/diff): two graphs of the network fixture, the second edited as a
 * maintainer would, compared. Every kind of change docs/data.md names, in the site's words; nothing for what a
 * traveller cannot see (a moved line, a comment).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diffData, isEmpty, type Side } from '../../src/pipeline/diff/graph-diff';
import { renderMarkdown, renderText } from '../../src/pipeline/diff/render';
import { checkData, cleanupFixtureCopies, copyFixtureData } from '../support/fixture-data';
import { editFile } from '../pipeline/builders';

afterEach(cleanupFixtureCopies);

const side = (dir: string): Side => {
  const { graph, notices } = checkData(dir);
  return { graph, notices: notices.map((n) => ({ ...n, file: n.file.replace(dir, 'data'), message: n.message.split(dir).join('data') })) };
};
const heading = { what: 'data/ at HEAD → the working tree', buildDate: '2026-11-25' };

describe('data diff', () => {
  it('the same data, lines moved and comments edited → no change', () => {
    const dir = copyFixtureData('network');
    const before = side(dir);
    editFile(dir, 'timetables/network.yaml', 'source: test › network', '# a comment a maintainer added\n\nsource: test › network');
    const diff = diffData(before, side(dir));
    expect(isEmpty(diff)).toBe(true);
    expect(renderText(diff, heading)).toBe('What travellers will see change: data/ at HEAD → the working tree (build date 2026-11-25)\n'
      + 'No change a traveller would see, and no notice of the data check came or went.\n');
  });

  it('sailings retimed, added and removed, per route and the days they happen on, in PST', () => {
    const dir = copyFixtureData('network');
    const before = side(dir);
    editFile(dir, 'timetables/network.yaml', '{ days: [Tue, Fri], dep: "18:00", arrDay: "+1", arr: "08:00" }', '{ days: [Tue, Fri], dep: "19:00", arrDay: "+1", arr: "09:00" }');
    editFile(dir, 'timetables/network.yaml', '{ days: [Fri], dep: "12:00", arrDay: Sun, arr: "06:00" }', '{ days: [Fri, Sat], dep: "12:00", arrDay: "+2", arr: "06:00" }');
    editFile(dir, 'timetables/network.yaml', '{ days: [Wed], dep: "10:00", arrDay: Thu, arr: "18:00" }', '{ days: [Wed], dep: "10:00", arrDay: Thu, arr: "20:00" }');
    expect(diffData(before, side(dir)).sailings).toEqual([
      { kind: 'changed', subject: 'Batangas Port to Culasi Port (Roxas) (batangas-roxas)', days: 'Tue, Fri',
        before: '6:00 PM PST, arrives 8:00 AM +1 day', after: '7:00 PM PST, arrives 9:00 AM +1 day' },
      { kind: 'added', subject: 'Manila North Harbor to Nasipit Port (manila-nasipit)', days: 'Sat', before: null, after: '12:00 PM PST, arrives 6:00 AM +2 days' },
      { kind: 'changed', subject: 'Tagbilaran Port to Manila North Harbor (tagbilaran-manila)', days: 'Wed',
        before: '10:00 AM PST, arrives 6:00 PM +1 day', after: '10:00 AM PST, arrives 8:00 PM +1 day' },
    ]);
  });

  it('a route retired and one added; fares, travel times and "from" fares; pages; the phone and the counts', () => {
    const dir = copyFixtureData('network');
    const before = side(dir);
    // Retire Roxas → Caticlan (and its schedule listing), add Caticlan → Batangas, reprice Batangas → Caticlan.
    editFile(dir, 'timetables/network.yaml', `  - id: roxas-caticlan
    from: roxas
    to: caticlan
    fare: { min: 300, max: 500 }
    trips:
      - { days: Daily, dep: "13:00", arrDay: "+0", arr: "16:00" }`, `  - id: caticlan-batangas
    from: caticlan
    to: batangas
    fare: { min: 800, max: 3200 }
    trips:
      - { days: [Sun], dep: "16:00", arrDay: "+1", arr: "01:00" }`);
    editFile(dir, 'schedules.yaml', 'timetables: [roxas-batangas, roxas-caticlan]', 'timetables: [roxas-batangas, caticlan-batangas]');
    editFile(dir, 'timetables/network.yaml', 'fare: { min: 780, max: 3200 }', 'fare: { min: 800, max: 3200 }');
    editFile(dir, 'timetables/network.yaml', '{ days: [Mon], dep: "08:30", arrDay: Tue, arr: "16:00" }', '{ days: [Mon], dep: "08:30", arrDay: Tue, arr: "18:00" }');
    editFile(dir, 'site.yaml', 'phone: { display: (02) 8000 0000, tel: "+63280000000" }', 'phone: { display: (02) 8123 4567, tel: "+63281234567" }');
    editFile(dir, 'news.yaml', 'slug: older-news', 'slug: fleet-news');
    const diff = diffData(before, side(dir));
    expect(diff.routes).toEqual([
      { kind: 'added', subject: 'Caticlan Jetty Port (Boracay) to Batangas Port (caticlan-batangas)', before: null, after: 'Sun 4:00 PM, ₱800–₱3,200' },
      { kind: 'removed', subject: 'Culasi Port (Roxas) to Caticlan Jetty Port (Boracay) (roxas-caticlan)', before: 'Daily 1:00 PM, ₱300–₱500', after: null },
    ]);
    expect(diff.fares).toEqual([
      { kind: 'changed', subject: 'Batangas Port to Caticlan Jetty Port (Boracay) (batangas-caticlan)', before: '₱780–₱3,200', after: '₱800–₱3,200' },
      // Roxas → Caticlan, the cheapest way there, is gone.
      { kind: 'changed', subject: '"from" fare of /destinations/boracay-via-caticlan', before: 'from ₱300', after: 'from ₱800' },
    ]);
    expect(diff.travelTimes).toEqual([{ kind: 'changed', subject: 'Manila North Harbor to Tagbilaran Port (manila-tagbilaran)', before: '31 h 30 min', after: '33 h 30 min' }]);
    expect(diff.pages).toEqual([
      { kind: 'added', subject: '/news/fleet-news', before: null, after: 'Older news' },
      { kind: 'removed', subject: '/news/older-news', before: 'Older news', after: null },
    ]);
    expect(diff.figures).toEqual([
      { kind: 'changed', subject: 'phone', before: '(02) 8000 0000 (dials +63280000000)', after: '(02) 8123 4567 (dials +63281234567)' },
    ]);
    // The lowest fare of the site went with Roxas → Caticlan: the structured data's ₱300 minimum is a new warning.
    expect(diff.notices.map((c) => [c.kind, c.notice.code, c.notice.file])).toEqual([['new', 'headline_figure_contradicted', 'data/site.yaml']]);
  });

  it('advisories added, and notices new, resolved and decided', () => {
    const dir = copyFixtureData('network');
    const undecided = side(dir);
    editFile(dir, 'advisories.yaml', 'id: holiday-crowds', 'id: holiday-crowds-2026');
    const diff = diffData(undecided, side(dir));
    expect(diff.advisories.map((c) => [c.kind, c.subject])).toEqual([['added', 'Holiday crowds (holiday-crowds-2026)'], ['removed', 'Holiday crowds (holiday-crowds)']]);
    expect(diff.advisories[0]!.after).toBe('info, Tue 15 Dec, 12:00 AM → Wed 6 Jan, 12:00 AM PST: Arrive early.');

    // Without its decision the days conflict is open; with it, decided.
    const open = copyFixtureData('network');
    writeFileSync(join(open, 'decisions.yaml'), '# yaml-language-server: $schema=../generated/schemas/decisions.json\ndecisions: []\n');
    const settled = diffData(side(open), side(copyFixtureData('network')));
    expect(settled.notices.map((c) => [c.kind, c.notice.code])).toEqual([['decided', 'route_days_conflict']]);
    const reopened = diffData(side(copyFixtureData('network')), side(open));
    expect(reopened.notices.map((c) => [c.kind, c.notice.code])).toEqual([['reopened', 'route_days_conflict']]);

    // The same warning with other figures, its decision following them: changed, decided, the old figures said.
    const redecided = copyFixtureData('network');
    editFile(redecided, 'timetables/puerto-princesa.yaml', '{ days: [Tue], dep: "20:00", duration: 26 }', '{ days: [Wed], dep: "20:00", duration: 26 }');
    editFile(redecided, 'decisions.yaml', 'figures: "Tue vs Mon, Thu, Sat"', 'figures: "Wed vs Mon, Thu, Sat"');
    const refigured = diffData(side(copyFixtureData('network')), side(redecided));
    expect(refigured.notices.map((c) => [c.kind, c.notice.code, c.figures])).toEqual([
      ['changed', 'route_days_conflict', { before: 'Tue vs Mon, Thu, Sat', after: 'Wed vs Mon, Thu, Sat' }],
    ]);
    expect(renderText(refigured, heading)).toMatch(/\n {2}changed {3}data\/timetables\/puerto-princesa\.yaml:\d+:\d+ {2}warning {2}route_days_conflict {2}.* \(figures were Tue vs Mon, Thu, Sat\) \[decided: accepted\]\n/);

    const broken = copyFixtureData('network');
    editFile(broken, 'timetables/puerto-princesa.yaml', '{ days: [Tue], dep: "20:00", duration: 26 }', '{ days: [Mon, Thu, Sat], dep: "20:00", duration: 26 }');
    // The two pages agree now: the warning is resolved and its decision matches nothing; the sailings, confirmed,
    // are in the GTFS feed again.
    expect(diffData(side(copyFixtureData('network')), side(broken)).notices.map((c) => [c.kind, c.notice.code])).toEqual([
      ['new', 'stale_decision'], ['resolved', 'feed_timetable_excluded'], ['resolved', 'route_days_conflict'],
    ]);
  });

  it('a storm: every cancellation, delay and suspension with its date and time, the policy sentence, the count as the page prints it', () => {
    const dir = copyFixtureData('network');
    const before = side(dir);
    const count = before.graph.counts.seaRoutes;
    writeFileSync(join(dir, 'status.yaml'), `sailings:
  - { route: batangas-caticlan, date: "2026-11-26", dep: "06:00", state: cancelled, reason: weather, signal: 2, source: PCG, statedAt: 2026-11-25T15:40+08:00 }
  - { route: batangas-caticlan, date: "2026-11-27", dep: "06:00", state: cancelled, reason: weather, signal: 2, source: PCG, statedAt: 2026-11-25T15:40+08:00 }
  - { route: roxas-caticlan, date: "2026-11-26", dep: "13:00", state: delayed, departs: 2026-11-26T15:30+08:00, reason: technical, source: Operator, statedAt: 2026-11-25T15:40+08:00 }
suspensions:
  - { id: typhoon-batangas, routes: [batangas-caticlan], from: 2026-11-26T00:00+08:00, until: 2026-11-28T00:00+08:00, reason: weather, signal: 2, note: No ship leaves or arrives., source: PCG, statedAt: 2026-11-25T15:40+08:00 }
`);
    editFile(dir, 'policies.yaml', 'values: { freeBelowAgeYears: 3 }', 'values: { freeBelowAgeYears: 2 }');
    // A new route the home page's Routes Served counts: the page prints the count, never the "10+" typed in site.yaml.
    editFile(dir, 'timetables/network.yaml', '  - id: roxas-caticlan\n', `  - id: caticlan-roxas
    from: caticlan
    to: roxas
    fare: { min: 300, max: 500 }
    trips:
      - { days: Daily, dep: "09:00", arrDay: "+0", arr: "12:00" }
  - id: roxas-caticlan
`);
    editFile(dir, 'schedules.yaml', 'timetables: [roxas-batangas, roxas-caticlan]', 'timetables: [roxas-batangas, roxas-caticlan, caticlan-roxas]');
    const diff = diffData(before, side(dir));
    // In the order they happen.
    expect(diff.status.map((c) => [c.label, c.subject, c.after])).toEqual([
      ['cancelled', 'batangas-caticlan', 'Batangas Port → Caticlan Jetty Port (Boracay), Thu 26 Nov, 6:00 AM PST: cancelled (Tropical Cyclone Wind Signal No. 2).'],
      ['delayed', 'roxas-caticlan', expect.stringMatching(/^Culasi Port \(Roxas\) → Caticlan Jetty Port \(Boracay\), Thu 26 Nov, 1:00 PM PST: delayed \(a technical problem\), Thu 26 Nov, 1:00 PM → now 3:30 PM PST/)],
      ['cancelled', 'batangas-caticlan', 'Batangas Port → Caticlan Jetty Port (Boracay), Fri 27 Nov, 6:00 AM PST: cancelled (Tropical Cyclone Wind Signal No. 2).'],
      ['suspended', 'typhoon-batangas', 'Sailings suspended on Batangas Port → Caticlan Jetty Port (Boracay) from Thu 26 Nov, 12:00 AM until Sat 28 Nov, 12:00 AM PST. Reason: Tropical Cyclone Wind Signal No. 2. No ship leaves or arrives. Source: PCG, Wed 25 Nov, 3:40 PM PST.'],
    ]);
    expect(diff.advisories).toEqual([]);
    const faq = diff.texts.find((c) => c.subject.startsWith('/faq'));
    expect(faq).toEqual({ kind: 'changed', subject: '/faq › Do children pay?', before: 'Children below 3 travel free when sharing a berth.', after: 'Children below 2 travel free when sharing a berth.' });
    expect(diff.figures).toEqual(expect.arrayContaining([
      { kind: 'changed', subject: 'home page figure "Routes Served"', before: String(count), after: String(count + 1) },
    ]));

    // The text and the job summary's Markdown have the same sections.
    const text = renderText(diff, heading);
    expect(text).toContain('\nSailing status and suspensions\n  cancelled batangas-caticlan  Batangas Port → Caticlan Jetty Port (Boracay), Thu 26 Nov, 6:00 AM PST: cancelled');
    expect(text).toContain('\n  suspended typhoon-batangas  Sailings suspended on Batangas Port → Caticlan Jetty Port (Boracay) from Thu 26 Nov, 12:00 AM until Sat 28 Nov, 12:00 AM PST.');
    expect(text).toContain('  changed   /faq › Do children pay?: Children below 3 travel free when sharing a berth. → Children below 2 travel free when sharing a berth.\n');
    const markdown = renderMarkdown(diff, heading);
    const titles = (out: string, mark: RegExp) => out.split('\n').filter((l) => mark.test(l)).map((l) => l.replace(mark, ''));
    expect(titles(markdown, /^#### /)).toEqual(titles(text, /^(?=[A-Z])(?!What travellers)/));
    expect(titles(markdown, /^#### /)).toEqual(expect.arrayContaining(['Sailing status and suspensions', 'Policy and FAQ text (each sentence as the page prints it)']));
    expect(markdown).toContain('| cancelled | batangas-caticlan | — | Batangas Port → Caticlan Jetty Port (Boracay), Thu 26 Nov, 6:00 AM PST: cancelled (Tropical Cyclone Wind Signal No. 2). |');

    // Withdrawn: the delay no longer announced. Friday's own cancellation taken out changes nothing a traveller
    // sees: the suspension still cancels that sailing.
    const calmer = side(dir);
    const lines = readFileSync(join(dir, 'status.yaml'), 'utf8').split('\n');
    writeFileSync(join(dir, 'status.yaml'), lines.filter((l) => !l.includes('route: roxas-caticlan') && !l.includes('2026-11-27", dep')).join('\n'));
    const after = diffData(calmer, side(dir)).status;
    expect(after.map((c) => [c.label, c.subject])).toEqual([['withdrawn', 'roxas-caticlan']]);
  });

  it('a warning whose figures did not change gets no line, though its message did', () => {
    const dir = copyFixtureData('network');
    const before = side(dir);
    const after = side(dir);
    const warning = after.notices.find((n) => n.code === 'route_days_conflict')!;
    const moved = { ...after, notices: after.notices.map((n) => (n === warning ? { ...n, message: `${n.message} (reworded)`, decision: { state: 'open' as const } } : n)) };
    const priorOpen = { ...before, notices: before.notices.map((n) => (n.code === 'route_days_conflict' ? { ...n, decision: { state: 'open' as const } } : n)) };
    expect(diffData(priorOpen, moved).notices).toEqual([]);
  });

  it('data text is shown, never obeyed: a route name with "|", "<b>" and an escape sequence, in both formats', () => {
    const dir = copyFixtureData('network');
    const before = side(dir);
    editFile(dir, 'timetables/network.yaml', 'name: Puerto Princesa to El Nido by van', 'name: "Van | to <b>El Nido</b>"');
    editFile(dir, 'timetables/network.yaml', 'duration: { min: 5, max: 6 } }', 'duration: { min: 5, max: 7 } }');
    const after = side(dir);
    // The data check refuses control characters in a name; the renderers hold even so.
    after.graph.routes.find((t) => t.id === 'puerto-princesa-el-nido-road')!.name += ' \u001b[2J';
    const diff = diffData(before, after);
    expect(diff.travelTimes.map((c) => c.subject)).toEqual(['Van | to <b>El Nido</b> \u001b[2J (puerto-princesa-el-nido-road)']);
    expect(renderText(diff, heading)).not.toContain('\u001b');
    expect(renderText(diff, heading)).toContain('  changed   Van | to <b>El Nido</b> \\u001b[2J (puerto-princesa-el-nido-road): 5–6 h → 5–7 h\n');
    const rows = renderMarkdown(diff, heading).split('\n').filter((l) => l.includes('El Nido'));
    expect(rows).toEqual([
      '| changed | Van \\| to \\<b\\>El Nido\\</b\\> \\\\u001b\\[2J (puerto-princesa-el-nido-road) | Daily | no fixed time, takes 5–6 h | no fixed time, takes 5–7 h |',
      '| changed | Van \\| to \\<b\\>El Nido\\</b\\> \\\\u001b\\[2J (puerto-princesa-el-nido-road) | 5–6 h | 5–7 h |',
    ]);
  });
});
