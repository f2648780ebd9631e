import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import type { Graph } from '../../src/graph/types';
import { buildFeed } from '../../src/gtfs/feed';
import { zipFeed } from '../../src/gtfs/zip';
import { FEED, fixtureGraph } from './builders';

const zipOf = (graph: Graph) => zipFeed(buildFeed(graph, FEED));
const originalTz = process.env.TZ;
afterEach(() => { process.env.TZ = originalTz; });

describe('the same graph gives the same bytes', () => {
  it('two builds → byte-identical zips', () => {
    expect(Buffer.from(zipOf(fixtureGraph())).equals(Buffer.from(zipOf(fixtureGraph())))).toBe(true);
  });

  it('the graph listing timetables and ports in another order → the same zip', () => {
    const shuffled = fixtureGraph();
    shuffled.routes.reverse();
    shuffled.ports.reverse();
    expect(Buffer.from(zipOf(shuffled)).equals(Buffer.from(zipOf(fixtureGraph())))).toBe(true);
  });

  it('built in another time zone → the same zip (the entry times do not follow the machine clock or zone)', () => {
    const here = zipOf(fixtureGraph());
    process.env.TZ = 'Pacific/Kiritimati'; // UTC+14: a fixed instant would land on another DOS date here
    expect(new Date(2000, 0, 1).getTimezoneOffset()).toBe(-14 * 60);
    expect(Buffer.from(zipOf(fixtureGraph())).equals(Buffer.from(here))).toBe(true);
  });

  it('the zip holds exactly the feed files, in name order, as UTF-8 without BOM, with \\n line ends', () => {
    const files = buildFeed(fixtureGraph(), FEED);
    const entries = unzipSync(zipFeed(files));
    expect(Object.keys(entries)).toEqual(Object.keys(files).sort());
    for (const [name, bytes] of Object.entries(entries)) {
      const text = strFromU8(bytes);
      expect(text, name).toBe(files[name as keyof typeof files]);
      expect(bytes[0], name).not.toBe(0xef); // no UTF-8 BOM
      expect(text.includes('\r'), name).toBe(false);
      expect(text.endsWith('\n'), name).toBe(true);
    }
  });
});
