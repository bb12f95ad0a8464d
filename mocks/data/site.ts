import type { Banner, BannerPosition, DefaultLanguage, HotKeyword, LanguagePack, SysConfig } from '@/api/types';
import { l10n, type DemoLocale, type L10n } from '../lib/locale';
import { DEMO_ACCOUNT } from './demo-account';
import { bannerPicture } from './images';

export const LANGUAGE_NAMES: L10n = l10n('English', '简体中文', '繁體中文', 'Français', 'Español');

export const DEFAULT_LANGUAGE: DefaultLanguage = { lang: 'en', title: 'English', language: 'English' };

/** Business settings the demo shop runs by (the spec leaves them to the server). */
export const SHOP_RULES = {
  currency: 'USD',
  currencySymbol: '$',
  /** Orders under this goods amount pay flat freight. */
  freeFreightFrom: 29900,
  freight: 1500,
  minRecharge: 1000,
  minWithdrawal: 5000,
  /** Withdrawal fee: 1 %, at least 2.00. */
  withdrawalFeeRate: 1,
  withdrawalFeeMin: 200,
} as const;

const DESCRIPTION = l10n(
  'Wholesale fashion jewelry for resellers: rings, earrings, necklaces, bracelets and packaging, with tier prices and low minimums.',
  '面向零售商的时尚饰品批发：戒指、耳饰、项链、手链及包装，阶梯价格，低起批量。',
  '面向零售商的時尚飾品批發：戒指、耳飾、項鍊、手鍊及包裝，階梯價格，低起批量。',
  'Bijoux fantaisie en gros pour revendeurs : bagues, boucles d’oreilles, colliers, bracelets et emballages, prix dégressifs et petits minimums.',
  'Bisutería al por mayor para revendedores: anillos, pendientes, collares, pulseras y embalaje, con precios por volumen y mínimos bajos.',
);

/** The site configuration (the spec's five fields, plus the shop's own settings). */
export function siteConfiguration(locale: DemoLocale): SysConfig {
  return {
    dominantColor: '#b8860b',
    myPageBg: '#f6f4f0',
    webDescription: 'ACC+ Jewelry Wholesale',
    H5WebsiteIcon: '/favicon.svg',
    webDescriptionInfo: DESCRIPTION[locale],
    currency: SHOP_RULES.currency,
    currency_symbol: SHOP_RULES.currencySymbol,
    min_recharge: '10.00',
    min_withdrawal: '50.00',
    withdrawal_fee_rate: '0.01',
    /** With withdrawal_fee_rate, the fee rule (SHOP_RULES) the withdrawal form quotes before submitting. */
    withdrawal_fee_min: '2.00',
    free_freight_from: '299.00',
    freight: '15.00',
    order_pay_minutes: 30,
    service_email: 'service@accplus.example',
    service_phone: '+86 579 8555 0100',
    google_client_id: '',
    /** Demo mode only: what the login page shows. */
    demo: {
      username: DEMO_ACCOUNT.username,
      password: DEMO_ACCOUNT.password,
      mobile: DEMO_ACCOUNT.mobile,
      area_code: DEMO_ACCOUNT.areaCode,
      sms_code: DEMO_ACCOUNT.smsCode,
      email_code: DEMO_ACCOUNT.emailCode,
    },
  };
}

/**
 * The server's language pack. The client merges it over its own catalogues for ids it knows, so
 * only a few shop-controlled texts are sent.
 */
const PACKS: Record<DemoLocale, LanguagePack> = {
  en: { 'common.connection_timed_out': 'The connection timed out, click the screen to try again.', 'shop.slogan': 'Wholesale jewelry, tier prices, fast dispatch' },
  'zh-CN': { 'common.connection_timed_out': '连接超时，请点击屏幕重试。', 'shop.slogan': '饰品批发，阶梯价格，极速发货' },
  'zh-TW': { 'common.connection_timed_out': '連線逾時，請點一下螢幕重試。', 'shop.slogan': '飾品批發，階梯價格，極速出貨' },
  fr: { 'common.connection_timed_out': 'La connexion a expiré, touchez l’écran pour réessayer.', 'shop.slogan': 'Bijoux en gros, prix dégressifs, expédition rapide' },
  es: { 'common.connection_timed_out': 'Se agotó el tiempo de conexión, toca la pantalla para volver a intentarlo.', 'shop.slogan': 'Bisutería al por mayor, precios por volumen, envío rápido' },
};

export function languagePack(locale: DemoLocale): LanguagePack {
  return PACKS[locale];
}

interface BannerSeed {
  id: number;
  position: BannerPosition;
  title: L10n;
  from: string;
  to: string;
  link_type: Banner['link_type'];
  link: string;
}

const BANNERS: readonly BannerSeed[] = [
  { id: 1, position: 'home', title: l10n('New season earrings', '新季耳饰', '新季耳飾', 'Boucles d’oreilles de la saison', 'Pendientes de temporada'), from: '#b8860b', to: '#e9c46a', link_type: 'category', link: '2' },
  { id: 2, position: 'home', title: l10n('Tier prices from 50 pcs', '50件起享阶梯价', '50件起享階梯價', 'Prix dégressifs dès 50 pièces', 'Precios por volumen desde 50 uds.'), from: '#6d597a', to: '#b56576', link_type: 'activity', link: '1' },
  { id: 3, position: 'home', title: l10n('Flash batches today', '今日限时批次', '今日限時批次', 'Lots flash du jour', 'Lotes flash de hoy'), from: '#264653', to: '#2a9d8f', link_type: 'batch', link: '1' },
  { id: 4, position: 'home', title: l10n('Gift packaging', '礼盒包装', '禮盒包裝', 'Emballages cadeaux', 'Embalaje de regalo'), from: '#9d0208', to: '#e85d04', link_type: 'category', link: '9' },
  { id: 5, position: 'class', title: l10n('Stackable rings', '叠戴戒指', '疊戴戒指', 'Bagues empilables', 'Anillos apilables'), from: '#3d405b', to: '#81b29a', link_type: 'category', link: '102' },
  { id: 6, position: 'user', title: l10n('Invite a shop, earn credit', '邀请好友赚余额', '邀請好友賺餘額', 'Parrainez une boutique', 'Invita a una tienda'), from: '#b8860b', to: '#6d4c00', link_type: 'url', link: '/pages/business/user/share/share' },
];

export function banners(position: BannerPosition, locale: DemoLocale): Banner[] {
  return BANNERS.filter((b) => b.position === position).map((b) => ({
    id: b.id,
    title: b.title[locale],
    image: bannerPicture(b.title[locale], b.from, b.to),
    link_type: b.link_type,
    link: b.link,
  }));
}

const HOT: readonly L10n[] = [
  l10n('pearl', '珍珠', '珍珠', 'perle', 'perla'),
  l10n('hoop', '耳圈', '耳圈', 'créoles', 'aros'),
  l10n('zircon', '锆石', '鋯石', 'zircons', 'circonitas'),
  l10n('butterfly', '蝴蝶', '蝴蝶', 'papillon', 'mariposa'),
  l10n('choker', '颈链', '頸鍊', 'ras-de-cou', 'gargantilla'),
  l10n('gift box', '礼盒', '禮盒', 'boîte', 'caja'),
  l10n('minimalist', '极简', '極簡', 'minimaliste', 'minimalista'),
  l10n('anklet', '脚链', '腳鍊', 'cheville', 'tobillera'),
];

export function hotSearches(locale: DemoLocale): HotKeyword[] {
  return HOT.map((k, i) => ({ id: i + 1, keyword: k[locale] }));
}
