/**
 * Stable names for the statements a warning compares, put in each notice's context as its decision facts
 * (`statement`, `reference`, `route`). They name what a statement *is* — a route card, a timetable's times, a
 * destination's badge — never where it sits, so a decision in data/decisions.yaml survives edits elsewhere.
 * The resolvers (./resolvers.ts) parse them back to find the figure to change.
 */

/** What each kind of statement names, and by what. */
const STATEMENT_KINDS = {
  'route-card': 'a route card on /routes (data/routes.yaml), by its name',
  'route-card-text': "what a route card's description says in words, by the card's name",
  destination: "a destination's hero badge (travel time or starting fare), by slug",
  stated: "a timetable's statedDuration, by timetable id",
  row: "one row's stated duration: `<timetable id>#<row index>`",
  times: "a timetable's departure and arrival times (the durations they imply), by timetable id",
  timetable: "a timetable's fares or sailing days, by timetable id",
  'fare-list': "a route's entry in a /tickets fare list (data/fares.yaml), by the list's title",
  'popular-route': 'a home-page popular route, `<from>><to>`',
  'port-card': "a port's card on /ports (data/ports.yaml `page:`), by port id",
  policy: 'a policy statement (data/policies.yaml), by id',
  text: 'a sentence of the copy that states a figure, by collection and field (`pages:destinations.description`)',
} as const;
export type StatementKind = keyof typeof STATEMENT_KINDS;

export function statementName(kind: StatementKind, id: string): string {
  return `${kind}:${id}`;
}

export function parseStatement(name: string): { kind: StatementKind; id: string } | null {
  const colon = name.indexOf(':');
  const kind = name.slice(0, colon);
  const id = name.slice(colon + 1);
  return colon > 0 && id !== '' && Object.hasOwn(STATEMENT_KINDS, kind) ? { kind: kind as StatementKind, id } : null;
}

