/**
 * Browser side of `npm run dev`'s data loop, injected into every page by scripts/dev/data-plugin.ts (never part of
 * a build). The page runs what the built site runs (scripts/dev/islands-runtime.ts); this listens for the server's
 * data state and
 * - renders the open page afresh when the graph changed: the server renders it again with the new data, and the
 *   page's content is swapped in place, its islands started anew (no reload: the address, with the filter's or the
 *   planner's question, and the scroll position stay), or reloads once if the page was rendered before any data
 *   passed;
 * - closes Vite's error overlay when the data errors are fixed (the server opens it);
 * - shows the warnings in a small dismissible panel that never blocks the page.
 */
import { render } from 'preact';
import { readSiteData } from '../../src/site/islands/site-data';
import { startPageIslands } from '../../src/site/runtime/islands';
import { HELLO_EVENT, STATE_EVENT, type DevDataState, type DevNotice } from './protocol';

/** The graph version the HTML was rendered from (the plugin writes it into the page). */
let shownVersion = Number(document.querySelector('meta[name="ferry-dev-graph-version"]')?.getAttribute('content') ?? '0');

/** The element vite-react-ssg renders each page into (index.html). */
const ROOT_ID = 'root';

async function refreshData(): Promise<void> {
  const response = await fetch(location.href);
  const next = response.ok ? new DOMParser().parseFromString(await response.text(), 'text/html').getElementById(ROOT_ID) : null;
  const root = document.getElementById(ROOT_ID);
  if (!root || !next) {
    location.reload();
    return;
  }
  // Unmounted first, so the old islands' timers and status subscriptions end with them.
  for (const island of root.querySelectorAll('[data-island-ready]')) render(null, island);
  root.replaceWith(document.adoptNode(next));
  startPageIslands(readSiteData(document));
}

function closeErrorOverlays(): void {
  document.querySelectorAll<HTMLElement & { close(): void }>('vite-error-overlay').forEach((o) => o.close());
}

async function onState(state: DevDataState): Promise<void> {
  showWarnings(state);
  if (state.errors === 0) closeErrorOverlays();
  if (state.graphVersion === shownVersion) return;
  const before = shownVersion;
  shownVersion = state.graphVersion;
  // Rendered before any data passed: the page is the error page; start it afresh.
  if (before === 0) location.reload();
  else await refreshData();
}

// ─── The warnings panel ────────────────────────────────────────────────────────────────────────────────────

const DISMISSED_KEY = 'ferry-dev-dismissed-warnings';

/** The panel on the page, if any. */
let panelHost: HTMLElement | null = null;

function showWarnings(state: DevDataState): void {
  const signature = state.warnings.map((w) => w.text).join('\n');
  panelHost?.remove();
  panelHost = null;
  if (state.warnings.length === 0 || sessionStorage.getItem(DISMISSED_KEY) === signature) return;
  // New ones first: they are what the last save did.
  const warnings = [...state.warnings.filter((w) => w.fresh), ...state.warnings.filter((w) => !w.fresh)];
  panelHost = renderPanel(warnings, signature);
  document.body.append(panelHost);
}

function renderPanel(warnings: DevNotice[], signature: string): HTMLElement {
  const fresh = warnings.filter((w) => w.fresh).length;
  const host = document.createElement('ferry-data-warnings');
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = PANEL_CSS;
  const panel = el('section', { class: 'panel', 'aria-label': 'Data warnings (dev server)' });
  const bar = el('div', { class: 'bar' });
  const count = `${warnings.length} open data warning${warnings.length === 1 ? '' : 's'}${fresh ? ` (${fresh} new)` : ''}`;
  const toggle = el('button', { type: 'button', class: 'toggle', 'aria-expanded': String(fresh > 0) }, `⚠ ${count}`);
  const close = el('button', { type: 'button', class: 'close', 'aria-label': 'Dismiss the data warnings' }, '×');
  const list = el('ul', { class: 'list' });
  list.hidden = fresh === 0;
  for (const w of warnings) {
    const item = el('li', w.fresh ? { class: 'new' } : {});
    // Opens the file at that line in the editor, like the links in Vite's own overlay.
    const link = el('button', { type: 'button', class: 'open', title: `Open ${w.open} in the editor` }, w.text);
    link.addEventListener('click', () => void fetch(`/__open-in-editor?file=${encodeURIComponent(w.open)}`));
    item.append(link);
    list.append(item);
  }
  const hint = el('p', { class: 'hint' }, 'The build stops on open warnings: fix the data, or record a decision in data/decisions.yaml (npm run data:check -- --decisions-template prints a stub).');
  toggle.addEventListener('click', () => {
    list.hidden = !list.hidden;
    hint.hidden = list.hidden;
    toggle.setAttribute('aria-expanded', String(!list.hidden));
  });
  hint.hidden = list.hidden;
  close.addEventListener('click', () => {
    sessionStorage.setItem(DISMISSED_KEY, signature);
    host.remove();
    if (panelHost === host) panelHost = null;
  });
  bar.append(toggle, close);
  panel.append(bar, list, hint);
  root.append(style, panel);
  return host;
}

function el(tag: string, attrs: Record<string, string>, text?: string): HTMLElement {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

const PANEL_CSS = `
  .panel { position: fixed; right: 12px; bottom: 12px; z-index: 99990; box-sizing: border-box;
    max-width: min(40rem, calc(100vw - 24px)); background: #fffbeb; color: #422006; border: 1px solid #d97706;
    border-radius: 8px; box-shadow: 0 4px 16px rgb(0 0 0 / 0.2); font: 13px/1.4 ui-monospace, monospace; }
  .bar { display: flex; align-items: center; gap: 4px; }
  button { font: inherit; color: inherit; background: none; border: 0; cursor: pointer; }
  button:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
  .toggle { flex: 1; text-align: left; padding: 8px 10px; font-weight: 600; }
  .close { padding: 4px 10px; font-size: 18px; line-height: 1; }
  .list { margin: 0; padding: 0 10px 4px; list-style: none; max-height: 40vh; overflow: auto; }
  .list li { border-top: 1px solid #fde68a; }
  .list li.new { background: #fef3c7; }
  .open { display: block; width: 100%; text-align: left; padding: 4px 0; overflow-wrap: anywhere; }
  .open:hover { text-decoration: underline; }
  .hint { margin: 0; padding: 6px 10px 8px; font: 12px/1.4 system-ui, sans-serif; }
`;

if (import.meta.hot) {
  import.meta.hot.on(STATE_EVENT, (state) => void onState(state));
  import.meta.hot.send(HELLO_EVENT, {});
}
