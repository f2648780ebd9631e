/** A port that published sailings call at, without coordinates: stops.txt needs a position for every stop. */
import { portsWithoutCoordinates } from '../../gtfs/data-rules';
import { missingCoordinatesMessage } from '../../gtfs/messages';
import { selectFeedTimetables } from '../../graph/feed-selection';
import { defineNotices, notice } from '../notices/define';
import { feedInputsComplete, portObjectLoc, routeLocOf } from './feed-shared';
import { defineCheck } from './define';

const notices = defineNotices({
  port_without_coordinates: notice<{ port: string; timetables: string[] }>({
    severity: 'error',
    meaning: 'A port that published sailings call at has no coordinates; the GTFS feed cannot place the stop.',
    fix: 'Add coordinates: { lat, lng, precision, source } to the port (precision: approximate for a town-level position).',
  }),
});

export const feedPortWithoutCoordinates = defineCheck('feed-port-without-coordinates', notices, (ctx, report) => {
  if (!feedInputsComplete(ctx)) return;
  const { published } = selectFeedTimetables(ctx.graph);
  for (const port of portsWithoutCoordinates(ctx.graph)) {
    const timetables = published.map((p) => p.timetable).filter((t) => t.from === port.id || t.to === port.id).map((t) => t.id);
    report(notices.port_without_coordinates, portObjectLoc(ctx, port), missingCoordinatesMessage(port),
      { port: port.id, timetables }, timetables.map((id) => routeLocOf(ctx, id)));
  }
});
