import { describe, expect, it } from 'vitest';
import { checksumOf, PAGE_RELOADED, RECORDING_FORMAT, RECORDING_FORMAT_VERSION, type RecordedStep, type Recording } from './recording-format';
import { foldRecording, screenRouteAt, statesOf } from './replay-fold';

function recording(steps: RecordedStep[]): Recording {
  const body: Omit<Recording, 'checksum'> = {
    header: {
      format: RECORDING_FORMAT,
      formatVersion: RECORDING_FORMAT_VERSION,
      appVersion: '1.0.0',
      commit: 'abc1234',
      locale: 'en',
      persistVersion: 1,
      startState: { cart: { carNum: 1 }, unread: { msgNum: 2 } },
    },
    steps,
    endState: null,
    scrubbed: {},
  };
  return { ...body, checksum: checksumOf(body) };
}

const cartCount = (n: number): RecordedStep => ({ at: 0, action: { type: 'cart/cartCountReceived', payload: n } });
const reloaded = (state: Record<string, unknown>): RecordedStep => ({
  at: 10,
  action: { type: PAGE_RELOADED, payload: { route: '/pages/tabbar/cart/cart', state: state as never } },
});

describe('the reload marker in a replay', () => {
  it('makes the state the one the page came back with, and later steps go on from it', () => {
    // What was in memory only (the unread count here) is gone after a reload: the marker says so.
    const rec = recording([cartCount(5), reloaded({ cart: { carNum: 5 }, ui: { route: '/pages/tabbar/cart/cart' } }), cartCount(6)]);
    const atMarker = foldRecording(rec, 2).state;
    expect(atMarker.cart.carNum).toBe(5);
    expect(atMarker.unread.msgNum).toBe(0);
    expect(atMarker.ui.route).toBe('/pages/tabbar/cart/cart');
    expect(atMarker.ui.toasts).toEqual([]);
    const { state, applied, failure } = foldRecording(rec);
    expect(failure).toBeNull();
    expect(applied).toBe(3);
    expect(state.cart.carNum).toBe(6);
    expect(foldRecording(rec, 1).state.unread.msgNum).toBe(2);
  });

  it('shows the marker step at the address the page was reloaded at, leaving the state exact', () => {
    const rec = recording([cartCount(5), reloaded({ cart: { carNum: 5 } }), cartCount(6)]);
    const { states } = statesOf(rec);
    expect(states[2].ui.route).toBe('');
    expect(screenRouteAt(states[2], rec.steps[1])).toBe('/pages/tabbar/cart/cart');
    expect(screenRouteAt(states[1], rec.steps[0])).toBe('');
  });

  it('gives the replay page the same states as the terminal', () => {
    const rec = recording([cartCount(3), reloaded({ cart: { carNum: 9 } }), cartCount(4)]);
    const { states, failure } = statesOf(rec);
    expect(failure).toBeNull();
    expect(states.map((s) => s.cart.carNum)).toEqual([1, 3, 9, 4]);
  });

  it('reports a marker without a state as a step that cannot be replayed', () => {
    const rec = recording([cartCount(3), { at: 5, action: { type: PAGE_RELOADED, payload: { route: '/' } } }]);
    expect(foldRecording(rec).failure).toEqual({ step: 2, type: PAGE_RELOADED, message: 'the page reload marker holds no state' });
  });

  it('notes a slice of the reloaded state that this build does not have', () => {
    const notes: string[] = [];
    foldRecording(recording([reloaded({ wishlist: { n: 1 } })]), 1, notes);
    expect(notes).toEqual(['the reloaded state\'s "wishlist" is not part of this build\'s state; left out']);
  });
});
