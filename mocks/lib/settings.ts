/**
 * Timings of the demo shop, in seconds. Short on purpose, so a tester sees tokens expire and
 * orders move along within one session; tests change them with configureDemo().
 */
export interface DemoSettings {
  /** Access-token lifetime (the real shop's lives days). */
  tokenTtl: number;
  refreshTtl: number;
  /** An unpaid order is cancelled after this. */
  payWindow: number;
  /** The shop ships a paid order after this, and it is delivered (received) this long after shipping. */
  shipAfter: number;
  deliverAfter: number;
  /** A received order closes as completed after this without an appraisal. */
  completeAfter: number;
  /** The shop reviews vouchers, after-sales cases, withdrawals and invoices after this. */
  reviewAfter: number;
  /** A refund reaches the balance this long after approval (or after the return parcel is sent). */
  refundAfter: number;
  /** A second-rebate coupon can be opened this long after the order was paid. */
  rebateDelay: number;
  /** A verification code is valid this long; a second send within resendGap fails. */
  codeTtl: number;
  resendGap: number;
}

const DEFAULTS: DemoSettings = {
  tokenTtl: 600,
  refreshTtl: 30 * 86400,
  payWindow: 30 * 60,
  shipAfter: 120,
  deliverAfter: 600,
  completeAfter: 7 * 86400,
  reviewAfter: 60,
  refundAfter: 120,
  rebateDelay: 300,
  codeTtl: 300,
  resendGap: 60,
};

export const settings: DemoSettings = { ...DEFAULTS };

export function configureDemo(changes: Partial<DemoSettings>): void {
  Object.assign(settings, changes);
}

export function resetDemoSettings(): void {
  Object.assign(settings, DEFAULTS);
}

let offset = 0;

/** Moves the demo clock ahead (QA's fast-forward); the state keeps the offset across reloads. */
export function setClockOffset(seconds: number): void {
  offset = seconds;
}

export function clockOffset(): number {
  return offset;
}

/** Unix seconds; follows vi.useFakeTimers(), so tests can move the shop's clock. */
export function now(): number {
  return Math.floor(Date.now() / 1000) + offset;
}
