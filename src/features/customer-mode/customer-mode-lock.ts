import { isFactor, readCustomerMode, writeCustomerMode, type PriceEnding } from '@/lib/customer-mode';

/**
 * Entering and leaving customer mode, with the buyer's PIN (kept out of the entry chunk: only the
 * mode's own page needs it). The PIN is stored salted and hashed, never as typed.
 */

/** A PIN is 4 to 8 digits. */
export const isPin = (pin: string): boolean => /^\d{4,8}$/u.test(pin);

/** FNV-1a, twice over different seeds: enough to keep the PIN from being read, synchronous everywhere (no secure context needed). */
function hashPin(salt: string, pin: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (const ch of `${salt}:${pin}`) {
    const c = ch.charCodeAt(0);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

export function enterCustomerMode(settings: { factor: number; ending: PriceEnding; pin: string }): boolean {
  if (!isFactor(settings.factor) || !isPin(settings.pin)) return false;
  const salt = Math.random().toString(36).slice(2, 12).padEnd(8, '0');
  writeCustomerMode({ on: true, factor: settings.factor, ending: settings.ending, salt, pinHash: hashPin(salt, settings.pin) });
  return true;
}

/** Leaves with the right PIN (answers false otherwise); the markup is kept for next time. */
export function leaveCustomerMode(pin: string): boolean {
  const mode = readCustomerMode();
  if (mode.pinHash && hashPin(mode.salt, pin) !== mode.pinHash) return false;
  writeCustomerMode({ ...mode, on: false, salt: '', pinHash: '' });
  return true;
}
