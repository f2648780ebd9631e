/**
 * Why a query answered with nothing, as data: the UI turns a code into words (and can name the ports through the
 * index), tests assert the code. An empty answer always comes with one of these.
 */
export type QueryProblem =
  /** The words match no port, place or alias in the data. */
  | { code: 'unknown_place'; field: 'from' | 'to'; input: string }
  /** A place in the suggestions list (e.g. Siargao) that no port in the data serves. */
  | { code: 'place_not_served'; field: 'from' | 'to'; input: string }
  /** A from or to field was left empty where the query needs it. */
  | { code: 'missing_place'; field: 'from' | 'to' }
  | { code: 'same_place'; port: string }
  /** No trip matches (e.g. no direct sailing between the two ports, or an unknown timetable id). */
  | { code: 'no_service'; from: string | null; to: string | null }
  /** No journey within the allowed number of changes. */
  | { code: 'no_journey'; from: string; to: string; maxChanges: number };
