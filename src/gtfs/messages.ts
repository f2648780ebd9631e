/**
 * The words of every data problem the feed cares about, in one place so the data check and the build script say
 * the same thing. House style of the data check: what happened and why it matters, then " — " and what to do.
 */
import type { Port } from '../graph/types';
import { formatDuration } from '../time';
import type { SpeedProblem, WindowProblem } from './data-rules';
import { MAX_FERRY_KMH } from './geo';

const RENEW = 'confirm the timetables, then move feed.endDate forward and bump feed.version';

export function windowMessage(problem: WindowProblem): string {
  switch (problem.kind) {
    case 'missing':
      return 'site.yaml has no feed section, so the GTFS feed has no validity window or licence and cannot be built — add feed: { startDate, endDate, version, license: { name, url } }';
    case 'not_a_date':
      return `feed.${problem.field} "${problem.value}" is not a calendar date — write it as yyyy-MM-dd, e.g. 2026-12-31`;
    case 'invalid':
      return `the feed window starts ${problem.startDate}, after it ends ${problem.endDate}, so calendar.txt would hold no day — swap or correct feed.startDate and feed.endDate`;
    case 'expired':
      return `the feed window ended ${problem.endDate}, before the build date ${problem.buildDate}, and journey planners drop an expired feed — ${RENEW}`;
    case 'expiring': {
      const when = problem.daysLeft === 0 ? 'today' : `in ${problem.daysLeft} day${problem.daysLeft === 1 ? '' : 's'}`;
      return `the feed window ends ${problem.endDate}, ${when} (build date ${problem.buildDate}); after that journey planners drop the feed — ${RENEW}`;
    }
  }
}

export function missingCoordinatesMessage(port: Port): string {
  return `port "${port.id}" has no coordinates, but the GTFS feed publishes sailings that call there and every stop needs a position — add coordinates: { lat, lng, precision, source } (precision: approximate is fine for a town-level position)`;
}

export function approximateMessage(port: Port): string {
  return `port "${port.id}" is placed at a city-level position, not its pier; the GTFS feed says so in stop_desc — replace it with the pier's coordinates (precision: pier) when known`;
}

export function speedMessage(problem: SpeedProblem): string {
  return `${problem.fromName} to ${problem.toName} would sail ${problem.km.toFixed(0)} km (straight line) in ${formatDuration(problem.minutes)}, ${problem.kmh.toFixed(0)} km/h, faster than a ferry's ${MAX_FERRY_KMH} km/h — check the times, the arrival day and the two ports' coordinates`;
}
