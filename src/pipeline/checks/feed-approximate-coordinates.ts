/** A port in the feed placed at its town, not its pier: the feed says so in stop_desc; worth improving. */
import { approximatePorts } from '../../gtfs/data-rules';
import { approximateMessage } from '../../gtfs/messages';
import { defineNotices, notice } from '../notices/define';
import { feedInputsComplete, portObjectLoc } from './feed-shared';
import { defineCheck } from './define';

const notices = defineNotices({
  approximate_coordinates: notice<{ port: string; lat: number; lng: number; source: string }>({
    severity: 'info',
    meaning: 'A port in the GTFS feed is placed at a city-level position, not its pier; the feed says so in stop_desc.',
    fix: 'Replace with the pier coordinates (precision: pier) when known.',
  }),
});

export const feedApproximateCoordinates = defineCheck('feed-approximate-coordinates', notices, (ctx, report) => {
  if (!feedInputsComplete(ctx)) return;
  for (const port of approximatePorts(ctx.graph)) {
    report(notices.approximate_coordinates, portObjectLoc(ctx, port, 'coordinates', 'precision'), approximateMessage(port),
      { port: port.id, lat: port.coordinates!.lat, lng: port.coordinates!.lng, source: port.coordinates!.source });
  }
});
