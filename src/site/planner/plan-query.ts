/** The planner's question as the URL carries it (/planner?from=manila&to=el-nido&day=mon), capped at 100 characters a field. */
import { parseDay, type DayChoice } from '../schedules/days';

export interface PlanQuery { from: string; to: string; day: DayChoice | '' }

export function readPlanQuery(params: URLSearchParams): PlanQuery {
  return { from: (params.get('from') ?? '').slice(0, 100), to: (params.get('to') ?? '').slice(0, 100), day: parseDay(params.get('day')) };
}

/** The question as URL parameters, in a fixed order (from, to, day), trimmed, without empty ones. */
export function planParams(query: PlanQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.from.trim()) params.set('from', query.from.trim());
  if (query.to.trim()) params.set('to', query.to.trim());
  if (query.day) params.set('day', query.day.toLowerCase());
  return params;
}
