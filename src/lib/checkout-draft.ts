import { LIMITS } from './constants';
import { readStorage, removeStorage, writeStorage } from './storage';

/**
 * What the shopper chose on the way to an order (coupon in the cart; address, coupon, agent and
 * remark on confirmation), kept in sessionStorage per source so that a failed place, a detour to
 * add an address, or a reload loses nothing. Cleared once the order is placed. It lives in lib
 * because the cart and the confirmation page (two features) both read it.
 */

export interface CheckoutDraft {
  addressId: number | null;
  couponId: number | null;
  agentId: number | null;
  remark: string;
  /** place's double-submit guard: the same key answers the same order, across retries and reloads. */
  requestKey: string;
}

const PREFIX = 'checkout-draft:';
/** What newRequestKey makes (a UUID, or base-36 time and random): it is sent to the server as is. */
const REQUEST_KEY = /^[\w-]{1,64}$/;
export const CART_DRAFT_SOURCE = 'cart';

function newRequestKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function emptyDraft(): CheckoutDraft {
  return { addressId: null, couponId: null, agentId: null, remark: '', requestKey: newRequestKey() };
}

function idOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** A draft that fails to parse, or has odd fields, is replaced field by field with the defaults. */
export function readCheckoutDraft(source: string): CheckoutDraft {
  const fallback = emptyDraft();
  let raw: unknown;
  try {
    raw = JSON.parse(readStorage(PREFIX + source, 'session') || 'null');
  } catch {
    return fallback;
  }
  if (typeof raw !== 'object' || raw === null) return fallback;
  const r = raw as Record<string, unknown>;
  return {
    addressId: idOrNull(r.addressId),
    couponId: idOrNull(r.couponId),
    agentId: idOrNull(r.agentId),
    // The remark field holds 140 characters (spec section 5); a longer stored one is cut there.
    remark: typeof r.remark === 'string' ? Array.from(r.remark).slice(0, LIMITS.inputMaxLength).join('') : '',
    requestKey: typeof r.requestKey === 'string' && REQUEST_KEY.test(r.requestKey) ? r.requestKey : fallback.requestKey,
  };
}

/** A full or blocked storage only costs the reload case; the page keeps the draft in memory. */
export function writeCheckoutDraft(source: string, draft: CheckoutDraft): void {
  writeStorage(PREFIX + source, JSON.stringify(draft), 'session');
}

export function clearCheckoutDraft(source: string): void {
  removeStorage(PREFIX + source, 'session');
}
