// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Check } from '@/lib/check';
import { couponStatus } from './commodity/cart-responses';
import { timedStatus } from './commodity/responses';
import { afterSalesStatus } from './order/after-sales-responses';
import { invoiceStatus, orderStatus, payMethod, voucherStatus } from './order/responses';
import { ledgerStatus, withdrawalStatus } from './payment/responses';
import {
  afterSalesStatusLabels,
  couponStatusLabels,
  invoiceStatusLabels,
  ledgerStatusLabels,
  orderStatusLabels,
  payMethodLabels,
  timedStatusLabels,
  voucherStatusLabels,
  withdrawalStatusLabels,
} from './status-labels';

const LOCALES = ['zh-CN', 'zh-TW', 'en', 'fr', 'es'];
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../locales', `${locale}.json`), 'utf8')) as Record<string, string>;

/** The values the server may send, as the response check accepts them ('a|b|c expected'). */
const valuesOf = (check: Check<string>): string[] => (check(Symbol('none')) ?? '').replace(/ expected$/, '').split('|');

const ENUMS: [string, Check<string>, Partial<Record<string, { id: string }>>][] = [
  ['order status', orderStatus, orderStatusLabels],
  ['after-sales status', afterSalesStatus, afterSalesStatusLabels],
  ['transfer receipt status', voucherStatus, voucherStatusLabels],
  ['invoice status', invoiceStatus, invoiceStatusLabels],
  ['withdrawal status', withdrawalStatus, withdrawalStatusLabels],
  ['balance movement status', ledgerStatus, ledgerStatusLabels],
  ['pay method', payMethod, payMethodLabels],
  ['coupon status', couponStatus, couponStatusLabels],
  ['flash-sale slot status', timedStatus, timedStatusLabels],
];

describe('the labels of the server enums (src/api/status-labels.ts)', () => {
  it.each(ENUMS)('name every %s the server may send, translated in all five languages', (_, check, labels) => {
    const values = valuesOf(check);
    expect(values.length).toBeGreaterThan(1);
    const untranslated = LOCALES.flatMap((locale) => {
      const texts = catalogue(locale);
      return values.filter((value) => !texts[labels[value]?.id ?? '']).map((value) => `${locale}: ${value}`);
    });
    expect(untranslated).toEqual([]);
  });

  it('give each state an id of its own', () => {
    for (const [, , labels] of ENUMS) {
      const ids = Object.values(labels).map((label) => label?.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
