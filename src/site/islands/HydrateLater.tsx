/**
 * Hydrates its one child element in a task of its own, after the island's hydrating render: one long hydration (the
 * booking panel's) becomes two shorter tasks (Total Blocking Time). Preact keeps the pre-rendered DOM of a
 * component that suspends while hydrating, and hydrates it when the thrown promise settles (compat Suspense).
 *
 * - Only under an island's hydration (context.tsx `isHydratingIsland`, read once per instance). Elsewhere (the server
 *   render, the dev app's React hydration) the child renders in place, so the HTML and React's hydration are unchanged.
 * - The child must be one element: Preact keeps the first node a suspended component would have claimed.
 * - Until its task runs, the part is plain HTML (a form keeps working as one; what is typed stays, as hydration writes
 *   no value). Hydration also writes no attribute, so the part must hydrate before the island renders new state:
 *   its timer is queued during the hydrating render, before any effect of the island can queue one (effects run after
 *   the next paint), and timers run in the order they were queued.
 *
 * Two tasks, not three: splitting the form itself (its places, its dates) made the longest task longer. The
 * measurements: docs/decisions/0001-island-work-in-short-tasks.md.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { isHydratingIsland } from './context';

interface Wait { done: boolean; promise: Promise<void> }

/** Settles in a later task: a timer queued now (the runtime's own `nextTask` is one too), so in queue order. */
function laterTask(): Wait {
  const wait = { done: false } as Wait;
  wait.promise = new Promise((resolve) => setTimeout(() => { wait.done = true; resolve(); }, 0));
  return wait;
}

function Later({ wait, children }: { wait: Wait; children: ReactNode }) {
  // Throwing a promise is how a component suspends.
  if (!wait.done) throw wait.promise;
  return children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  // In state, not in Later: a component that suspends on its first render loses its hooks.
  const [wait] = useState(() => (isHydratingIsland() ? laterTask() : null));
  return wait ? <Suspense fallback={null}><Later wait={wait}>{children}</Later></Suspense> : children;
}
