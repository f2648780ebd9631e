/**
 * Dated changes to the weekly timetable, as the planner's search takes them: a dated sailing that does
 * not sail (cancelled, or delayed: it sails later as an added one), and sailings that sail only once (extra, or a
 * delayed one at its new time). The engine knows nothing of where they come from (src/status/ builds them from
 * /status.json); it only keeps a cancelled occurrence out of every answer and offers an added one at its instant.
 */
import type { Trip } from '../graph/types';

export interface SailingChanges {
  /**
   * Occurrences of weekly trips that do not sail: the trip's timetable and its timetabled departure (epoch ms); with
   * `day`, the timetable's untimed trips of the Manila day starting at `departs` (a route without published times).
   */
  cancelled: readonly { routeId: string; departs: number; day?: true }[];
  /**
   * One-off sailings: a trip (its ports, mode and travel time; its weekday and minute are those of `departs`) and
   * when it leaves (epoch ms). `key` names the change, so the answer can say which status a leg comes from.
   */
  added: readonly { trip: Trip; departs: number; key: string }[];
}
