import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../../src/gtfs/csv';
import { formatGtfsTime, isGtfsDate, parseGtfsTime, serviceIdFor, toGtfsDate } from '../../src/gtfs/gtfs-time';

describe('CSV writer', () => {
  it('missing values are empty fields', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, 'x', undefined]])).toBe('a,b,c\n,x,\n');
  });

  it('every line ends in \\n, no \\r and no byte-order mark', () => {
    const text = toCsv(['stop_id', 'stop_name'], [['cebu', 'Cebu Port'], ['manila', 'Manila']]);
    expect(text).toBe('stop_id,stop_name\ncebu,Cebu Port\nmanila,Manila\n');
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
  });

  it('what the writer quotes, the reader reads back unchanged', () => {
    const rows = [['a,b', 'say "hi"', ''], ['x', 'line\nbreak', '"']];
    expect(parseCsv(toCsv(['one', 'two', 'three'], rows))).toEqual({ header: ['one', 'two', 'three'], rows });
  });

  it('an unterminated quote → the reader refuses the file', () => {
    expect(() => parseCsv('a,b\n"open,1\n')).toThrow(/unterminated/);
  });
});

describe('GTFS times and dates', () => {
  it('an arrival on a later day is written past 24:00:00, never wrapped', () => {
    expect(formatGtfsTime(20 * 60)).toBe('20:00:00');
    expect(formatGtfsTime(24 * 60)).toBe('24:00:00');
    expect(formatGtfsTime(37 * 60)).toBe('37:00:00');
    expect(formatGtfsTime(20 * 60 + 2910)).toBe('68:30:00'); // Mon 20:00 + 48 h 30 min (Manila → Zamboanga)
    expect(formatGtfsTime(5)).toBe('00:05:00');
  });

  it('a negative or fractional minute → refused', () => {
    expect(() => formatGtfsTime(-1)).toThrow(RangeError);
    expect(() => formatGtfsTime(1.5)).toThrow(RangeError);
  });

  it('times read back to seconds, including past 24 h; malformed times → null', () => {
    expect(parseGtfsTime('49:30:00')).toBe(49 * 3600 + 30 * 60);
    expect(parseGtfsTime('7:05:00')).toBe(7 * 3600 + 300);
    expect(parseGtfsTime('12:60:00')).toBeNull();
    expect(parseGtfsTime('12:30')).toBeNull();
  });

  it('dates: yyyy-MM-dd → YYYYMMDD, and only real days are dates', () => {
    expect(toGtfsDate('2026-01-31')).toBe('20260131');
    expect(isGtfsDate('20260228')).toBe(true);
    expect(isGtfsDate('20260229')).toBe(false);
    expect(isGtfsDate('2026-02-28')).toBe(false);
  });

  it('service ids name the sailing days in week order; all seven → daily', () => {
    expect(serviceIdFor(['Fri', 'Mon', 'Wed'])).toBe('mon-wed-fri');
    expect(serviceIdFor(['Sun'])).toBe('sun');
    expect(serviceIdFor(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])).toBe('daily');
  });
});
