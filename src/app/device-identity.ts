import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { makeDeviceId } from '@/lib/device';
import type { SliceState } from '@/state/hooks';
import { deviceIdAssigned, visitorIdComputed } from '@/state/session-slice';

export interface LaunchDeps {
  /** The device fingerprint (src/lib/fingerprint.ts in the browser); injected so tests need no canvas. */
  fingerprint: () => Promise<string>;
  now: () => number;
  random: () => number;
}

/**
 * The hash takes a few milliseconds (src/lib/fingerprint.ts), so a first visit's calls no longer
 * wait for the first paint and an idle moment before they may leave (they did while the
 * fingerprint was FingerprintJS's 0.8 s of long tasks).
 */
// Its own small chunk, fetched while the app boots: a return visit has the hash stored and never loads it.
const fingerprintNow = async (): Promise<string> => (await import('@/lib/fingerprint')).browserFingerprint();

export const defaultDeps: LaunchDeps = { fingerprint: fingerprintNow, now: Date.now, random: Math.random };

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

