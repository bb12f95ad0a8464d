// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { catalogue as demoCatalogue } from '@mocks/data/catalogue';
import { seededAppraisal } from '@mocks/data/appraisals';
import { CATEGORIES } from '@mocks/data/categories';
import { agreement, helpCentre } from '@mocks/data/content';
import { goodsDescription } from '@mocks/data/goods-description';
import { vipGrades } from '@mocks/data/marketing';
import { SYSTEM_NOTICES } from '@mocks/data/notices';
import { REFUSED_WITH } from '@mocks/data/refusal-texts';
import { serverTexts } from '@mocks/data/server-texts';
import { banners, hotSearches, languagePack, siteConfiguration } from '@mocks/data/site';
import { frenchSpacing } from '../scripts/french-spacing.mjs';
import { DEMO_LOCALES, mapL10n, type DemoLocale } from '@mocks/lib/locale';

// The catalogues as shipped: counted words agree with their number, and one concept keeps one
// name per language (TRANSLATING.md, "Terminology").
const root = path.resolve(import.meta.dirname, '..');
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(root, `locales/${locale}.json`), 'utf8')) as Record<string, string>;
const format = (locale: string, id: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(catalogue(locale)[id] ?? '', locale).format(values));

// The glossary's rules that can be checked by a pattern, for the catalogues and the demo's texts.
/** A synonym where the glossary has its word. */
const SYNONYMS: Partial<Record<DemoLocale, RegExp>> = {
  en: /\brecharge/i,
  fr: /\bcoupons?\b|fidélité/i,
  es: /reseña|justificante|existencias|membresía/i,
};
/** The shop is the shop, never the seller. */
const SELLER: Record<DemoLocale, RegExp> = { en: /\bseller/i, fr: /vendeu[rs]/i, es: /vendedor/i, 'zh-CN': /卖家/, 'zh-TW': /賣家/ };
/** The shopper is 您, never 你. */
const FAMILIAR = /你/;
/** Mainland terms in traditional Chinese. */
const MAINLAND = /銀行卡|用戶|詳情|視頻|信息|默認|登錄|賬|二維碼|點擊|提現|充值/;

describe('translations', () => {
  it.each([
    ['en', '1 of 1 image', '2 of 3 images'],
    ['fr', '1 sur 1 image', '2 sur 3 images'],
    ['es', '1 de 1 imagen', '2 de 3 imágenes'],
  ])('%s: the upload hint agrees with the number of images', (locale, one, other) => {
    expect(format(locale, 'components.upload_hint', { count: 1, max: 1, size: 5 })).toContain(one);
    expect(format(locale, 'components.upload_hint', { count: 2, max: 3, size: 5 })).toContain(other);
  });

  it('names product reviews and feedback apart in every language', () => {
    for (const locale of ['en', 'fr', 'es', 'zh-CN', 'zh-TW']) {
      const texts = catalogue(locale);
      expect(texts['user.reviews'], locale).not.toBe(texts['help.tab_mine']);
      expect(texts['user.reviews'], locale).toBe(texts['page.comment_list']);
    }
  });

  it('addresses the shopper as 您 in Chinese, never 你', () => {
    for (const locale of ['zh-CN', 'zh-TW']) {
      const familiar = Object.entries(catalogue(locale)).filter(([, text]) => FAMILIAR.test(text));
      expect(familiar, locale).toEqual([]);
    }
  });

  it.each(Object.entries(SYNONYMS))('%s: uses the glossary word, not its synonym', (locale, synonyms) => {
    const found = Object.entries(catalogue(locale)).filter(([id, text]) => synonyms.test(text) && !isRetired(id));
    expect(found).toEqual([]);
  });

  it('leaves signs and percent marks to the one money formatter (src/lib/money.ts)', () => {
    // A hand-written '−{amount}' or '{percent}%' gives a page a second minus sign or the wrong
    // percent spacing ('10% off' beside '10 % off'): amounts come in formatted, signs included.
    const handSigned = /[−-]\s?\{(amount|price|value)\}|\{percent\}\s?%|%\s?\{percent\}/;
    for (const locale of ['en', 'fr', 'es', 'zh-CN', 'zh-TW']) {
      const found = Object.entries(catalogue(locale)).filter(([id, text]) => handSigned.test(text) && !isRetired(id));
      expect(found, locale).toEqual([]);
    }
  });

  // One thing, one name across pages (issue 13: 'Note to the shop' at checkout, 'Note to seller'
  // on the order; TRANSLATING.md, Terminology). A transfer receipt's states have one id each since
  // src/api/status-labels.ts, so they need no row here.
  it.each([
    ['the note to the shop', ['checkout.remark', 'orders.remark', 'orders.remark_title', 'orders.action_edit_remark']],
    ['paying now', ['orders.action_pay', 'payment.pay_now']],
    ['the order number', ['orders.order_number', 'payment.stu_fact_order', 'after_sales.order_number']],
    ['the mobile number', ['addresses.mobile', 'addresses.mobile_placeholder', 'login.mobile', 'profile.mobile']],
    ['browsing the catalogue', ['cart.browse', 'favourites.browse']],
    ['a failed load', ['help.load_failed', 'wallet.load_failed']],
    ['asking for an invoice', ['invoices.request', 'page.invoice_application']],
  ])('names %s the same on every page, in every language', (_, ids) => {
    for (const locale of ['en', 'fr', 'es', 'zh-CN', 'zh-TW']) {
      const texts = catalogue(locale);
      expect(new Set(ids.map((id) => texts[id])), `${locale}: ${ids.join(', ')}`).toHaveProperty('size', 1);
    }
  });

  it.each(Object.entries(SELLER))('%s: calls the shop the shop, never the seller', (locale, seller) => {
    const found = Object.entries(catalogue(locale)).filter(([id, text]) => seller.test(text) && !isRetired(id));
    expect(found).toEqual([]);
  });

  it('fr: puts no name after a word that elides before a vowel (“Quantité de Argenté”)', () => {
    // 'de', 'le', 'la', 'que' become d’, l’, qu’ before a vowel, which a placeholder cannot know:
    // a name, title or option goes after a colon instead ('Quantité : {spec}').
    const elided = /\b(de|le|la|que|du) \{(name|title|spec|keyword|line|bank|level|goods)\}/u;
    const found = Object.entries(catalogue('fr')).filter(([id, text]) => elided.test(text) && !isRetired(id));
    expect(found).toEqual([]);
  });

  it('calls the Me tab what a Spanish speaker expects, not a literal "Yo"', () => {
    expect(catalogue('es')['page.user']).toBe('Mi cuenta');
  });

  it('keeps mainland terms out of traditional Chinese', () => {
    const found = Object.entries(catalogue('zh-TW')).filter(([id, text]) => MAINLAND.test(text) && !isRetired(id));
    expect(found).toEqual([]);
  });
});

// What the demo server writes keeps the same glossary (TRANSLATING.md: "in the interface and in
// what the demo server writes"): its notes, reasons and refusals, those with figures written out.
const demoTexts = [
  ...serverTexts(),
  REFUSED_WITH.resendWait(42),
  REFUSED_WITH.orderBelowMinimum(mapL10n(() => 'ACC-A10001'), 20, 5),
  REFUSED_WITH.cartBelowMinimum(20, 5),
  REFUSED_WITH.couponThreshold(10_000),
  REFUSED_WITH.balanceShortOf(100, 29_430),
  REFUSED_WITH.balanceShort(100),
  REFUSED_WITH.topUpBelowMinimum(1_000),
  REFUSED_WITH.topUpAboveMaximum(10_000_000),
  REFUSED_WITH.withdrawalBelowMinimum(5_000),
  REFUSED_WITH.orderNotPaid('ACC202603020100017'),
  REFUSED_WITH.orderInvoiced('ACC202603020100017'),
];

describe('the demo server’s texts', () => {
  it.each(DEMO_LOCALES.map((locale) => [locale]))('%s: use the glossary words, as the catalogue does', (locale) => {
    const rules = [SYNONYMS[locale], SELLER[locale], locale.startsWith('zh') ? FAMILIAR : undefined, locale === 'zh-TW' ? MAINLAND : undefined];
    const broken = demoTexts.map((text) => text[locale]).filter((text) => rules.some((rule) => rule?.test(text)));
    expect(broken).toEqual([]);
  });
});

/** Every string in a value, however deep. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : [];

describe('French', () => {
  // A plain space before : ; ! ? lets a line start with the mark (scripts/french-spacing.mjs). The
  // catalogue is checked by i18n:verify; these are what the demo server writes in French.
  it('the demo server writes a no-break space before : ; ! ? » %, after « and between digits', () => {
    const goods = demoCatalogue().slice(0, 3);
    const texts = [
      ...demoTexts.map((text) => text.fr),
      ...(['user', 'privacy', 'about', 'return_policy'] as const).flatMap((type) => stringsIn(agreement(type, 'fr'))),
      ...stringsIn(helpCentre('fr')),
      ...SYSTEM_NOTICES.flatMap((notice) => [notice.title.fr, notice.body.fr]),
      ...stringsIn(vipGrades('fr')),
      ...stringsIn(siteConfiguration('fr')),
      ...stringsIn(languagePack('fr')),
      ...(['home', 'class', 'user'] as const).flatMap((position) => stringsIn(banners(position, 'fr'))),
      ...stringsIn(hotSearches('fr')),
      ...goods.map((g) => goodsDescription(g, 'fr')),
      ...goods.flatMap((g) => Array.from({ length: 30 }, (_, n) => seededAppraisal(g, n).reply ?? '')),
    ];
    // Pictures, links and phone numbers are not French prose (a phone's digit groups stay apart).
    const prose = texts.filter((text) => !/^(data:|https?:|\+\d)/u.test(text));
    expect(prose.length).toBeGreaterThan(100);
    expect(prose.filter((text) => frenchSpacing(text) !== text)).toEqual([]);
  });

  it('the demo server writes the typographic apostrophe, as the catalogue does (d’oreilles)', () => {
    const names = [
      ...CATEGORIES.flatMap((c) => [c.name.fr, ...c.subs.flatMap((s) => [s.name.fr, s.item.fr])]),
      ...demoCatalogue().map((g) => g.name.fr),
      ...demoTexts.map((text) => text.fr),
      ...stringsIn(helpCentre('fr')),
    ];
    expect(names.filter((text) => /\p{L}'\p{L}/u.test(text))).toEqual([]);
  });
});

/** Ids the code no longer uses (i18n:verify lists them as extra) are left as they were. */
function isRetired(id: string): boolean {
  const source = JSON.parse(readFileSync(path.join(root, 'locales/source/messages.json'), 'utf8')) as Record<string, unknown>;
  return !(id in source);
}
