/**
 * The refresh policy of /status.json (src/site/status/use-status.ts), run instantly with a fake clock, fetch, timers
 * and events: fetched on the first subscriber, every 5 minutes while visible, at once on visibility, focus (not twice
 * within 30 s) or coming back online; a failed or offline refresh, or an answer that is not a status file, keeps the
 * last status and marks it stale; an entry that cannot be read is dropped with a warning, the others shown.
 */
import { describe, expect, it } from 'vitest';
import { createStatusStore, MIN_GAP_MS, oneTaskEach, REFRESH_EVERY_MS, type StatusEnvironment } from '../../src/site/status/use-status';
import { SAVED_COPY_HEADER } from '../../src/status/file';
// Loaded here first, so the store's own import of it (when a file has entries) settles within the harness's turns.
import '../../src/status/entries';
import { makeStatus, statusFile } from '../support/status';

const route = { id: 'batangas-caticlan', from: 'batangas', to: 'caticlan' };
const first = statusFile([], '2026-11-24T15:00:00+08:00');
const second = statusFile([makeStatus(route, { date: '2026-11-27', dep: '23:30', state: 'cancelled' })], '2026-11-24T15:40:00+08:00');

function harness() {
  let clock = 0;
  let served: unknown = first;
  /** The body as the host sends it: the served file as JSON, or other text. */
  let body: string | null = null;
  let headers: Record<string, string> = {};
  const warnings: string[] = [];
  let failing = false;
  let online = true;
  let visibility = 'visible';
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const docEvents = new EventTarget();
  const winEvents = new EventTarget();
  const timers: { fn: () => void; ms: number }[] = [];
  const env: StatusEnvironment = {
    fetch: async (input, init) => {
      requests.push({ url: String(input), init });
      if (failing) throw new TypeError('Failed to fetch');
      return new Response(body ?? JSON.stringify(served), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
    },
    sleep: async () => undefined,
    now: () => clock,
    online: () => online,
    visibility: () => visibility,
    document: docEvents,
    window: winEvents,
    setInterval: (fn, ms) => { timers.push({ fn, ms }); return timers.length; },
    clearInterval: (id) => { timers.splice(Number(id) - 1, 1); },
    nextTask: (work) => setTimeout(work, 0),
    warn: (message) => { warnings.push(message); },
  };
  const store = createStatusStore(env);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** The task that starts the policy, the fetch and its parsing: three turns of the event loop. */
  const settled = async () => { await settle(); await settle(); await settle(); };
  return {
    store, requests, timers, docEvents, winEvents, settle, settled, warnings,
    advance: (ms: number) => { clock += ms; },
    serve: (file: unknown, answer: { text?: string; headers?: Record<string, string> } = {}) => {
      served = file;
      body = answer.text ?? null;
      headers = answer.headers ?? {};
    },
    fail: (on: boolean) => { failing = on; },
    setOnline: (on: boolean) => { online = on; },
    setVisibility: (v: string) => { visibility = v; },
    /** What the timer does when its interval comes round. */
    tick: async () => { clock += REFRESH_EVERY_MS; for (const t of [...timers]) t.fn(); await settled(); },
    /** A component subscribes and the first fetch has settled; returns the unsubscribe. */
    started: async () => { const leave = store.subscribe(() => undefined); await settled(); return leave; },
  };
}

describe('the status refresh policy', () => {
  it('nothing is fetched until a component subscribes; then /status.json, revalidated with the host', async () => {
    const h = harness();
    expect(h.requests).toEqual([]);
    await h.started();
    expect(h.requests).toEqual([{ url: '/status.json', init: expect.objectContaining({ cache: 'no-cache' }) }]);
    expect(h.store.getSnapshot()).toEqual({ file: first, stale: false });
    expect(h.timers.map((t) => t.ms)).toEqual([REFRESH_EVERY_MS]);
  });

  it('the first subscriber starts the policy in a task after its own; one that leaves before it starts nothing', async () => {
    const h = harness();
    const leave = h.store.subscribe(() => undefined);
    h.store.subscribe(() => undefined);
    expect([h.requests, h.timers]).toEqual([[], []]);
    await h.settled();
    expect(h.requests).toHaveLength(1);
    expect(h.timers).toHaveLength(1);
    leave();

    const quick = harness();
    quick.store.subscribe(() => undefined)();
    await quick.settled();
    expect([quick.requests, quick.timers]).toEqual([[], []]);
    // Back again: it starts once, however often it came and went before the task ran.
    quick.store.subscribe(() => undefined)();
    quick.store.subscribe(() => undefined);
    await quick.settled();
    expect(quick.requests).toHaveLength(1);
    expect(quick.timers).toHaveLength(1);

    // Left and back between the fetch and the task that sets the timer: one timer, not two.
    const again = harness();
    const first = again.store.subscribe(() => undefined);
    await again.settle();
    expect([again.requests.length, again.timers.length]).toEqual([1, 0]);
    first();
    again.store.subscribe(() => undefined);
    await again.settled();
    expect(again.timers).toHaveLength(1);
    again.advance(MIN_GAP_MS);
    again.winEvents.dispatchEvent(new Event('focus'));
    await again.settled();
    expect(again.requests).toHaveLength(3);
  });

  it('every 5 minutes while visible a changed status reaches the page; a hidden page does not poll', async () => {
    const h = harness();
    const seen: unknown[] = [];
    h.store.subscribe(() => seen.push(h.store.getSnapshot().file));
    await h.settled();
    h.serve(second);
    await h.tick();
    expect(h.store.getSnapshot().file).toEqual(second);
    expect(seen).toEqual([first, second]);
    h.setVisibility('hidden');
    await h.tick();
    expect(h.requests).toHaveLength(2);
  });

  it('the same content again → the same object (nothing renders again)', async () => {
    const h = harness();
    await h.started();
    const before = h.store.getSnapshot().file;
    await h.tick();
    expect(h.requests).toHaveLength(2);
    expect(h.store.getSnapshot().file).toBe(before);
  });

  it('becoming visible or getting focus → fetched at once, but not twice within 30 s', async () => {
    const h = harness();
    await h.started();
    h.advance(MIN_GAP_MS);
    h.serve(second);
    h.docEvents.dispatchEvent(new Event('visibilitychange'));
    h.winEvents.dispatchEvent(new Event('focus'));
    await h.settled();
    expect(h.requests).toHaveLength(2);
    expect(h.store.getSnapshot().file).toEqual(second);
    h.advance(MIN_GAP_MS - 1);
    h.winEvents.dispatchEvent(new Event('focus'));
    await h.settle();
    expect(h.requests).toHaveLength(2);
  });

  it('a failed refresh or going offline → the last status kept, marked stale; back online → fetched at once and fresh', async () => {
    const h = harness();
    await h.started();
    h.fail(true);
    await h.tick();
    expect(h.store.getSnapshot()).toEqual({ file: first, stale: true });
    h.fail(false);
    h.setOnline(false);
    h.winEvents.dispatchEvent(new Event('offline'));
    expect(h.store.getSnapshot().stale).toBe(true);
    h.setOnline(true);
    h.serve(second);
    h.winEvents.dispatchEvent(new Event('online'));
    await h.settled();
    expect(h.store.getSnapshot()).toEqual({ file: second, stale: false });
  });

  it.each<[string, (h: ReturnType<typeof harness>) => void, unknown]>([
    ['offline, the worker answers with its last copy → shown, but stale (its age is then said)', (h) => h.setOnline(false), { file: first, stale: true }],
    ['not a status file (a host error page) → nothing shown, stale', (h) => h.serve('<html>Not found</html>'), { file: null, stale: true }],
  ])('%s', async (_, before, snapshot) => {
    const h = harness();
    before(h);
    await h.started();
    expect(h.store.getSnapshot()).toEqual(snapshot);
  });

  it('an answer that is not a status file never replaces the last good copy: kept, marked stale', async () => {
    for (const answer of [{ text: '<html>oops</html>' }, { text: '{"version":1,"asOf":"2026-11-24T16:00:00+08:00"' }, { text: '{"version":1}' }]) {
      const h = harness();
      h.serve(second);
      await h.started();
      h.serve(null, answer);
      await h.tick();
      expect(h.store.getSnapshot(), answer.text).toEqual({ file: second, stale: true });
    }
  });

  it('the worker\'s last good copy in place of the host\'s answer → shown, but stale (online too)', async () => {
    const h = harness();
    h.serve(second, { headers: { [SAVED_COPY_HEADER]: '1' } });
    await h.started();
    expect(h.store.getSnapshot()).toEqual({ file: second, stale: true });
    h.serve(second);
    await h.tick();
    expect(h.store.getSnapshot()).toEqual({ file: second, stale: false });
  });

  it('an entry that cannot be read is dropped with a warning naming it; the others show', async () => {
    const h = harness();
    const good = second.sailings[0]!;
    h.serve({ ...second, sailings: [{ ...good, date: '2026-02-31' }, good, { ...good, state: 'sunk' }] });
    await h.started();
    expect(h.store.getSnapshot()).toEqual({ file: { ...second, sailings: [good] }, stale: false });
    expect(h.warnings).toEqual([
      '/status.json: sailings[0] is not shown: its date cannot be read',
      '/status.json: sailings[2] is not shown: its state cannot be read',
    ]);
  });

  it('the last subscriber leaves → the timer and the listeners stop', async () => {
    const h = harness();
    const leave = await h.started();
    leave();
    expect(h.timers).toEqual([]);
    h.advance(MIN_GAP_MS);
    h.winEvents.dispatchEvent(new Event('focus'));
    await h.settle();
    expect(h.requests).toHaveLength(1);
  });
});

describe('oneTaskEach (the browser\'s subscription)', () => {
  it('tells each listener of a change in a task of its own, and none after it has left', () => {
    const listeners = new Set<() => void>();
    const tasks: (() => void)[] = [];
    const subscribe = oneTaskEach((listener) => { listeners.add(listener); return () => listeners.delete(listener); }, (work) => tasks.push(work));
    const told: string[] = [];
    subscribe(() => told.push('filter'));
    const leave = subscribe(() => told.push('route lead'));
    for (const listener of listeners) listener(); // the status changes
    expect(told).toEqual([]);
    expect(tasks).toHaveLength(2);
    tasks.shift()!();
    expect(told).toEqual(['filter']);
    leave(); // the route lead unmounts before its task runs
    tasks.shift()!();
    expect(told).toEqual(['filter']);
    expect(listeners.size).toBe(1);
  });
});

