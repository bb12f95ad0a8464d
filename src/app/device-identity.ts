import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { makeDeviceId } from '@/lib/device';
import type { SliceState } from '@/state/hooks';
import { deviceIdAssigned, visitorIdComputed } from '@/state/session-slice';
import { afterFirstPaint } from './after-first-paint';

export interface LaunchDeps {
  /** The device fingerprint (FingerprintJS in the browser); injected so tests need no canvas. */
  fingerprint: () => Promise<string>;
  now: () => number;
  random: () => number;
}

/**
 * FingerprintJS costs about 0.6 s of a phone's CPU (4× slowdown): it runs in idle time after the
 * first paint, and its chunk is fetched only then. `monitoring: false`: the library would
 * otherwise report one load in a thousand to its vendor's server, a call the shop does not make.
 */
async function browserFingerprint(): Promise<string> {
  await afterFirstPaint();
  const { load } = await import('@fingerprintjs/fingerprintjs');
  const agent = await load({ monitoring: false });
  return (await agent.get()).visitorId;
}

export const defaultDeps: LaunchDeps = { fingerprint: browserFingerprint, now: Date.now, random: Math.random };

type Thunk<R> = ThunkAction<Promise<R>, SliceState, unknown, UnknownAction>;

/** One fingerprint at a time per store: bootstrap starts it and launch waits on the same one. */
const identities = new WeakMap<object, Promise<void>>();

/**
 * visitor_id (the fingerprint hash, spec section 3) and the device id, computed once per device.
 * On a first visit calls wait for the hash at the request gate (bootstrap holds it with this
 * thunk's promise), so none leaves without browser-only-code; a return visit has it stored.
 */
export function ensureDeviceIdentity(deps: LaunchDeps = defaultDeps): Thunk<void> {
  return (dispatch, getState) => {
    const running = identities.get(getState);
    if (running) return running;
    const identity = (async () => {
      const { session } = getState();
      if (!session.device_id) dispatch(deviceIdAssigned(makeDeviceId(deps.now(), deps.random())));
      if (session.visitor_id) return;
      try {
        dispatch(visitorIdComputed(await deps.fingerprint()));
      } catch (error) {
        // No fingerprint (blocked canvas): the device id stands in, so the header still identifies the device.
        console.warn('fingerprint unavailable', error);
        dispatch(visitorIdComputed(getState().session.device_id));
      }
    })();
    identities.set(getState, identity);
    void identity.finally(() => identities.delete(getState));
    return identity;
  };
}

