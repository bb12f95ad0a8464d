// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { SHOP_WORKER } from '@/lib/shop-worker';
import { checkForNewVersions, reloadIntoNewVersion, UPDATE_CHECK_MS, watchForNewVersion, type ContainerLike, type RegistrationLike } from './update-watch';

/** A service worker stand-in: its state changes fire 'statechange', as the browser's do. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve(undefined as unknown as ServiceWorkerRegistration));
  /** The browser found a new release and starts installing it. */
  found(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
  /** The installing release finished installing and waits. */
  installed(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
  }
}

class FakeContainer extends EventTarget {
  constructor(public controller: unknown) {
    super();
  }
}

const asRegistration = (r: FakeRegistration) => r as unknown as RegistrationLike;
const asContainer = (c: FakeContainer) => c as unknown as ContainerLike;

describe('a new release of the shop', () => {
  it('is announced once when it finishes installing behind the release running the page', () => {
    const registration = new FakeRegistration();
    const onWaiting = vi.fn();
    watchForNewVersion(asRegistration(registration), asContainer(new FakeContainer({})), onWaiting);
    expect(onWaiting).not.toHaveBeenCalled();

    const worker = registration.found();
    expect(onWaiting).not.toHaveBeenCalled(); // still installing: nothing to offer yet
    registration.installed(worker);
    expect(onWaiting).toHaveBeenCalledTimes(1);
    worker.become('installed');
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('is announced at once when it was already waiting as the page loaded', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    registration.waiting.state = 'installed';
    const onWaiting = vi.fn();
    watchForNewVersion(asRegistration(registration), asContainer(new FakeContainer({})), onWaiting);
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('is not announced on a first visit: the first install controls the page by itself', () => {
    const registration = new FakeRegistration();
    const onWaiting = vi.fn();
    watchForNewVersion(asRegistration(registration), asContainer(new FakeContainer(null)), onWaiting);
    const worker = registration.found();
    worker.become('installed');
    worker.become('activated');
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('takes over only on the tap, then reloads the page once it controls it', () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker();
    registration.waiting = waiting;
    const container = new FakeContainer({});
    const reload = vi.fn();

    reloadIntoNewVersion(asRegistration(registration), asContainer(container), reload);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: SHOP_WORKER.skipWaitingMessage });
    expect(reload).not.toHaveBeenCalled(); // the old release still serves this page

    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads straight away when nothing waits any more (another tab took the new release over)', () => {
    const reload = vi.fn();
    reloadIntoNewVersion(asRegistration(new FakeRegistration()), asContainer(new FakeContainer({})), reload);
    expect(reload).toHaveBeenCalledTimes(1);
    reloadIntoNewVersion(null, asContainer(new FakeContainer({})), reload);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('an open tab looks for new releases', () => {
  function setUp() {
    const registration = new FakeRegistration();
    const shown: { visibilityState: DocumentVisibilityState } = { visibilityState: 'visible' };
    const doc = Object.assign(new EventTarget(), shown);
    let now = 0;
    let tick: () => void = () => undefined;
    checkForNewVersions(
      asRegistration(registration),
      doc,
      () => now,
      (check) => {
        tick = check;
      },
    );
    return { registration, doc, advance: (ms: number) => (now += ms), tick: () => tick() };
  }

  it('when the tab comes back into view after a while, not at every glance', () => {
    const { registration, doc, advance } = setUp();
    advance(60_000);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).not.toHaveBeenCalled();
    advance(UPDATE_CHECK_MS);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('on a timer while the tab stays in view, and not while it is hidden', () => {
    const { registration, doc, advance, tick } = setUp();
    advance(UPDATE_CHECK_MS);
    doc.visibilityState = 'hidden';
    tick();
    expect(registration.update).not.toHaveBeenCalled();
    doc.visibilityState = 'visible';
    tick();
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});
