/**
 * The update flow of src/site/offline/service-worker.ts against a fake ServiceWorkerContainer: the traveller is told
 * about a newer build only when one is installed next to the worker that controls the page, whichever moment the
 * browser found it (before our late registration, or after), and never on the very first install.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
}

function fakeContainer(registration: FakeRegistration, controlled: boolean) {
  return Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker('activated') : null,
    register: vi.fn(async () => registration),
  });
}

async function load() {
  vi.resetModules();
  return import('../../src/site/offline/service-worker');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('service worker update notice', () => {
  it('announces a worker already waiting when the page registers, and Reload asks it to take over', async () => {
    const sw = await load();
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    const container = fakeContainer(registration, true);
    const seen = vi.fn();
    sw.subscribeUpdate(seen);

    await sw.registerServiceWorker(container as unknown as ServiceWorkerContainer);
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    expect(seen).toHaveBeenCalledTimes(1);
    const apply = sw.pendingUpdate();
    expect(apply).toBeTypeOf('function');

    vi.stubGlobal('navigator', { serviceWorker: container });
    apply!();
    expect(registration.waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    vi.unstubAllGlobals();
  });

  it('announces a worker still installing at registration once it has installed', async () => {
    const sw = await load();
    const registration = new FakeRegistration();
    const installing = new FakeWorker('installing');
    registration.installing = installing;
    await sw.registerServiceWorker(fakeContainer(registration, true) as unknown as ServiceWorkerContainer);
    expect(sw.pendingUpdate()).toBeNull();
    installing.become('installed');
    expect(sw.pendingUpdate()).toBeTypeOf('function');
  });

  it('announces an update found later (the hourly check or a navigation)', async () => {
    const sw = await load();
    const registration = new FakeRegistration();
    await sw.registerServiceWorker(fakeContainer(registration, true) as unknown as ServiceWorkerContainer);
    // A returning visit asks at once (the browser's check on navigation waits for the busy old worker), then hourly.
    expect(registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(registration.update).toHaveBeenCalledTimes(2);

    const next = new FakeWorker('installing');
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    expect(sw.pendingUpdate()).toBeNull();
    next.become('installed');
    expect(sw.pendingUpdate()).toBeTypeOf('function');
  });

  it('says nothing on the first visit: the first worker installs with no page to replace', async () => {
    const sw = await load();
    const registration = new FakeRegistration();
    const first = new FakeWorker('installing');
    registration.installing = first;
    await sw.registerServiceWorker(fakeContainer(registration, false) as unknown as ServiceWorkerContainer);
    first.become('installed');
    first.become('activated');
    expect(sw.pendingUpdate()).toBeNull();
    // The worker was just fetched: no second request for it.
    expect(registration.update).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', async () => {
    const sw = await load();
    vi.stubGlobal('navigator', {});
    expect(await sw.registerServiceWorker()).toBeNull();
    vi.unstubAllGlobals();
  });
});
