/**
 * The context each notice code carries: the figures behind its message, for the JSON report, for decisions (whose
 * facts are context values, see src/pipeline/decisions/names.ts) and for tests. One entry per code of
 * catalogue.json, which holds each code's severity, meaning and fix; the compiler keeps the two key sets equal
 * (catalogue.ts) and the factory (finding.ts) takes exactly this context for a code.
 */
import type { MinuteRange, PesoRange } from '../../graph/types';

type Limit =
  | 'folderEntries' | 'totalBytes' | 'fileBytes' | 'mappingEntries' | 'valuesPerFile' | 'valuesTotal' | 'stringChars'
  | 'tripRowsPerFile' | 'tripRowsTotal';
type None = Record<string, never>;
/** A schema notice: the offending value (lists and mappings as "[list]" / "{mapping}"). */
interface Value { value: unknown }
interface TimetableRow { timetable: string; row: number }
/** A sailing a status names: its route, Manila date and timetabled departure ("23:30"; null: the day's untimed crossings). */
interface DatedSailing { route: string; date: string; dep: string | null }
/** The two statements a warning compares, as decision facts name them, and their figures as text. */
interface TwoStatements { statement: string; reference: string; figures: string }
interface Headline { figure: string; stated: number; actual: number; figures: string; buildDate?: string }

export interface NoticeContexts {
  // load
  missing_file: { collection: string };
  unexpected_file: None;
  yaml_syntax: { yamlCode: string };
  duplicate_key: None;
  yaml_1_1_directive: None;
  alias_bomb: { maxAliasCount: number };
  yaml_warning: { yamlCode: string };
  empty_file: None;
  schema_comment: { expected: string };
  not_a_regular_file: { what: string };
  invalid_utf8: { byte: number };
  limit_exceeded: { limit: Limit; max: number; bytes?: number; length?: number };
  too_deep: { limit: number };
  circular_alias: None;
  yaml_tag: { tag: string };
  forbidden_key: { key: string };
  // schema
  wrong_type: Value & { expected: string };
  missing_field: { field: string };
  unknown_key: { key: string; allowed: string[]; suggestion?: string };
  invalid_value: Value & { allowed: string[] };
  invalid_format: Value;
  invalid_time: Value;
  invalid_weekday: Value;
  invalid_slug: Value;
  negative_fare: Value;
  invalid_link: Value;
  unknown_icon: Value;
  invalid_date: Value;
  invalid_instant: Value;
  /** The first character the text rule refuses (`U+001B`) and its index in the value; the value is never echoed. */
  invalid_text: { character: string; index: number };
  too_few_items: { count: number; limit: number; exact: boolean };
  too_many_items: { count: number; limit: number; exact: boolean };
  empty_value: Value & { limit: number };
  out_of_range: Value & { limit: number };
  schema_issue: Value & { limit?: number };
  // checks: references and identities
  dangling_reference: { id: string; collection: string; suggestion?: string };
  image_missing: { src: string };
  link_target_missing: { to: string; suggestion?: string };
  /** `key`: the value beside the source (amount, hours, value); `quoted`: the figure as the source writes it. */
  source_figure_outdated: { key: string; quoted: string; figures: string };
  duplicate_id: { id: string; kind: string };
  phone_mismatch: { display: string; tel: string };
  phone_placeholder: { display: string; tel: string };
  file_name_mismatch: { slug: string; fileName: string };
  slug_rule: { slug: string; name: string; expected: string };
  // checks: the time model of one row
  duplicate_weekday: TimetableRow & { day: string };
  arrival_incomplete: TimetableRow;
  ambiguous_arrival_day: TimetableRow & { days: string[]; arrDay: string };
  zero_duration: TimetableRow;
  arrival_before_departure: TimetableRow & { minutes: number };
  duration_over_week: TimetableRow & { minutes: number };
  missing_travel_time: TimetableRow;
  hours_with_departure: TimetableRow;
  hours_reversed: TimetableRow & { from: string; to: string };
  departure_options_invalid: TimetableRow;
  fare_min_above_max: { min: number; max: number };
  duration_min_above_max: { min: number; max: number };
  // checks: two sources that disagree
  stated_duration_mismatch: TwoStatements & { stated: MinuteRange; derived: number[]; timetable: string; rows: number[] };
  from_fare_not_minimum: { stated: number; minimum: number; statement: string; figures: string };
  route_fare_conflict: TwoStatements & { route: string; range: PesoRange; otherRange: PesoRange };
  route_days_conflict: TwoStatements & { route: string; days: string[]; otherDays: string[] };
  route_times_conflict: TwoStatements & { route: string; sailings: string[]; otherSailings: string[] };
  route_duration_conflict: TwoStatements & { route: string; minutes: MinuteRange; otherMinutes: MinuteRange };
  policy_conflict: TwoStatements & { topic: string; key: string; value: number | string; otherValue: number | string; policies: string[] };
  advisory_policy_conflict: TwoStatements & { id: string };
  headline_figure_contradicted: Headline;
  identical_timetable: { timetable: string; sameAs: string; sameFares: boolean; figures: string };
  route_card_frequency_mismatch: { frequency: string; sailingDays: number[]; statement: string; figures: string };
  claimed_route_without_timetable: { statement: string; route: string; from: string; to: string };
  route_not_scheduled: { route: string; id: string };
  destination_not_ordered: { slug: string };
  route_id_collision: { id: string; routes: string[] };
  duplicate_trip_row: { timetable: string; figures: string };
  fare_claim_contradicted: { key: string; stated: number; actual: number; statement: string; figures: string };
  frequency_claim_contradicted: TwoStatements & {
    stated: number | string | null; actual?: number | string | number[] | null; key?: string; routes?: number; within?: number;
  };
  count_claim_contradicted: { noun: string; stated: number; actual: number; statement: string; figures: string };
  duration_claim_contradicted: TwoStatements & { stated: MinuteRange; actual: MinuteRange };
  clock_claim_contradicted: TwoStatements & { stated: string; published: string[] };
  age_claim_contradicted: TwoStatements & { stated: number; actual: number[] };
  relative_year: { statement: string; figures: string; phrase: string };
  booking_prefill_unlisted: { link: string; field: string; name: string };
  booking_prefill_missing: { port: string; field: string };
  place_spelling_variant: { name: string; variant: string; figures: string };
  policy_placeholder_unknown: { policy: string; key: string };
  prose_binding_unknown: { fact: string };
  policy_value_unstated: { policy: string; key: string };
  advisory_until_before_from: { id: string; from: string; until: string };
  advisory_expired: { id: string; until: string; buildDate: string };
  advisory_suspension: { id: string };
  // checks: sailing status (data/status.yaml)
  status_unknown_sailing: DatedSailing & { sailings: string[] };
  status_extra_timetabled: DatedSailing;
  status_delay_not_later: DatedSailing & { departs: string };
  status_state_fields: DatedSailing & { state: string; field: string };
  status_duplicate: DatedSailing;
  status_stale: DatedSailing & { buildDate: string };
  status_delay_too_long: DatedSailing & { departs: string; maxDays: number };
  status_stated_in_future: DatedSailing & { statedAt: string; clock: string };
  suspension_scope: { id: string; given: string[] };
  suspension_window: { id: string; from: string; until: string; days: number };
  suspension_duplicate: { id: string };
  suspension_empty: { id: string; from: string; until: string };
  suspension_stale: { id: string; until: string; buildDate: string };
  unresolved_place: { place: string };
  // checks: the GTFS feed
  port_without_coordinates: { port: string; timetables: string[] };
  approximate_coordinates: { port: string; lat: number; lng: number; source: string };
  feed_window_missing: None;
  feed_window_invalid: { startDate?: string; endDate?: string };
  feed_window_expired: { endDate: string; buildDate: string };
  feed_window_expiring: { endDate: string; buildDate: string; daysLeft: number };
  feed_travel_speed_implausible: { timetable: string; km: number; minutes: number; kmh: number };
  feed_timetable_excluded: { timetable: string; reason: string; trips: number; published?: string };
  feed_alert_left_out: { id: string; ports: string[]; timetables: string[] };
  feed_status_left_out: DatedSailing & { reason: string };
  // decisions
  decision_unknown_code: { code: string };
  decision_unknown_fact: { code: string; fact: string; allowed: string[] };
  decision_invalid_use: { code?: string; use?: string; allowed?: string[] };
  /**
   * `figures`: the conflict the decision names is still there with these figures (the open warning at `related`):
   * the replacement for the decision's own; absent when the conflict is gone.
   */
  stale_decision: { code: string; facts: Record<string, string>; figures?: string };
  decision_review_due: { code: string; reviewBy: string; buildDate: string };
  check_crashed: { check: string; error: string; stack?: string };
}
