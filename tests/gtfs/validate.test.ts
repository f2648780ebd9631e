/**
 * The MobilityData validator rules that apply to our feed, run by our own validator (src/gtfs/validate): the real
 * builder's output passes, and each rule catches the break it exists for.
 */
import { describe, expect, it } from 'vitest';
import { buildFeed, type FeedFiles } from '../../src/gtfs/feed';
import { validateFeed } from '../../src/gtfs/validate';
import { FEED, fixtureGraph } from './builders';

const good = buildFeed(fixtureGraph(), FEED);
const edit = (name: keyof FeedFiles, change: (text: string) => string): FeedFiles => ({ ...good, [name]: change(good[name]!) });
const without = (name: keyof FeedFiles): FeedFiles => Object.fromEntries(Object.entries(good).filter(([file]) => file !== name));
const rules = (files: FeedFiles, today?: string) =>
  validateFeed(files, today ? { today } : {}).map((p) => `${p.severity} ${p.rule} ${p.file}:${p.line ?? '-'} ${p.field ?? ''}`.trim());

describe('the feed the builder writes', () => {
  it('breaks no rule, not even a warning', () => {
    expect(validateFeed(good, { today: '2026-06-01' })).toEqual([]);
  });
});

describe('each break gives exactly its problems', () => {
  it.each<[string, string[], string[]]>([
    // Required files and fields.
    ['a required column dropped → missing_required_column',
      rules(edit('agency.txt', (t) => t.replace(',agency_timezone', '').replace(',Asia/Manila', ''))), ['error missing_required_column agency.txt:1 agency_timezone']],
    ['a required value empty → missing_required_field on its line',
      rules(edit('stops.txt', (t) => t.replace(',14.608,', ',,'))), ['error missing_required_field stops.txt:4 stop_lat']],
    ['a row with a value too many → invalid_row_length',
      rules(edit('feed_info.txt', (t) => t.replace('2026.1', '2026.1,extra'))), ['error invalid_row_length feed_info.txt:2']],
    // Values.
    ['an unknown time zone → invalid_timezone',
      rules(edit('agency.txt', (t) => t.replace('Asia/Manila', 'Asia/Manilla'))), ['error invalid_timezone agency.txt:2 agency_timezone']],
    ['a time with minutes past 59 → invalid_time',
      rules(edit('stop_times.txt', (t) => t.replace('57:30:00,57:30:00', '57:30:00,57:60:00'))), ['error invalid_time stop_times.txt:3 departure_time']],
    ['route_type outside GTFS → unexpected_enum_value; a non-URL → invalid_url',
      rules(edit('routes.txt', (t) => t.replace(',4,https://ferries.example/schedules?from=manila&to=coron#manila-coron', ',44,ferries.example/coron'))),
      ['error unexpected_enum_value routes.txt:4 route_type', 'error invalid_url routes.txt:4 route_url']],
    ['a date that does not exist → invalid_date',
      rules(edit('feed_info.txt', (t) => t.replace('20261231', '20261331'))), ['error invalid_date feed_info.txt:2 feed_end_date']],
    ['edge spaces → leading_or_trailing_whitespaces (warning)',
      rules(edit('stops.txt', (t) => t.replace(',Cebu Port (Cebu City),', ', Cebu Port (Cebu City),'))), ['warning leading_or_trailing_whitespaces stops.txt:2 stop_name']],
    // Keys.
    ['a stop no trip calls at → unused_stop (warning)',
      rules(edit('stops.txt', (t) => `${t}iloilo,Iloilo Port,,10.7,122.585,\n`)), ['warning unused_stop stops.txt:5 stop_id']],
    // Stop times. Wrapping a next-day arrival to the clock time (02:30 instead of 26:30) is the classic mistake.
    ['arrival before the departure from the previous stop → stop_time_with_arrival_before_previous_departure_time',
      rules(edit('stop_times.txt', (t) => t.replace('26:30:00,26:30:00', '02:30:00,02:30:00'))),
      ['error stop_time_with_arrival_before_previous_departure_time stop_times.txt:7 arrival_time']],
    // Manila → Coron is about 300 km: in 2 h 30 min that is about 120 km/h.
    ['a ferry faster than 60 km/h in a straight line → fast_travel_between_consecutive_stops (warning)',
      rules(edit('stop_times.txt', (t) => t.replaceAll('26:30:00', '16:00:00'))), ['warning fast_travel_between_consecutive_stops stop_times.txt:7 arrival_time']],
    // Feed level.
    ['a window that ends before the build date → expired_calendar and feed_expiration_date', rules(good, '2027-01-01'), [
      ...Array.from({ length: 3 }, (_, i) => `error expired_calendar calendar.txt:${i + 2} end_date`),
      'error feed_expiration_date feed_info.txt:2 feed_end_date',
    ]],
    ['the last day of the window is still valid', rules(good, '2026-12-31'), []],
    ['start after end → start_and_end_range_out_of_order',
      rules(edit('feed_info.txt', (t) => t.replace('20260101', '20270101'))), ['error start_and_end_range_out_of_order feed_info.txt:2 feed_start_date']],
    ['feed and agency in different languages → feed_info_lang_and_agency_lang_mismatch',
      rules(edit('feed_info.txt', (t) => t.replace(',en,', ',tl,'))), ['warning feed_info_lang_and_agency_lang_mismatch feed_info.txt:2 feed_lang']],
    ['two routes with the same name → duplicate_route_name',
      rules(edit('routes.txt', (t) => t.replace('cebu-manila,test-ferries,,cebu to manila', 'cebu-manila,test-ferries,,manila to cebu'))),
      ['warning duplicate_route_name routes.txt:3 route_long_name']],
  ])('%s', (_, found, expected) => {
    expect(found).toEqual(expected);
  });
});

describe('each break gives its problems, among others it causes', () => {
  it.each<[string, string[], string[]]>([
    ['stops.txt missing → missing_required_file, and stop_times point at nothing',
      rules(without('stops.txt')), ['error missing_required_file stops.txt:-', 'error foreign_key_violation stop_times.txt:2 stop_id']],
    ['fare_rules.txt without fare_attributes.txt → missing_required_file',
      rules(without('fare_attributes.txt')), ['error missing_required_file fare_attributes.txt:-']],
    ['a latitude beyond 90 → number_out_of_range',
      rules(edit('stops.txt', (t) => t.replace(',14.608,', ',114.608,'))), ['error number_out_of_range stops.txt:4 stop_lat']],
    ['a made-up currency → invalid_currency',
      rules(edit('fare_attributes.txt', (t) => t.replace(',PHP,', ',PHX,'))), ['error invalid_currency fare_attributes.txt:2 currency_type']],
    ['the same stop twice → duplicate_key',
      rules(edit('stops.txt', (t) => t + t.split('\n')[1] + '\n')), ['error duplicate_key stops.txt:5 stop_id']],
    ['a trip on a route that does not exist → foreign_key_violation',
      rules(edit('trips.txt', (t) => t.replace('manila-coron,tue', 'manila-korón,tue'))), ['error foreign_key_violation trips.txt:4 route_id']],
    ['departure before arrival at the same stop → stop_time_with_departure_before_arrival_time',
      rules(edit('stop_times.txt', (t) => t.replace('08:00:00,08:00:00', '08:00:00,07:00:00'))),
      ['error stop_time_with_departure_before_arrival_time stop_times.txt:2 departure_time']],
    ['a trip with a single stop time → unusable_trip',
      rules(edit('stop_times.txt', (t) => t.split('\n').filter((l) => !l.startsWith('manila-coron.1330.tue,26:30')).join('\n'))),
      ['warning unusable_trip trips.txt:4 trip_id']],
  ])('%s', (_, found, expected) => {
    expect(found).toEqual(expect.arrayContaining(expected));
  });
});
