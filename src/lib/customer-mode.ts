import { useSyncExternalStore } from 'react';
import { toAmount } from './money';
import { ROUTES } from './routes';
import { readStorage, writeStorage } from './storage';

/**
 * Customer mode: the buyer hands the phone to a customer of their own. Wholesale prices, tiers,
 * minimums, the cart, orders, the wallet and every account page are out of reach; prices read as
 * the buyer's retail price (the wholesale first-tier price times their markup, rounded up to the
 * ending they chose). Leaving asks for the PIN the buyer set when entering.
 *
 * The API has no such notion: it is a setting of this device (local storage, read field by field,
 * a damaged value reads as "off"), so it survives a reload and a closed tab.
 *
 * The PIN is stored hashed with a salt so that it cannot be read at a glance in the browser's
 * storage; this is a shop-floor lock against a curious customer, not a security boundary (the
 * customer holds the phone, and a four-digit PIN falls to any brute force).
 *
 * Small and free of React components: the price component in the entry chunk reads it.
 */

export type PriceEnding = 'cents' | '00' | '90' | '99';
export const PRICE_ENDINGS: readonly PriceEnding[] = ['99', '90', '00', 'cents'];

export interface CustomerMode {
  on: boolean;
  /** Retail = wholesale × factor (1.01 to 20); a percentage markup is stored as its factor. */
  factor: number;
  ending: PriceEnding;
  salt: string;
  pinHash: string;
}

const KEY = 'acc_customer_mode';
const VERSION = 1;
export const MIN_FACTOR = 1.01;
export const MAX_FACTOR = 20;
export const DEFAULT_FACTOR = 2.5;
const OFF: CustomerMode = { on: false, factor: DEFAULT_FACTOR, ending: '99', salt: '', pinHash: '' };

export const isFactor = (n: number): boolean => Number.isFinite(n) && n >= MIN_FACTOR && n <= MAX_FACTOR;

function parse(raw: string): CustomerMode {
  try {
    const r = JSON.parse(raw || 'null') as Record<string, unknown> | null;
    if (typeof r !== 'object' || r === null || r.v !== VERSION) return OFF;
    const factor = typeof r.factor === 'number' && isFactor(r.factor) ? r.factor : DEFAULT_FACTOR;
    const ending = PRICE_ENDINGS.includes(r.ending as PriceEnding) ? (r.ending as PriceEnding) : '99';
    const salt = typeof r.salt === 'string' && /^[0-9a-z]{8,32}$/u.test(r.salt) ? r.salt : '';
    const pinHash = typeof r.pinHash === 'string' && /^[0-9a-f]{16}$/u.test(r.pinHash) ? r.pinHash : '';
    // On without a PIN to leave by cannot be: it reads as on, and leaving needs no PIN (never locked out).
    return { on: r.on === true, factor, ending, salt, pinHash };
  } catch {
    return OFF;
  }
}

let cached: { raw: string; mode: CustomerMode } | null = null;
const listeners = new Set<() => void>();

export function readCustomerMode(): CustomerMode {
  const raw = readStorage(KEY);
  if (cached?.raw !== raw) cached = { raw, mode: parse(raw) };
  return cached.mode;
}

/** Stores the setting (customer-mode-lock.ts enters and leaves; only the mode's page does). */
export function writeCustomerMode(mode: CustomerMode): void {
  const raw = JSON.stringify({ v: VERSION, ...mode });
  writeStorage(KEY, raw);
  // Kept for this visit even when storage refuses it.
  cached = { raw: readStorage(KEY) === raw ? raw : '\u0000', mode };
  for (const listener of listeners) listener();
}

export function subscribeCustomerMode(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The retail price of a wholesale amount: × factor, then up to the chosen ending (never below the markup). */
export function retailPrice(wholesale: string | number, mode: Pick<CustomerMode, 'factor' | 'ending'>): number {
  const cents = Math.ceil(Math.round(toAmount(wholesale) * 100) * mode.factor - 1e-6);
  if (mode.ending === 'cents') return cents / 100;
  const end = mode.ending === '00' ? 0 : Number(mode.ending);
  // The smallest whole-unit price ending in .end that is at least the marked-up price.
  const whole = Math.ceil((cents - end) / 100);
  return Math.max(0, whole * 100 + end) / 100;
}

/** The pages a customer may see: the catalogue, goods, search, and this mode's own page. */
const CUSTOMER_PATHS: readonly string[] = [
  ROUTES.root,
  ROUTES.launch,
  ROUTES.home,
  ROUTES.class,
  ROUTES.classList,
  ROUTES.search,
  ROUTES.searchResult,
  ROUTES.goodsInfo,
  ROUTES.customerMode,
];

export const isCustomerPath = (pathname: string): boolean => CUSTOMER_PATHS.includes(pathname);

/** Whether customer mode is on, following every change (another tab's too). */
export function useCustomerMode(): CustomerMode {
  return useSyncExternalStore(subscribeCustomerMode, readCustomerMode, () => OFF);
}
