/**
 * The time model, in one place: every schedule time is a wall-clock time in Asia/Manila (Philippine Standard Time,
 * UTC+8). Pipeline, query engine, GTFS, scripts and site all read and write times through this module.
 *
 * Decision (made once, here): Manila time is computed by fixed-offset arithmetic (+08:00) and integer calendar
 * math (calendar.ts), not with date-fns-tz. Asia/Manila has been UTC+8 all year since 1991 (it kept daylight
 * saving in 1978 and 1990, long before any timetable here), so shifting the epoch by eight hours gives the Manila
 * wall clock exactly on every machine and in every browser zone. The whole model is about 2 KB of browser code,
 * where date-fns-tz's formatInTimeZone chunk alone is 8 KB. The tests hold this module against the
 * zone database (Intl in Asia/Manila for instants, date-fns-tz for calendar days: tests/time/oracle.test.ts,
 * 2000–2100, in three machine zones).
 * Coupling that can bite: if the Philippines ever adopts daylight saving again, calendar.ts (only) must switch to a
 * zone library; the oracle test fails first.
 *
 * Nothing here reads the clock except `systemClock` (clock.ts), which only the edges call: CLIs, the site's one
 * `useNow` hook. Everything else takes `now` as a parameter.
 *
 * Modules: zone.ts (names and offset), week.ts (weekday and minute-of-week arithmetic, derived durations),
 * calendar.ts (instants ↔ Manila calendar days and readings), clock.ts (the one clock), format.ts (every time,
 * day and duration as text).
 */
export * from './zone';
export * from './week';
export * from './calendar';
export * from './clock';
export * from './format';
