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
const rules = (files: FeedFiles, today?: string) =>
  validateFeed(files, today ? { today } : {}).map((p) => `${p.severity} ${p.rule} ${p.file}:${p.line ?? '-'} ${p.field ?? ''}`.trim());

describe('the feed the builder writes', () => {
  it('breaks no rule, not even a warning', () => {
    expect(validateFeed(good, { today: '2026-06-01' })).toEqual([]);
  });
});

describe('required files and fields', () => {
  it('stops.txt missing → missing_required_file, and stop_times point at nothing', () => {
    const { ['stops.txt']: _, ...rest } = good;
    const found = rules(rest);
    expect(found).toContain('error missing_required_file stops.txt:-');
    expect(found).toContain('error foreign_key_violation stop_times.txt:2 stop_id');
  });

  it('fare_rules.txt without fare_attributes.txt → missing_required_file', () => {
    const { ['fare_attributes.txt']: _, ...rest } = good;
    expect(rules(rest)).toContain('error missing_required_file fare_attributes.txt:-');
  });

  it('a required column dropped → missing_required_column', () => {
    const files = edit('agency.txt', (t) => t.replace(',agency_timezone', '').replace(',Asia/Manila', ''));
    expect(rules(files)).toEqual(['error missing_required_column agency.txt:1 agency_timezone']);
  });

  it('a required value empty → missing_required_field on its line', () => {
    const files = edit('stops.txt', (t) => t.replace(',14.608,', ',,'));
    expect(rules(files)).toEqual(['error missing_required_field stops.txt:4 stop_lat']);
  });

  it('a row with a value too many → invalid_row_length', () => {
    const files = edit('feed_info.txt', (t) => t.replace('2026.1', '2026.1,extra'));
    expect(rules(files)).toEqual(['error invalid_row_length feed_info.txt:2']);
  });
});

describe('values', () => {
  it('an unknown time zone → invalid_timezone', () => {
    expect(rules(edit('agency.txt', (t) => t.replace('Asia/Manila', 'Asia/Manilla')))).toEqual(['error invalid_timezone agency.txt:2 agency_timezone']);
  });

  it('a time with minutes past 59 → invalid_time', () => {
    expect(rules(edit('stop_times.txt', (t) => t.replace('57:30:00,57:30:00', '57:30:00,57:60:00')))).toEqual(['error invalid_time stop_times.txt:3 departure_time']);
  });

  it('a latitude beyond 90 → number_out_of_range', () => {
    expect(rules(edit('stops.txt', (t) => t.replace(',14.608,', ',114.608,')))).toContain('error number_out_of_range stops.txt:4 stop_lat');
  });

  it('route_type outside GTFS → unexpected_enum_value; a non-URL → invalid_url; a made-up currency → invalid_currency', () => {
    expect(rules(edit('routes.txt', (t) => t.replace(',4,https://ferries.example/schedules?from=manila&to=coron#manila-coron', ',44,ferries.example/coron')))).toEqual([
      'error unexpected_enum_value routes.txt:4 route_type', 'error invalid_url routes.txt:4 route_url',
    ]);
    expect(rules(edit('fare_attributes.txt', (t) => t.replace(',PHP,', ',PHX,')))).toContain('error invalid_currency fare_attributes.txt:2 currency_type');
  });

  it('a date that does not exist → invalid_date', () => {
    expect(rules(edit('feed_info.txt', (t) => t.replace('20261231', '20261331')))).toEqual(['error invalid_date feed_info.txt:2 feed_end_date']);
  });

  it('edge spaces → leading_or_trailing_whitespaces (warning)', () => {
    expect(rules(edit('stops.txt', (t) => t.replace(',Cebu Port (Cebu City),', ', Cebu Port (Cebu City),')))).toEqual(['warning leading_or_trailing_whitespaces stops.txt:2 stop_name']);
  });
});

describe('keys', () => {
  it('the same stop twice → duplicate_key', () => {
    const files = edit('stops.txt', (t) => t + t.split('\n')[1] + '\n');
    expect(rules(files)).toContain('error duplicate_key stops.txt:5 stop_id');
  });

  it('a trip on a route that does not exist → foreign_key_violation', () => {
    const files = edit('trips.txt', (t) => t.replace('manila-coron,tue', 'manila-korón,tue'));
    expect(rules(files)).toContain('error foreign_key_violation trips.txt:4 route_id');
  });

  it('a stop no trip calls at → unused_stop (warning)', () => {
    const files = edit('stops.txt', (t) => `${t}iloilo,Iloilo Port,,10.7,122.585,\n`);
    expect(rules(files)).toEqual(['warning unused_stop stops.txt:5 stop_id']);
  });
});

describe('stop times', () => {
  it('arrival before the departure from the previous stop → stop_time_with_arrival_before_previous_departure_time', () => {
    // Wrapping a next-day arrival to the clock time (02:30 instead of 26:30) is the classic mistake.
    const files = edit('stop_times.txt', (t) => t.replace('26:30:00,26:30:00', '02:30:00,02:30:00'));
    expect(rules(files)).toEqual(['error stop_time_with_arrival_before_previous_departure_time stop_times.txt:7 arrival_time']);
  });

  it('departure before arrival at the same stop → stop_time_with_departure_before_arrival_time', () => {
    const files = edit('stop_times.txt', (t) => t.replace('08:00:00,08:00:00', '08:00:00,07:00:00'));
    expect(rules(files)).toContain('error stop_time_with_departure_before_arrival_time stop_times.txt:2 departure_time');
  });

  it('a ferry faster than 60 km/h in a straight line → fast_travel_between_consecutive_stops (warning)', () => {
    // Manila → Coron is about 300 km: in 2 h 30 min that is about 120 km/h.
    const files = edit('stop_times.txt', (t) => t.replaceAll('26:30:00', '16:00:00'));
    expect(rules(files)).toEqual(['warning fast_travel_between_consecutive_stops stop_times.txt:7 arrival_time']);
  });

  it('a trip with a single stop time → unusable_trip', () => {
    const files = edit('stop_times.txt', (t) => t.split('\n').filter((l) => !l.startsWith('manila-coron.1330.tue,26:30')).join('\n'));
    expect(rules(files)).toContain('warning unusable_trip trips.txt:4 trip_id');
  });
});

describe('feed level', () => {
  it('a window that ends before the build date → expired_calendar and feed_expiration_date', () => {
    expect(rules(good, '2027-01-01')).toEqual([
      ...Array.from({ length: 3 }, (_, i) => `error expired_calendar calendar.txt:${i + 2} end_date`),
      'error feed_expiration_date feed_info.txt:2 feed_end_date',
    ]);
  });

  it('the last day of the window is still valid', () => {
    expect(rules(good, '2026-12-31')).toEqual([]);
  });

  it('start after end → start_and_end_range_out_of_order', () => {
    const files = edit('feed_info.txt', (t) => t.replace('20260101', '20270101'));
    expect(rules(files)).toEqual(['error start_and_end_range_out_of_order feed_info.txt:2 feed_start_date']);
  });

  it('feed and agency in different languages → feed_info_lang_and_agency_lang_mismatch', () => {
    expect(rules(edit('feed_info.txt', (t) => t.replace(',en,', ',tl,')))).toEqual(['warning feed_info_lang_and_agency_lang_mismatch feed_info.txt:2 feed_lang']);
  });

  it('two routes with the same name → duplicate_route_name', () => {
    const files = edit('routes.txt', (t) => t.replace('cebu-manila,test-ferries,,cebu to manila', 'cebu-manila,test-ferries,,manila to cebu'));
    expect(rules(files)).toEqual(['warning duplicate_route_name routes.txt:3 route_long_name']);
  });
});
