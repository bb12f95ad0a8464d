// @vitest-environment node
import { deferred } from '@tests/deferred';
import { holdRequests, requestsHeld, requestsReleased } from './request-gate';

describe('request gate', () => {
  it('is open when nothing holds it', async () => {
    expect(requestsHeld()).toBe(false);
    await requestsReleased();
  });

  it('opens once every hold has settled, including one added while waiting and one that failed', async () => {
    const fingerprint = deferred();
    const demo = deferred();
    holdRequests(fingerprint.promise);
    let released = false;
    const waiting = requestsReleased().then(() => {
      released = true;
    });
    holdRequests(demo.promise);
    fingerprint.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(released).toBe(false);
    demo.reject(new Error('no service worker'));
    await waiting;
    expect(released).toBe(true);
    expect(requestsHeld()).toBe(false);
  });
});
