/**
 * The notice codes of the GTFS feed checks (feed-*.ts), in the shape of the table in src/pipeline/codes.ts, which
 * spreads them in (`...FEED_CODES`). Kept here, data only, so the feed checks stay one self-contained set.
 */
export const FEED_CODES = {
  port_without_coordinates: {
    severity: 'error', stage: 'check',
    meaning: 'A port that published sailings call at has no coordinates; the GTFS feed cannot place the stop.',
    fix: 'Add coordinates: { lat, lng, precision, source } to the port (precision: approximate for a town-level position).',
  },
  approximate_coordinates: {
    severity: 'info', stage: 'check',
    meaning: 'A port in the GTFS feed is placed at a city-level position, not its pier; the feed says so in stop_desc.',
    fix: 'Replace with the pier coordinates (precision: pier) when known.',
  },
  feed_window_missing: {
    severity: 'error', stage: 'check',
    meaning: 'data/site.yaml has no feed section, so the GTFS feed has no validity window or licence and is not built.',
    fix: 'Add feed: { startDate, endDate, version, license: { name, url } } to data/site.yaml.',
  },
  feed_window_invalid: {
    severity: 'error', stage: 'check',
    meaning: "The GTFS feed's validity window starts after it ends, or a date in it does not exist.",
    fix: 'Correct feed.startDate and feed.endDate (yyyy-MM-dd, start on or before end).',
  },
  feed_window_expired: {
    severity: 'error', stage: 'check',
    meaning: "The GTFS feed's validity window ended before the build date; journey planners drop an expired feed.",
    fix: 'Confirm the timetables, then move feed.endDate forward and bump feed.version.',
  },
  feed_window_expiring: {
    severity: 'warning', stage: 'check', facts: ['endDate'],
    meaning: "The GTFS feed's validity window ends within 30 days of the build date.",
    fix: 'Confirm the timetables, then move feed.endDate forward and bump feed.version.',
  },
  feed_travel_speed_implausible: {
    severity: 'warning', stage: 'check', facts: ['timetable'],
    meaning: 'A published sailing would cover the straight line between its ports faster than a ferry can (over 60 km/h).',
    fix: "Check the departure, the arrival day and time, the travel time and the two ports' coordinates.",
  },
  feed_timetable_excluded: {
    severity: 'info', stage: 'check',
    meaning: 'A timetable (or some of its rows) is not in the GTFS feed: not a ferry, no departure time, or another timetable states the same route.',
    fix: 'Nothing to do unless the feed should carry it: give departure times, or reconcile the two timetables.',
  },
  feed_alert_left_out: {
    severity: 'info', stage: 'check',
    meaning: 'An advisory names only ports and timetables the GTFS feed does not carry (road legs, sailings without times), so the service alerts feed (/gtfs-rt/alerts.pb) leaves it out; the site still shows it.',
    fix: 'Nothing to do unless trip planners should see it: name a port or timetable with timed ferry sailings too.',
  },
} as const;

export type FeedCode = keyof typeof FEED_CODES;
