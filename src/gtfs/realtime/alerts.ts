/**
 * data/advisories.yaml and the suspensions of data/status.yaml as a GTFS-Realtime FeedMessage of service alerts
 * (/gtfs-rt/alerts.pb), encoded with MobilityData's gtfs-realtime-bindings. Written by the build and rewritten by
 * `npm run status:publish` (scripts/status/files.ts), so a suspension reaches trip planners without a rebuild, next
 * to the trip updates that cancel each of its sailings. Pure and deterministic: `now` (the build's or publisher's
 * instant) is passed in, advisories are sorted by id, suspensions follow by start, and the same graph and instant
 * give the same bytes.
 *
 * - FULL_DATASET: the file always holds every alert, so a consumer replaces what it had.
 * - Every advisory that has not ended at `now` (the site's rule: ended when until ≤ now) is published, in force or
 *   not yet: consumers compare active_period with their own clock.
 * - informed_entity: the stops and routes of gtfs.zip it concerns, or its agency when it names no port and no
 *   timetable (informed-entities.ts). An advisory whose ports and timetables are all outside gtfs.zip is left out —
 *   an alert must inform at least one entity — and the data check reports it (feed_alert_left_out).
 * - cause from the advisory's optional `cause`; effect and severity_level from its severity. A suspension: its
 *   scope's stops, routes or the agency, cause from its reason, NO_SERVICE and SEVERE, its words as the banner's.
 */
import type { transit_realtime as Rt } from 'gtfs-realtime-bindings';
import { advisoryState } from '../../advisories/active';
import { protobufText } from '../../escape/protobuf-text';
import type { Advisory, Graph, Suspension } from '../../graph/types';
import { suspensionEnded } from '../../status/suspension-words';
import { agencyIdFor, FEED_LANG } from '../feed';
import { selectFeedTimetables, type FeedSource } from '../../graph/feed-selection';
import { entityResolver } from './informed-entities';
import { encodeFeed, fullDataset, posixSeconds, rt } from './message';

const { Cause, Effect, SeverityLevel } = rt.Alert;

const CAUSE: Record<NonNullable<Advisory['cause']>, Rt.Alert.Cause> = {
  weather: Cause.WEATHER, strike: Cause.STRIKE, maintenance: Cause.MAINTENANCE, other: Cause.OTHER_CAUSE,
};

/**
 * A warning says service may be disrupted without saying how (its message does) → UNKNOWN_EFFECT. info (crowds, a
 * port notice) → NO_EFFECT, GTFS-Realtime's "informational". A suspension (status.yaml) → NO_SERVICE, SEVERE.
 */
const EFFECT: Record<Advisory['severity'], Rt.Alert.Effect> = { warning: Effect.UNKNOWN_EFFECT, info: Effect.NO_EFFECT };

const SEVERITY: Record<Advisory['severity'], Rt.Alert.SeverityLevel> = { warning: SeverityLevel.WARNING, info: SeverityLevel.INFO };

/** A suspension's reason as an alert's cause (demand never stops sailings: other). */
const SUSPENSION_CAUSE: Record<Suspension['reason'], Rt.Alert.Cause> = {
  weather: Cause.WEATHER, maintenance: Cause.MAINTENANCE, technical: Cause.TECHNICAL_PROBLEM, strike: Cause.STRIKE,
  demand: Cause.OTHER_CAUSE, other: Cause.OTHER_CAUSE,
};

/**
 * A suspension's entity id: its own namespace, so it never collides with an advisory's id.
 * @internal Exported for tests: tests/pipeline/hostile-outputs.test.ts finds each suspension's alert by it.
 */
export const suspensionEntityId = (id: string): string => `suspension.${id}`;

export type AlertSource = FeedSource & Pick<Graph, 'advisories' | 'suspensions'> & { site: Pick<Graph['site'], 'brand'> };

interface LeftOut {
  id: string;
  /** expired: ended at or before `now`; no_entity: names only ports and timetables outside gtfs.zip. */
  reason: 'expired' | 'no_entity';
}

export interface AlertsFeed {
  message: Rt.IFeedMessage;
  /** Entity ids published, in order: advisories by id, then suspensions (`suspension.<id>`) by start. */
  published: string[];
  leftOut: LeftOut[];
}

/** Data text as a TranslatedString: valid UTF-8, no control characters (src/escape/protobuf-text.ts). */
const english = (text: string) => ({ translation: [{ text: protobufText(text), language: FEED_LANG }] });

export function buildAlertsFeed(graph: AlertSource, now: Date): AlertsFeed {
  const resolve = entityResolver(selectFeedTimetables(graph), agencyIdFor(graph.site.brand));
  const leftOut: LeftOut[] = [];
  const entity: Rt.IFeedEntity[] = [];
  /** An alert over `source`'s period and entities, unless it has ended or names nothing gtfs.zip carries. */
  const publish = (id: string, ended: boolean, source: Pick<Advisory, 'ports' | 'timetables' | 'from' | 'until'>, alert: Rt.IAlert) => {
    if (ended) { leftOut.push({ id, reason: 'expired' }); return; }
    const { entities } = resolve(source);
    if (entities.length === 0) { leftOut.push({ id, reason: 'no_entity' }); return; }
    const activePeriod = [{ start: posixSeconds(source.from), end: posixSeconds(source.until) }];
    entity.push({ id, alert: { activePeriod, informedEntity: entities, ...alert } });
  };
  const byId = [...graph.advisories].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const advisory of byId) {
    publish(advisory.id, advisoryState(advisory, now) === 'expired', advisory, {
      cause: advisory.cause ? CAUSE[advisory.cause] : Cause.UNKNOWN_CAUSE,
      effect: EFFECT[advisory.severity],
      severityLevel: SEVERITY[advisory.severity],
      headerText: english(advisory.title.trim()),
      // As the site's advisory box reads: the message, then who said so.
      descriptionText: english(`${advisory.message.trim()}\nSource: ${advisory.source.trim()}`),
    });
  }
  for (const suspension of graph.suspensions) {
    const { scope, ids } = suspension;
    const source = { ports: scope === 'ports' ? ids : [], timetables: scope === 'routes' ? ids : [], from: suspension.from, until: suspension.until };
    publish(suspensionEntityId(suspension.id), suspensionEnded(suspension, now), source, {
      cause: SUSPENSION_CAUSE[suspension.reason],
      effect: Effect.NO_SERVICE,
      severityLevel: SeverityLevel.SEVERE,
      headerText: english(suspension.text.title),
      // As the site's banner reads it: what and when, then why and who said so.
      descriptionText: english(`${suspension.text.title} ${suspension.text.window}.\n${suspension.text.detail}`),
    });
  }
  return { message: fullDataset(entity, now), published: entity.map((e) => e.id!), leftOut };
}

/** The protobuf bytes of alerts.pb. Throws on a message the schema refuses (a bug here, not a data problem). */
export function encodeAlerts(message: Rt.IFeedMessage): Uint8Array {
  return encodeFeed(message, 'alerts');
}
