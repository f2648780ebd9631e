/**
 * The browser side of islands: finds the page's islands (islands/Island.tsx wrote them), reads their props
 * (islands/props.ts), and loads and renders each when its trigger fires. The browser's APIs come in as arguments
 * (runtime/main.ts passes the real ones, tests pass stand-ins), and so does `mount`: Preact is loaded with the first
 * island that starts, never on a page without one.
 *
 * A failed download (a chunk of the island, or Preact) is tried again after 1 s, 2 s and 4 s (the spec's retry policy);
 * after that the island keeps its pre-rendered HTML, which is the whole page without script.
 */
import { retryDelays, SPEC_FETCH_POLICY } from '../data/fetch-policy';
import type { IslandTrigger } from './Island';
import { readProps } from './props';

type Loader<T> = () => Promise<T>;
/**
 * Renders an island. `warmUp`, when the renderer has one, runs it once over a throwaway tree: start.ts calls it in a
 * task of its own before the page's first island (islands/mount.tsx says why).
 */
export type Mount = ((element: Element, component: never, props: unknown) => void) & { warmUp?: () => void };

export interface IslandEnvironment {
  loaders: Record<string, Loader<unknown>>;
  /** Loads the renderer (islands/mount.tsx, bound to the page's site data and start values). */
  mount: Loader<Mount>;
  /** Runs `start` once the browser is idle. */
  whenIdle: (start: () => void) => void;
  /** Runs `start` once `element` comes near the screen. */
  whenVisible: (element: Element, start: () => void) => void;
  sleep: (ms: number) => Promise<void>;
  /** Runs `work` in a task of its own, after the browser has had the chance to paint and answer input. */
  nextTask: (work: () => void) => void;
  /** Where a failure is reported (the console). */
  warn: (message: string, error: unknown) => void;
}

/**
 * An island's component may carry `prepare`: work its first render would otherwise do itself (decoding the page's
 * query index), which the runtime runs in a task of its own just before that render, so neither task is long
 * (Total Blocking Time). It must leave the render's result unchanged: work cached for the render to find.
 */
type Prepare = (props: never) => void;

/** `load`, tried again after each delay of the retry policy. */
async function withRetries<T>(load: Loader<T>, sleep: (ms: number) => Promise<void>): Promise<T> {
  const delays = retryDelays(SPEC_FETCH_POLICY);
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await sleep(delay);
    }
  }
}

function schedule(element: HTMLElement, trigger: string | undefined, start: () => void, env: IslandEnvironment): void {
  switch (trigger as IslandTrigger) {
    case 'load': return start();
    case 'idle': return env.whenIdle(start);
    case 'visible': return env.whenVisible(element, start);
    default:
      env.warn(`island ${element.dataset.island}: unknown trigger "${trigger}"`, null);
  }
}

/**
 * Renders queued islands one per task. Islands whose code arrives together (every `load` island of a page, or the
 * route leads that come into view at once) would otherwise render in one task: on /schedules one long task that
 * kept the page from answering a tap (Total Blocking Time). A task that throws is reported with its `failure`; the
 * tasks after it still run.
 */
function renderQueue(env: IslandEnvironment): (work: () => void, failure: string) => void {
  const queue: [() => void, string][] = [];
  const drain = () => {
    const [work, failure] = queue.shift()!;
    try {
      work();
    } catch (error) {
      env.warn(failure, error);
    }
    if (queue.length > 0) env.nextTask(drain);
  };
  return (work, failure) => {
    if (queue.push([work, failure]) === 1) env.nextTask(drain);
  };
}

/**
 * Starts every island of `root`; resolves with their count. Marks each rendered island `data-island-ready`.
 *
 * The page's props are read in the first task of the queue, not in the one that starts the islands: on /schedules
 * reading them is more than half of that task (docs/decisions/0001-island-work-in-short-tasks.md). No island needs them
 * before its prepare or render, which are queued after it. Props that cannot be read are reported once, and every
 * island keeps its pre-rendered HTML.
 */
export function startIslands(root: ParentNode, env: IslandEnvironment): number {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  const renderSoon = renderQueue(env);
  let props: unknown[] | null = null;
  renderSoon(() => {
    props = readProps(elements.map((element) => element.dataset.props ?? 'null'));
  }, 'the islands\' props could not be read; the page keeps working without its islands');
  let mount: Promise<Mount> | null = null;
  elements.forEach((element, i) => {
    const name = element.dataset.island!;
    const load = env.loaders[name];
    if (!load) {
      env.warn(`island ${name}: not in the registry`, null);
      return;
    }
    schedule(element, element.dataset.when, () => {
      mount ??= withRetries(env.mount, env.sleep).then((render) => {
        const { warmUp } = render;
        // Queued before any island: the first island that is ready renders in the task after it.
        if (warmUp) renderSoon(warmUp, 'the islands renderer could not be warmed up');
        return render;
      });
      Promise.all([mount, withRetries(load, env.sleep)])
        .then(([render, component]) => {
          const { prepare } = component as { prepare?: Prepare };
          // A prepare that fails is not the island's failure: the render does the same work itself.
          if (prepare) renderSoon(() => {
            if (props) prepare(props[i] as never);
          }, `island ${name} could not be prepared`);
          renderSoon(() => {
            if (!props) return;
            render(element, component as never, props[i]);
            element.dataset.islandReady = '';
          }, `island ${name} could not be rendered; the page keeps working without it`);
        })
        .catch((error: unknown) => {
          mount = null;
          env.warn(`island ${name} could not be loaded; the page keeps working without it`, error);
        });
    }, env);
  });
  return elements.length;
}
