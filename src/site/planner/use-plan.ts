/**
 * The planner's answer in the page: the engine (plan.ts, with the query index and the connection search) is
 * downloaded when the first question is asked, not with the page, so the empty planner carries none of it; its
 * index is built once and kept for the next questions. `now` is null until hydration, like every clock reading.
 */
import { useEffect, useState } from 'react';
import type { StatusFile } from '../../status/file';
import type { Plan, PlannerData } from './plan';
import type { PlanQuery } from './plan-query';

type Engine = { answer: (query: PlanQuery, now: Date, status: StatusFile | null) => Plan };

export type PlanState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'failed' }
  | { status: 'answered'; plan: Plan };

let engineFor: { data: PlannerData; engine: Promise<Engine> } | null = null;

/** One engine per page data: the module is fetched once and the index built once. */
function loadEngine(data: PlannerData): Promise<Engine> {
  if (engineFor?.data !== data) {
    const engine = import('./plan').then(({ plan, plannerIndex, plannerStatus }) => {
      const index = plannerIndex(data);
      return { answer: (query: PlanQuery, now: Date, status: StatusFile | null) => plan(index, query, now, data.undated, plannerStatus(status, index)) };
    });
    // A failed download is not kept: the next question tries again.
    engine.catch(() => { if (engineFor?.engine === engine) engineFor = null; });
    engineFor = { data, engine };
  }
  return engineFor.engine;
}

/** The answer to `asked` at `now`, with the sailing status of /status.json (asked again when it changes). */
export function usePlan(data: PlannerData, asked: PlanQuery | null, now: Date | null, status: StatusFile | null = null): PlanState {
  const [state, setState] = useState<PlanState>({ status: 'idle' });
  useEffect(() => {
    if (!asked || !now) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    // A new question keeps the last answer on screen until its own is ready (usually within the same frame).
    setState((previous) => (previous.status === 'answered' ? previous : { status: 'working' }));
    loadEngine(data).then(
      (engine) => { if (current) setState({ status: 'answered', plan: engine.answer(asked, now, status) }); },
      () => { if (current) setState({ status: 'failed' }); },
    );
    return () => { current = false; };
  }, [data, asked, now, status]);
  return state;
}
