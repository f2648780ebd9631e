/** A port in the feed placed at its town, not its pier: the feed says so in stop_desc; worth improving. */
import { approximatePorts } from '../../gtfs/data-rules';
import { approximateMessage } from '../../gtfs/messages';
import { finding } from '../notices/finding';
import { feedInputsComplete, portObjectLoc } from './feed-shared';
import { defineCheck } from './define';

export const feedApproximateCoordinates = defineCheck('feed-approximate-coordinates', ['approximate_coordinates'], (ctx) => {
  if (!feedInputsComplete(ctx)) return [];
  return approximatePorts(ctx.graph).map((port) => finding('approximate_coordinates',
    portObjectLoc(ctx, port, 'coordinates', 'precision'), approximateMessage(port),
    { port: port.id, lat: port.coordinates!.lat, lng: port.coordinates!.lng, source: port.coordinates!.source }));
});
