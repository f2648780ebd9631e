/**
 * A destination page's tip about a way between its port and another that no timetable gives ("Fast craft cross to
 * Iloilo in about an hour", destinations › tips): the planner repeats it, marked not timetabled, for a trip between
 * the two, either way. Apart from plan.ts so the planner's form can count them without loading the engine.
 */
export interface OtherWay {
  ports: [string, string];
  by: 'sea' | 'land';
  text: string;
  /** The destination page that says it. */
  page: { name: string; path: string };
}

/** The other ways between two ports, either way round. */
export function otherWaysBetween(ways: readonly OtherWay[], a: string, b: string): OtherWay[] {
  return ways.filter(({ ports: [x, y] }) => (x === a && y === b) || (x === b && y === a));
}
