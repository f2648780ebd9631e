/**
 * The data side of `npm run dev`: a Vite plugin that checks data/ in the server's own process, hands the graph to
 * the page loaders in memory (src/site/data/dev-bridge.ts), re-checks on every save under data/ (files added or
 * deleted included) and tells the open pages (scripts/dev/client.ts):
 *
 * - data passed → the graph is replaced and the page is rendered again in place, so the edit shows without a reload;
 * - data errors → Vite's error overlay lists every error as `file:line:col  code  message`, and the loaders keep
 *   serving the last graph that passed (the server never stops on bad data); the next clean save closes it;
 * - warnings → a dismissible panel in the corner of the page.
 *
 * The terminal gets `npm run data:check`'s report once, then only the notices each save adds or resolves.
 * Nothing is written to generated/: that stays the job of `npm run data:check` and the build.
 */
import { relative, resolve } from 'node:path';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import type { Graph } from '../../src/graph/types';
import { terminalText } from '../../src/escape/terminal';
import { isCovered } from '../../src/pipeline/report/summary';
import { formatNotice, summaryLine } from '../../src/pipeline/report/text';
import { stableStringify } from '../../src/pipeline/stable-json';
import type { Notice } from '../../src/pipeline/types';
import { provideDevGraph } from '../../src/site/data/dev-bridge';
import { CheckSession, describeRun, type CheckRun } from './check-session';
import { checkerCrashOverlay, dataErrorOverlay, editorLocation } from './overlay';
import { HELLO_EVENT, STATE_EVENT, type DevDataState } from './protocol';
import { watchTree, type TreeWatcher } from './watch-tree';

export interface DataPluginOptions {
  /** The data folder, as the maintainer named it (`data`, or a temp copy in the loop test). */
  dataDir: string;
  /** Today in Asia/Manila, read at each run: the only clock read, at the edge (scripts/dev.ts). */
  today: () => string;
  /** Terminal output (default: stdout). */
  print?: (text: string) => void;
  color?: boolean;
  /** The client module injected into every page (scripts/dev/client.ts), as a URL the dev server resolves. */
  clientUrl: string;
}

export function ferryDataPlugin(options: DataPluginOptions): Plugin {
  const print = options.print ?? ((text: string) => process.stdout.write(text));
  const cwd = process.cwd();
  const session = new CheckSession({ dataDir: options.dataDir, today: options.today });
  let graph: Graph | null = null;
  let graphVersion = 0;
  let lastErrors: Notice[] = [];
  let state: DevDataState = { graphVersion: 0, errors: 0, warnings: [], summary: 'data not checked yet' };
  let overlay: ErrorPayload['err'] | null = null;
  let watcher: TreeWatcher | undefined;

  /** One check run; never throws: a failing checker becomes an overlay and a terminal message. */
  function check(changed: string[]): void {
    const started = performance.now();
    let run: CheckRun;
    try {
      run = session.run();
    } catch (error) {
      overlay = checkerCrashOverlay(error);
      state = { ...state, errors: 1, summary: 'the data check itself failed' };
      print(`\n[data] the data check itself failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
      return;
    }
    const { result, summary } = run;
    const added = new Set(run.added);
    if (result.graph) {
      // The same JSON the build reads from generated/graph.json, so dev and build pages see identical data.
      graph = JSON.parse(stableStringify(result.graph)) as Graph;
      graphVersion++;
    }
    lastErrors = result.notices.filter((n) => n.severity === 'error');
    overlay = lastErrors.length > 0 ? dataErrorOverlay(result.notices, summary, cwd) : null;
    state = {
      graphVersion,
      errors: lastErrors.length,
      // Open warnings only: those a decision covers are settled (and the build's --strict lets them pass).
      warnings: result.notices.filter((n) => n.severity === 'warning' && !isCovered(n)).map((n) => ({
        text: formatNotice(n, false),
        open: editorLocation(n, cwd),
        fresh: !run.first && added.has(n),
      })),
      summary: summaryLine(summary),
    };
    // File names are data too: terminal text, like the notices.
    const what = changed.length > 0 ? terminalText(changed.map((f) => relative(cwd, resolve(options.dataDir, f)) || options.dataDir).join(', ')) : options.dataDir;
    const ms = Math.round(performance.now() - started);
    print(`\n[data] ${run.first ? 'checked' : `${what} changed, re-checked`} in ${ms} ms\n${describeRun(run, options.color === true)}`);
    if (run.first) print('[data] watching for changes: save a file under the data folder and the open page follows\n');
  }

  return {
    name: 'ferry:data-dev',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      check([]);
      provideDevGraph(() => graph
        ? Promise.resolve(graph)
        : Promise.reject(new Error(`data/ has errors and no earlier version passed the check:\n${lastErrors.map((n) => formatNotice(n, false)).join('\n')}`)));

      const hot = server.hot ?? server.ws;
      /** The overlay, if any, and the state: to every page, or to the one that asked. */
      const tell = (to: Pick<typeof hot, 'send'>) => {
        if (overlay) to.send({ type: 'error', err: overlay });
        to.send(STATE_EVENT, state);
      };
      // A page opened (or reloaded) while data/ is broken asks, and gets the overlay at once.
      hot.on(HELLO_EVENT, (_data, client) => tell(client));

      watcher = watchTree(options.dataDir, (changed) => {
        check(changed);
        tell(hot);
      });
      server.httpServer?.on('close', () => watcher?.close());
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        return [
          // Which graph the page was rendered from: the client reloads the page's data when the server has a newer one.
          { tag: 'meta', attrs: { name: 'ferry-dev-graph-version', content: String(graphVersion) }, injectTo: 'head' },
          { tag: 'script', attrs: { type: 'module', src: options.clientUrl }, injectTo: 'body' },
        ];
      },
    },
    buildEnd() {
      watcher?.close();
      provideDevGraph(undefined);
    },
  };
}
