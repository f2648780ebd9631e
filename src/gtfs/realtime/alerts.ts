/**
 * data/advisories.yaml as a GTFS-Realtime FeedMessage of service alerts (/gtfs-rt/alerts.pb), encoded with
 * MobilityData's gtfs-realtime-bindings. Pure and deterministic: `now` (the build's instant) is passed in, entities
 * are sorted by advisory id, and the same graph and instant give the same bytes.
 *
 * - FULL_DATASET: the file always holds every alert, so a consumer replaces what it had.
 * - Every advisory that has not ended at `now` (the site's rule: ended when until ≤ now) is published, in force or
 *   not yet: consumers compare active_period with their own clock.
 * - informed_entity: the stops and routes of gtfs.zip it concerns, or its agency when it names no port and no
 *   timetable (informed-entities.ts). An advisory whose ports and timetables are all outside gtfs.zip is left out —
 *   an alert must inform at least one entity — and the data check reports it (feed_alert_left_out).
 * - cause from the advisory's optional `cause`; effect and severity_level from its severity.
 */
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import type { transit_realtime as Rt } from 'gtfs-realtime-bindings';
import { advisoryState } from '../../advisories/active';
import { protobufText } from '../../escape/protobuf-text';
import type { Advisory, Graph } from '../../graph/types';
import { agencyIdFor, FEED_LANG } from '../feed';
import { selectFeedTimetables, type FeedSource } from '../../graph/feed-selection';
import { entityResolver } from './informed-entities';
import { encodeFeed, feedJson, fullDataset, posixSeconds } from './message';

// A CommonJS module: its namespace object is the default export when imported from ESM.
const { transit_realtime: rt } = GtfsRealtimeBindings;
type FeedMessage = Rt.IFeedMessage;
type FeedEntity = Rt.IFeedEntity;
const { Cause, Effect, SeverityLevel } = rt.Alert;

const CAUSE: Record<NonNullable<Advisory['cause']>, Rt.Alert.Cause> = {
  weather: Cause.WEATHER, strike: Cause.STRIKE, maintenance: Cause.MAINTENANCE, other: Cause.OTHER_CAUSE,
};

/**
 * suspension = trips cancelled → NO_SERVICE. A warning says service may be disrupted without saying how (its
 * message does) → UNKNOWN_EFFECT. info (crowds, a port notice) → NO_EFFECT, GTFS-Realtime's "informational".
 */
const EFFECT: Record<Advisory['severity'], Rt.Alert.Effect> = {
  suspension: Effect.NO_SERVICE, warning: Effect.UNKNOWN_EFFECT, info: Effect.NO_EFFECT,
};

const SEVERITY: Record<Advisory['severity'], Rt.Alert.SeverityLevel> = {
  suspension: SeverityLevel.SEVERE, warning: SeverityLevel.WARNING, info: SeverityLevel.INFO,
};

export type AlertSource = FeedSource & Pick<Graph, 'advisories'> & { site: Pick<Graph['site'], 'brand'> };

export interface LeftOut {
  id: string;
  /** expired: ended at or before `now`; no_entity: names only ports and timetables outside gtfs.zip. */
  reason: 'expired' | 'no_entity';
}

export interface AlertsFeed {
  message: FeedMessage;
  /** Advisory ids published, in entity order. */
  published: string[];
  leftOut: LeftOut[];
}

/** Data text as a TranslatedString: valid UTF-8, no control characters (src/escape/protobuf-text.ts). */
const english = (text: string) => ({ translation: [{ text: protobufText(text), language: FEED_LANG }] });

export function buildAlertsFeed(graph: AlertSource, now: Date): AlertsFeed {
  const resolve = entityResolver(selectFeedTimetables(graph), agencyIdFor(graph.site.brand));
  const leftOut: LeftOut[] = [];
  const entity: FeedEntity[] = [];
  const byId = [...graph.advisories].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const advisory of byId) {
    if (advisoryState(advisory, now) === 'expired') { leftOut.push({ id: advisory.id, reason: 'expired' }); continue; }
    const { entities } = resolve(advisory);
    if (entities.length === 0) { leftOut.push({ id: advisory.id, reason: 'no_entity' }); continue; }
    entity.push({
      id: advisory.id,
      alert: {
        activePeriod: [{ start: posixSeconds(advisory.from), end: posixSeconds(advisory.until) }],
        informedEntity: entities,
        cause: advisory.cause ? CAUSE[advisory.cause] : Cause.UNKNOWN_CAUSE,
        effect: EFFECT[advisory.severity],
        severityLevel: SEVERITY[advisory.severity],
        headerText: english(advisory.title.trim()),
        // As the site's advisory box reads: the message, then who said so.
        descriptionText: english(`${advisory.message.trim()}\nSource: ${advisory.source.trim()}`),
      },
    });
  }
  return { message: fullDataset(entity, now), published: entity.map((e) => e.id!), leftOut };
}

/** The protobuf bytes of alerts.pb. Throws on a message the schema refuses (a bug here, not a data problem). */
export function encodeAlerts(message: FeedMessage): Uint8Array {
  return encodeFeed(message, 'alerts');
}

/** alerts.json, the debugging twin (message.ts feedJson): exactly what alerts.pb holds. */
export function alertsJson(bytes: Uint8Array): string {
  return feedJson(bytes);
}
