/**
 * The checks, in the order they run, and every notice the data check can report. Explicit on purpose: adding a
 * check means adding it here (and a test); nothing is discovered by file name. Each check is independent — a crash
 * in one is reported and the rest still run.
 */
import { notices as decisionNotices } from '../decisions/notices';
import { notices as dataFolderNotices } from '../input/data-folder';
import { notices as limitNotices } from '../input/limits';
import { notices as loadedLimitNotices } from '../input/loaded-limits';
import { notices as loadNotices } from '../load';
import type { NoticeDef } from '../notices/define';
import type { Check } from '../types';
import { notices as validateNotices } from '../validate';
import { advisoryPolicyConflict } from './advisory-policy-conflict';
import { advisoryWindow } from './advisory-window';
import { ageClaims } from './age-claims';
import { ambiguousArrivalDay } from './ambiguous-arrival-day';
import { arrivalBeforeDeparture } from './arrival-before-departure';
import { arrivalIncomplete } from './arrival-incomplete';
import { bookingPrefill } from './booking-prefill';
import { clockClaims } from './clock-claims';
import { countClaims } from './count-claims';
import { claimedRouteWithoutTimetable } from './claimed-route-without-timetable';
import { danglingReference } from './dangling-reference';
import { notices as checkNotices } from './define';
import { departureOptions } from './departure-options';
import { destinationListing } from './destination-listing';
import { duplicateId } from './duplicate-id';
import { duplicateTripRow } from './duplicate-trip-row';
import { duplicateWeekday } from './duplicate-weekday';
import { durationClaims } from './duration-claims';
import { durationMinAboveMax } from './duration-min-above-max';
import { durationOverWeek } from './duration-over-week';
import { feedAlertLeftOut } from './feed-alert-left-out';
import { feedStatusLeftOut } from './feed-status-left-out';
import { fareClaims } from './fare-claims';
import { fareMinAboveMax } from './fare-min-above-max';
import { feedApproximateCoordinates } from './feed-approximate-coordinates';
import { feedPortWithoutCoordinates } from './feed-port-without-coordinates';
import { feedTimetableExcluded } from './feed-timetable-excluded';
import { feedTravelSpeed } from './feed-travel-speed';
import { feedWindowExpired } from './feed-window-expired';
import { feedWindowInvalid } from './feed-window-invalid';
import { feedWindowMissing } from './feed-window-missing';
import { fileNameMismatch } from './file-name-mismatch';
import { frequencyClaims } from './frequency-claims';
import { fromFareNotMinimum } from './from-fare-not-minimum';
import { headlineStats } from './headline-stats';
import { identicalTimetable } from './identical-timetable';
import { imageMissing } from './image-missing';
import { linkTarget } from './link-target';
import { missingTravelTime } from './missing-travel-time';
import { phoneNumber } from './phone-number';
import { placeSpelling } from './place-spelling';
import { policyConflict } from './policy-conflict';
import { policyText } from './policy-text';
import { proseBinding } from './prose-binding';
import { relativeYear } from './relative-year';
import { routeCardFrequency } from './route-card-frequency';
import { routeDaysConflict } from './route-days-conflict';
import { routeDurationConflict } from './route-duration-conflict';
import { routeFareConflict } from './route-fare-conflict';
import { routeListing } from './route-listing';
import { routesClaim } from './routes-claim';
import { sailingStatusCheck } from './sailing-status';
import { suspensionsCheck } from './suspensions';
import { serviceHours } from './service-hours';
import { slugRule } from './slug-rule';
import { sourceFigures } from './source-figures';
import { statedDurationMismatch } from './stated-duration-mismatch';
import { structuredDataFareRange } from './structured-data-fare-range';
import { unresolvedPlace } from './unresolved-place';
import { zeroDuration } from './zero-duration';

export const CHECKS: readonly Check[] = [
  // errors: the graph would be wrong
  danglingReference,
  imageMissing,
  linkTarget,
  sourceFigures,
  duplicateId,
  slugRule,
  duplicateWeekday,
  arrivalIncomplete,
  ambiguousArrivalDay,
  zeroDuration,
  arrivalBeforeDeparture,
  durationOverWeek,
  missingTravelTime,
  serviceHours,
  departureOptions,
  fareMinAboveMax,
  durationMinAboveMax,
  advisoryWindow,
  advisoryPolicyConflict,
  sailingStatusCheck,
  suspensionsCheck,
  feedWindowInvalid,
  feedWindowMissing,
  feedWindowExpired,
  feedPortWithoutCoordinates,
  policyText,
  proseBinding,
  routeListing,
  destinationListing,
  // warnings: the sources disagree
  fileNameMismatch,
  statedDurationMismatch,
  fromFareNotMinimum,
  routeFareConflict,
  routeDaysConflict,
  routeDurationConflict,
  policyConflict,
  phoneNumber,
  structuredDataFareRange,
  headlineStats,
  routesClaim,
  identicalTimetable,
  duplicateTripRow,
  routeCardFrequency,
  fareClaims,
  frequencyClaims,
  countClaims,
  durationClaims,
  clockClaims,
  ageClaims,
  relativeYear,
  bookingPrefill,
  placeSpelling,
  claimedRouteWithoutTimetable,
  feedTravelSpeed,
  // info
  unresolvedPlace,
  feedApproximateCoordinates,
  feedTimetableExcluded,
  feedAlertLeftOut,
  feedStatusLeftOut,
];

/**
 * Every notice, by the stage that reports it, in the order docs/data-notices.md lists them: reading the YAML,
 * each file against its schema, the checks of the whole data set, data/decisions.yaml itself.
 */
export const NOTICES_BY_STAGE = {
  load: [...Object.values(loadNotices), ...Object.values(dataFolderNotices), ...Object.values(limitNotices), ...Object.values(loadedLimitNotices)],
  schema: Object.values(validateNotices),
  check: [...new Set([...CHECKS.flatMap((c) => c.notices), ...Object.values(checkNotices)])],
  decision: Object.values(decisionNotices),
} satisfies Record<string, readonly NoticeDef[]>;

export type Stage = keyof typeof NOTICES_BY_STAGE;

const BY_CODE = new Map<string, NoticeDef & { stage: Stage }>(
  Object.entries(NOTICES_BY_STAGE).flatMap(([stage, list]) => list.map((n) => [n.code, { ...n, stage: stage as Stage }] as const)));

/** The notice with this code, or undefined when no check, loader or schema reports it. */
export function noticeOf(code: string): (NoticeDef & { stage: Stage }) | undefined {
  return BY_CODE.get(code);
}

/** The fact keys a decision may name for this code; empty for codes that cannot be decided (errors, infos). */
export function factsOf(code: string): readonly string[] {
  const notice = BY_CODE.get(code);
  return notice?.severity === 'warning' ? notice.facts ?? [] : [];
}
