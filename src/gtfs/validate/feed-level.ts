/**
 * Rules across files: date ranges in order and not expired for the build date, one language, names that are
 * not repeated as descriptions, route names that tell routes apart.
 */
import { problem, rowsOf, valuesOf, type FeedProblem, type Tables } from './tables';

export function checkFeedLevel(tables: Tables, today: string | null): FeedProblem[] {
  const problems: FeedProblem[] = [];
  const ranges: [string, string, string][] = [['calendar.txt', 'start_date', 'end_date'], ['feed_info.txt', 'feed_start_date', 'feed_end_date']];
  for (const [file, startField, endField] of ranges) {
    for (const row of rowsOf(tables, file)) {
      const [start, end] = [row.values[startField] ?? '', row.values[endField] ?? ''];
      if (start && end && start > end) problems.push(problem('start_and_end_range_out_of_order', 'error', file, row.line, startField, `${startField} ${start} is after ${endField} ${end}.`));
      if (today && end && end < today) {
        const rule = file === 'calendar.txt' ? 'expired_calendar' : 'feed_expiration_date';
        problems.push(problem(rule, 'error', file, row.line, endField, `${endField} ${end} is before the build date ${today}: the feed would publish no service.`));
      }
    }
  }

  const agencyLangs = new Set(rowsOf(tables, 'agency.txt').map((row) => row.values.agency_lang).filter(Boolean));
  for (const row of rowsOf(tables, 'feed_info.txt')) {
    const lang = row.values.feed_lang;
    if (lang && agencyLangs.size > 0 && ![...agencyLangs].every((l) => l === lang)) {
      problems.push(problem('feed_info_lang_and_agency_lang_mismatch', 'warning', 'feed_info.txt', row.line, 'feed_lang', `feed_lang "${lang}" differs from agency_lang ${[...agencyLangs].join(', ')}.`));
    }
  }
  const timezones = valuesOf(tables, 'agency.txt', 'agency_timezone');
  if (timezones.size > 1) problems.push(problem('inconsistent_agency_timezone', 'error', 'agency.txt', null, 'agency_timezone', `Agencies use different time zones: ${[...timezones].join(', ')}.`));

  for (const row of rowsOf(tables, 'stops.txt')) {
    if (row.values.stop_desc && row.values.stop_desc === row.values.stop_name) {
      problems.push(problem('same_name_and_description_for_stop', 'warning', 'stops.txt', row.line, 'stop_desc', `stop_desc repeats stop_name "${row.values.stop_name}".`));
    }
  }
  const names = new Map<string, number>();
  for (const row of rowsOf(tables, 'routes.txt')) {
    const { route_short_name: short = '', route_long_name: long = '', route_desc: desc = '' } = row.values;
    if (!short && !long) problems.push(problem('route_both_short_and_long_name_missing', 'error', 'routes.txt', row.line, 'route_long_name', `Route "${row.values.route_id}" has no name.`));
    if (desc && (desc === short || desc === long)) problems.push(problem('same_name_and_description_for_route', 'warning', 'routes.txt', row.line, 'route_desc', `route_desc repeats the route name "${desc}".`));
    const key = `${short}\u0000${long}\u0000${row.values.route_type}\u0000${row.values.agency_id}`;
    const earlier = names.get(key);
    if (earlier !== undefined) problems.push(problem('duplicate_route_name', 'warning', 'routes.txt', row.line, 'route_long_name', `Route "${row.values.route_id}" has the same name as the route on line ${earlier} ("${long}").`));
    else names.set(key, row.line);
  }
  return problems;
}
