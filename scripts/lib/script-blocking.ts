/**
 * The page's own scripts' share of Total Blocking Time, read from a Lighthouse run's trace (bench:web).
 *
 * Lighthouse's TBT (simulated throttling) replays the main-thread tasks it observed, each 4× longer, on a simulated
 * phone, and counts what every task over 50 ms lasts beyond 50 ms between first contentful paint and interactive.
 * Which tasks land after the simulated paint moves from run to run: the document's commit (20-60 ms observed) and
 * its layouts fall before it in one run and after it in the next, in the zero-JS copy as much as in the real page,
 * and single samples of the same build ranged from 0 to 300 ms on this machine. The tasks that run the page's
 * scripts are the part the code decides; this sums them the same way (observed × the run's CPU slowdown, less
 * 50 ms, those starting after the observed first contentful paint), so the benchmark can say how much of a page's
 * TBT its scripts make.
 */
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** A task that blocks input for longer than this blocks it (Lighthouse's threshold, simulated time). */
const BLOCKING_THRESHOLD_MS = 50;

/** A top-level main-thread task: when it started (ms from the navigation), how long it ran, whether it ran a script. */
export interface TaskSpan { start: number; duration: number; runsScript: boolean }

/** Trace events that mean a script ran inside the task (not the browser's own work: parse, style, layout, paint). */
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'v8.callFunction']);

/** Simulated blocking time of the tasks that ran a script and started after `firstPaint` (both in observed ms). */
export function scriptBlocking(tasks: readonly TaskSpan[], firstPaint: number, slowdown: number): number {
  return tasks
    .filter((task) => task.runsScript && task.start >= firstPaint)
    .reduce((sum, task) => sum + Math.max(0, task.duration * slowdown - BLOCKING_THRESHOLD_MS), 0);
}

interface TaskNode { event: { name: string }; children: TaskNode[]; parent?: TaskNode; startTime: number; duration: number }

function ranScript(task: TaskNode): boolean {
  return task.children.some((child) => SCRIPT_EVENTS.has(child.event.name) || ranScript(child));
}

/** The top-level tasks of the page's main thread and its first contentful paint, both in ms from the navigation. */
export function traceTasks(trace: unknown): { tasks: TaskSpan[]; firstPaint: number } {
  const processed = TraceProcessor.processTrace(trace as never);
  const navigation = TraceProcessor.processNavigation(processed);
  const origin = processed.timestamps.timeOrigin;
  const nodes = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, origin) as unknown as TaskNode[];
  return {
    tasks: nodes.filter((node) => !node.parent).map((node) => ({ start: node.startTime, duration: node.duration, runsScript: ranScript(node) })),
    firstPaint: (navigation.timestamps.firstContentfulPaint - origin) / 1000,
  };
}
