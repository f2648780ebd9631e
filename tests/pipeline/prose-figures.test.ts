/**
 * Figures in sentences (docs/figures.md › Figures in sentences): `npm run data:check -- --strict` fails when a sentence states
 * a figure the facts do not give, and its notice names both places — the sentence and the timetable it speaks of.
 * Each case edits a copy of the valid fixture as a maintainer would and runs the real data check (src/pipeline/cli.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupFixtureCopies, copyFixtureData } from '../support/fixture-data';
import { editFile, runDataCheck } from './builders';

afterAll(cleanupFixtureCopies);

/** `data:check --strict` on a folder: its exit code and its report lines. */
function strictCheck(dir: string): { code: number; lines: string[] } {
  const { code, stdout, stderr } = runDataCheck(['--data', dir, '--strict', '--no-write']);
  return { code, lines: `${stdout}${stderr}`.split('\n') };
}

/** The one report line of `code` whose place is in `file`. */
function notice(lines: readonly string[], code: string, file: string): string {
  const found = lines.filter((l) => l.includes(` ${code} `) && l.includes(`${file}:`));
  expect(found, `${code} at ${file}:\n${lines.join('\n')}`).toHaveLength(1);
  return found[0]!;
}

describe('a figure in a sentence that the facts do not give fails data:check --strict, naming both places', () => {
  /** Each case: the edits (file, from, to), then the notice's code, the file it is placed in and what it says. */
  it.each<[string, [string, string | RegExp, string][], string, string, string]>([
    ['a destination badge giving a travel time no row of its page has', [
      // The Cebu page lists Manila → Cebu and Cebu → Manila, 22 h each; the badge names no route and says 19-32 hours.
      ['destinations/cebu.yaml', /travelTime: \{[^}]*\}/, 'travelTime: { display: 19-32 hours, hours: { min: 19, max: 32 }, source: /destinations/cebu › Hero }'],
    ], 'duration_claim_contradicted', 'destinations/cebu.yaml', '"19-32 hours", which names no route, but the routes its page lists take 22 h'],
    ['a tip stating a last departure time that the timetable does not publish', [
      // Cebu → Manila with no departure time published (a daily crossing of 22 h), and a tip that gives its last one.
      ['timetables/manila-cebu.yaml', /      - \{ days: \[Tue\], dep: "19:00", arrDay: Wed, arr: "17:00" \}\n      - \{ days: \[Sat\][^\n]*\n/,
        '      - { days: Daily, duration: 22 }\n'],
      ['destinations/cebu.yaml', 'note: Schedules change with the weather.', 'note: The last boat back to Manila leaves at 5:00 PM.'],
    ], 'clock_claim_contradicted', 'destinations/cebu.yaml',
    'says "5:00 PM" about the last departure of the day, but the timetables of manila-cebu, cebu-manila give 8:00 PM; not published'],
    ['a route card saying "four times a week" for a route that sails three days', [
      ['timetables/manila-cebu.yaml', '{ days: [Mon, Thu], dep: "20:00"', '{ days: [Mon, Thu, Sat], dep: "20:00"'],
      ['routes.yaml', /frequency: 2x\/week\n(\s+)duration: 22\n(\s+)description: Overnight to Cebu\./,
        'frequency: 3x/week\n$1duration: 22\n$2description: Overnight to Cebu four times a week.'],
    ], 'frequency_claim_contradicted', 'routes.yaml',
    'the route card "Manila to Cebu" says "four times a week" (4 times a week) in its description, but it sails 3 times a week (manila-cebu)'],
  ])('%s', (_, edits, code, file, says) => {
    const dir = copyFixtureData('valid');
    for (const [rel, from, to] of edits) editFile(dir, rel, from, to);
    const run = strictCheck(dir);
    expect(run.code).toBe(1);
    const line = notice(run.lines, code, file);
    expect(line).toContain(says);
    expect(line).toMatch(/\(also [^)]*timetables\/manila-cebu\.yaml:\d+:\d+\)$/);
  });

  it('the same sentences rendered from the facts pass: a badge naming its route, a tip that says it is not published, a card that binds the days', () => {
    const dir = copyFixtureData('valid');
    editFile(dir, 'timetables/manila-cebu.yaml', '{ days: [Mon, Thu], dep: "20:00"', '{ days: [Mon, Thu, Sat], dep: "20:00"');
    editFile(dir, 'routes.yaml', /frequency: 2x\/week\n(\s+)duration: 22\n(\s+)description: Overnight to Cebu\./,
      'frequency: 3x/week\n$1duration: 22\n$2description: Overnight to Cebu {weekly:manila-cebu}.');
    editFile(dir, 'destinations/cebu.yaml', 'note: Schedules change with the weather.', 'note: The last boat of the day leaves in the evening.');
    expect(strictCheck(dir).code).toBe(0);
  });
});
