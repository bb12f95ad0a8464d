// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cartChangeAnswered,
  cartChangeQueued,
  cartQueueSlice,
  readQueuedChanges,
  storedQueue,
  type QueuedCartChange,
} from './cart-queue-slice';
import { sessionCleared } from './session-slice';

const reduce = cartQueueSlice.reducer;
const quantity = (lineId: number, q: number) => cartChangeQueued({ kind: 'quantity', lineId, quantity: q, label: `line ${String(lineId)}` });

describe('cart changes waiting to send', () => {
  it('keeps changes in the order they were made; a later quantity for a line replaces its waiting one in place', () => {
    let state = reduce(undefined, quantity(1, 5));
    state = reduce(state, cartChangeQueued({ kind: 'remove', lineIds: [2], label: 'line 2' }));
    state = reduce(state, quantity(1, 7));
    expect(state.changes.map((c) => [c.kind, c.kind === 'quantity' ? c.quantity : c.label])).toEqual([
      ['quantity', 7],
      ['remove', 'line 2'],
    ]);
  });

  it('an answered change leaves the queue with its result; a session end drops everything', () => {
    let state = reduce(undefined, quantity(1, 5));
    const id = state.changes[0]?.id ?? '';
    state = reduce(state, cartChangeAnswered({ id, outcome: 'out_of_stock' }));
    expect(state.changes).toEqual([]);
    expect(state.results).toMatchObject([{ id, outcome: 'out_of_stock', change: { lineId: 1, quantity: 5 } }]);
    expect(reduce(reduce(state, quantity(3, 2)), sessionCleared())).toEqual(cartQueueSlice.getInitialState());
  });
});

describe('the queue kept on the device', () => {
  const changes: QueuedCartChange[] = [
    { id: 'a', kind: 'quantity', lineId: 4, quantity: 9, label: 'Ring · Gold' },
    { id: 'b', kind: 'add', goodsId: 10006, items: [{ specs_id: 3, quantity: 2 }], label: 'Ring' },
    { id: 'c', kind: 'remove', lineIds: [5, 6], label: 'Card, Stud' },
  ];

  it('reads back what it wrote, for the same account only', () => {
    const raw = storedQueue('U7', changes);
    expect(readQueuedChanges(raw, 'U7')).toEqual(changes);
    expect(readQueuedChanges(raw, 'U8')).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a queue', '"text"'],
    ['null', 'null'],
    ['changes not a list', JSON.stringify({ account: 'U7', changes: 3 })],
  ])('an unreadable value (%s) is no changes, never a failure', (_name, raw) => {
    expect(readQueuedChanges(raw, 'U7')).toEqual([]);
  });

  it('leaves out only the malformed changes', () => {
    const raw = JSON.stringify({
      account: 'U7',
      changes: [changes[0], { id: 'x', kind: 'quantity', lineId: -1, quantity: 2, label: '' }, { kind: 'remove' }, changes[2]],
    });
    expect(readQueuedChanges(raw, 'U7')).toEqual([changes[0], changes[2]]);
  });
});
