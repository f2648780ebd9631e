/**
 * The lead-time rule: online booking *closes* two days before a sailing (the spec: "Departure may not be earlier
 * than two days from today"). One figure for every page that states it — the booking panel, the timetables' "book
 * online at least …", the FAQ (a sentence binds it as `{booking:lead-days}`, graph/prose-facts.ts). In the graph
 * layer so the data check can render it too.
 */
export const MIN_LEAD_DAYS = 2;
