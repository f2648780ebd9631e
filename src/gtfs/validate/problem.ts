/**
 * A rule of MobilityData's GTFS validator that a feed breaks. `rule` is the validator's own notice code
 * (https://gtfs-validator.mobilitydata.org/rules.html) so a reader can look it up; `line` counts the header as 1.
 */
export interface FeedProblem {
  rule: string;
  severity: 'error' | 'warning';
  file: string;
  line: number | null;
  field: string | null;
  message: string;
}

export function problem(
  rule: string, severity: FeedProblem['severity'], file: string, line: number | null, field: string | null, message: string,
): FeedProblem {
  return { rule, severity, file, line, field, message };
}
