import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_DRAFT_SOURCE, readCheckoutDraft } from './checkout-draft';

const KEY = `checkout-draft:${CART_DRAFT_SOURCE}`;

afterEach(() => {
  sessionStorage.clear();
});

describe('the stored checkout draft', () => {
  it('keeps good fields and replaces odd ones with the defaults, one by one', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ addressId: 4, couponId: 'x', agentId: -2, remark: 'r'.repeat(500), requestKey: 'a b\n<c>' }));
    const draft = readCheckoutDraft(CART_DRAFT_SOURCE);
    expect(draft.addressId).toBe(4);
    expect(draft.couponId).toBeNull();
    expect(draft.agentId).toBeNull();
    expect(draft.remark).toBe('r'.repeat(140));
    expect(draft.requestKey).toMatch(/^[\w-]{1,64}$/);
    expect(draft.requestKey).not.toBe('a b\n<c>');
  });

  it('answers a well-formed draft whatever the tab holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map((v) => JSON.stringify(v))), (stored) => {
        sessionStorage.setItem(KEY, stored);
        const draft = readCheckoutDraft(CART_DRAFT_SOURCE);
        for (const id of [draft.addressId, draft.couponId, draft.agentId]) expect(id === null || (Number.isInteger(id) && id > 0)).toBe(true);
        expect(typeof draft.remark).toBe('string');
        expect(Array.from(draft.remark).length).toBeLessThanOrEqual(140);
        expect(draft.requestKey).toMatch(/^[\w-]{1,64}$/);
      }),
    );
  });
});
