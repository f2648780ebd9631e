/**
 * The lead-time rule in the words every page uses: online booking *closes* two days before a sailing (SPEC §9: the
 * departure may not be earlier than two days from today), so the sentence says when to book, not when booking opens.
 * Its own module: timetable pages say it without loading the booking panel's date rules.
 */
export const MIN_LEAD_DAYS = 2;

export function leadTimeRule(days: number = MIN_LEAD_DAYS): string {
  return `Book online at least ${days} days before departure`;
}
