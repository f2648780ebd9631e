/**
 * What the dev server tells the page about data/ (custom HMR events), shared by the server side
 * (scripts/dev/data-plugin.ts) and the browser side (scripts/dev/client.ts).
 */

/** Server → page, after every check run and in answer to HELLO. */
export const STATE_EVENT = 'ferry:data-state';
/** Page → server, when the dev client starts: "send me the current state". */
export const HELLO_EVENT = 'ferry:data-hello';

export interface DevNotice {
  /** The line as `npm run data:check` prints it: `data/x.yaml:12:5  warning  code  message`. */
  text: string;
  /** Absolute path, line and column, for "open in editor". */
  open: string;
  /** Added by the save that produced this state (the panel opens and highlights it). */
  fresh: boolean;
}

export interface DevDataState {
  /** Goes up each time the graph the loaders read is replaced: the page reloads its data when it sees a new one. */
  graphVersion: number;
  /** Data errors in the last run (the overlay shows them; the loaders keep the last graph that passed). */
  errors: number;
  warnings: DevNotice[];
  /** `data check passed: 0 errors, 41 warnings, …` */
  summary: string;
}

declare module 'vite/types/customEvent.d.ts' {
  interface CustomEventMap {
    [STATE_EVENT]: DevDataState;
    [HELLO_EVENT]: Record<string, never>;
  }
}
