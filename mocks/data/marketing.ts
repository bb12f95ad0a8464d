import type { Activity, Batch, BatchTimeSlot, TimedStatus, VipGrade } from '@/api/types';
import { l10n, mapL10n, type DemoLocale, type L10n } from '../lib/locale';
import { moneyText, percentText, toMoney } from '../lib/money';
import { int, mulberry32, sample, seedOf } from '../lib/prng';
import { catalogue, isSeededGoods, type Goods } from './catalogue';
import { bannerPicture, svgDataUrl } from './images';

// ─── Membership ──────────────────────────────────────────────────────────────

interface GradeSeed {
  level: number;
  name: L10n;
  threshold: number;
  /** Hundredths of the price paid (95 = 5 % off). */
  rate: number;
  colour: string;
  benefits: L10n[];
}

const FREE_SHIPPING = mapL10n((l) => {
  const amount = moneyText(l, 29900, true);
  return { en: `Free shipping over ${amount}`, 'zh-CN': `满${amount}包邮`, 'zh-TW': `滿${amount}免運`, fr: `Livraison offerte dès ${amount}`, es: `Envío gratis desde ${amount}` }[l];
});
const PRIORITY = l10n('Priority dispatch', '优先发货', '優先出貨', 'Expédition prioritaire', 'Envío prioritario');
const MANAGER = l10n('Personal account manager', '专属客户经理', '專屬客戶經理', 'Conseiller dédié', 'Gestor de cuenta personal');
const SAMPLES = l10n('Free samples with each order', '每单赠送样品', '每單贈送樣品', 'Échantillons offerts à chaque commande', 'Muestras gratis en cada pedido');
const zhRate = (n: number) => (n % 10 === 0 ? String(n / 10) : String(n));
const off = (n: number) =>
  mapL10n((l) => ({ en: `${percentText(l, n)} off every order`, 'zh-CN': `全场${zhRate(100 - n)}折`, 'zh-TW': `全場${zhRate(100 - n)}折`, fr: `${percentText(l, n)} de remise sur chaque commande`, es: `${percentText(l, n)} de descuento en cada pedido` })[l]);

export const VIP_GRADES: readonly GradeSeed[] = [
  { level: 0, name: l10n('Member', '普通会员', '一般會員', 'Membre', 'Miembro'), threshold: 0, rate: 100, colour: '#9e9e9e', benefits: [FREE_SHIPPING] },
  { level: 1, name: l10n('Silver', '白银会员', '白銀會員', 'Argent', 'Plata'), threshold: 50000, rate: 98, colour: '#a7a9ac', benefits: [off(2), FREE_SHIPPING] },
  { level: 2, name: l10n('Gold', '黄金会员', '黃金會員', 'Or', 'Oro'), threshold: 200000, rate: 95, colour: '#c9a227', benefits: [off(5), FREE_SHIPPING, PRIORITY] },
  { level: 3, name: l10n('Platinum', '铂金会员', '鉑金會員', 'Platine', 'Platino'), threshold: 800000, rate: 92, colour: '#7f8fa6', benefits: [off(8), FREE_SHIPPING, PRIORITY, MANAGER] },
  { level: 4, name: l10n('Diamond', '钻石会员', '鑽石會員', 'Diamant', 'Diamante'), threshold: 2000000, rate: 90, colour: '#3a86ff', benefits: [off(10), FREE_SHIPPING, PRIORITY, MANAGER, SAMPLES] },
];

/** The level a cumulative spend reaches. */
export function gradeFor(spendCents: number): GradeSeed {
  let grade = VIP_GRADES[0];
  for (const g of VIP_GRADES) if (spendCents >= g.threshold) grade = g;
  return grade;
}

function gradeIcon(colour: string, level: number): string {
  return svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><path d="M8 24 L20 8 H44 L56 24 L32 58 Z" fill="${colour}"/><text x="32" y="34" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff">V${String(level)}</text></svg>`);
}

export function vipGrades(locale: DemoLocale): VipGrade[] {
  return VIP_GRADES.map((g) => ({
    id: g.level + 1,
    level: g.level,
    name: g.name[locale],
    icon: gradeIcon(g.colour, g.level),
    threshold: toMoney(g.threshold),
    discount: (g.rate / 100).toFixed(2),
    benefits: g.benefits.map((b) => b[locale]),
  }));
}

// ─── Timed things ────────────────────────────────────────────────────────────

/** Batches open by the shop's clock (UTC+8): today's 10:00, 14:00 and 20:00, and tomorrow's 10:00. */
const SHOP_OFFSET = 8 * 3600;
const SLOT_HOURS = [10, 14, 20] as const;

export function timedStatus(now: number, start: number, end: number): TimedStatus {
  if (now < start) return 'upcoming';
  return now < end ? 'ongoing' : 'ended';
}

function shopDay(now: number): number {
  return Math.floor((now + SHOP_OFFSET) / 86400);
}

function slotOf(day: number, k: number, now: number): BatchTimeSlot {
  const hour = SLOT_HOURS[k] ?? 10;
  const nextHour = SLOT_HOURS[k + 1] ?? 24;
  const start = day * 86400 - SHOP_OFFSET + hour * 3600;
  const end = day * 86400 - SHOP_OFFSET + nextHour * 3600;
  return { id: day * 10 + k, title: `${String(hour).padStart(2, '0')}:00`, start_time: start, end_time: end, status: timedStatus(now, start, end) };
}

export function batchTimeSlots(now: number): BatchTimeSlot[] {
  const day = shopDay(now);
  return [...SLOT_HOURS.map((_, k) => slotOf(day, k, now)), slotOf(day + 1, 0, now)];
}

/** Any slot from yesterday to tomorrow, so a page opened just before midnight still resolves. */
export function slotById(id: number, now: number): BatchTimeSlot | undefined {
  const day = Math.floor(id / 10);
  const k = id % 10;
  const today = shopDay(now);
  if (!Number.isInteger(id) || day < today - 1 || day > today + 1 || k >= SLOT_HOURS.length) return undefined;
  return slotOf(day, k, now);
}

// ─── Batches ─────────────────────────────────────────────────────────────────

const BATCH_THEMES: readonly { title: L10n; categoryId: number; from: string; to: string }[] = [
  { title: l10n('Earring flash batch', '耳饰限时批次', '耳飾限時批次', 'Lot flash boucles d’oreilles', 'Lote flash de pendientes'), categoryId: 2, from: '#b56576', to: '#eaac8b' },
  { title: l10n('Ring clearance', '戒指清仓', '戒指清倉', 'Déstockage bagues', 'Liquidación de anillos'), categoryId: 1, from: '#355070', to: '#6d597a' },
  { title: l10n('Necklace drop', '项链上新', '項鍊上新', 'Arrivage colliers', 'Llegada de collares'), categoryId: 3, from: '#264653', to: '#2a9d8f' },
  { title: l10n('Bracelet week', '手链周', '手鍊週', 'Semaine des bracelets', 'Semana de pulseras'), categoryId: 4, from: '#9c6644', to: '#ddb892' },
  { title: l10n('Hair accessory deals', '发饰特惠', '髮飾特惠', 'Bons plans cheveux', 'Ofertas de accesorios para el pelo'), categoryId: 7, from: '#7b2cbf', to: '#c77dff' },
  { title: l10n('Packaging bulk deals', '包装批量特惠', '包裝批量特惠', 'Emballages en volume', 'Embalaje por volumen'), categoryId: 9, from: '#3d405b', to: '#81b29a' },
];

export interface BatchGoodsSeed {
  goods: Goods;
  /** Cents, about 20 % under the first tier. */
  price: number;
  stock: number;
  soldBefore: number;
}

export interface BatchSeed {
  batch: Batch;
  goods: BatchGoodsSeed[];
}

const picked = new Map<number, BatchGoodsSeed[]>();

/** The goods of a batch: drawn from its seed once, then remembered. */
function batchGoods(id: number, categoryId: number): BatchGoodsSeed[] {
  const known = picked.get(id);
  if (known) return known;
  const rng = mulberry32(seedOf(id, 77));
  // Seeded goods only: a larger catalogue (`?demoGoods=`) must not change the day's batches.
  const pool = catalogue().filter((g) => g.category.id === categoryId && isSeededGoods(g));
  const goods = sample(rng, pool, int(rng, 10, 16)).map((g) => {
    const first = g.tiers[0]?.cents ?? 100;
    return { goods: g, price: Math.max(1, Math.round(first * 0.8)), stock: int(rng, 60, 400), soldBefore: int(rng, 0, 40) };
  });
  if (picked.size > 50) picked.clear();
  picked.set(id, goods);
  return goods;
}

export function batchesOf(slot: BatchTimeSlot, locale: DemoLocale): BatchSeed[] {
  return [0, 1].map((j) => {
    const id = slot.id * 10 + j;
    const theme = BATCH_THEMES.at((slot.id + j * 3) % BATCH_THEMES.length);
    if (!theme) throw new Error('no batch themes');
    const goods = batchGoods(id, theme.categoryId);
    return {
      batch: {
        id,
        time_id: slot.id,
        title: theme.title[locale],
        image: bannerPicture(theme.title[locale], theme.from, theme.to, 690, 280),
        start_time: slot.start_time,
        end_time: slot.end_time,
        status: slot.status,
        goods_count: goods.length,
      },
      goods,
    };
  });
}

export function batchById(id: number, now: number, locale: DemoLocale): BatchSeed | undefined {
  const slot = slotById(Math.floor(id / 10), now);
  return slot ? batchesOf(slot, locale).find((b) => b.batch.id === id) : undefined;
}

/** The ongoing batch that carries a goods right now, if any. */
export function ongoingBatch(goodsId: number, now: number): { batchId: number; seed: BatchGoodsSeed } | null {
  for (const slot of batchTimeSlots(now)) {
    if (slot.status !== 'ongoing') continue;
    for (const b of batchesOf(slot, 'en')) {
      const hit = b.goods.find((x) => x.goods.id === goodsId);
      if (hit) return { batchId: b.batch.id, seed: hit };
    }
  }
  return null;
}

// ─── Activities ──────────────────────────────────────────────────────────────

const ACTIVITIES: readonly { title: L10n; description: L10n; from: string; to: string; startDay: number; days: number; link_type: Activity['link_type']; link: string }[] = [
  {
    title: l10n('Tier price festival', '阶梯价狂欢节', '階梯價狂歡節', 'Festival des prix dégressifs', 'Festival de precios por volumen'),
    description: l10n('Order 200 pieces of a design and pay the lowest tier.', '同款满200件即享最低阶梯价。', '同款滿200件即享最低階梯價。', 'Commandez 200 pièces d’un modèle et payez le palier le plus bas.', 'Pide 200 piezas de un diseño y paga el tramo más bajo.'),
    from: '#6d597a', to: '#b56576', startDay: -3, days: 10, link_type: 'category', link: '1',
  },
  {
    title: l10n('New arrivals week', '新品周', '新品週', 'Semaine des nouveautés', 'Semana de novedades'),
    description: l10n('Fresh designs every day this week.', '本周每天上新。', '本週每天上新。', 'De nouveaux modèles chaque jour cette semaine.', 'Diseños nuevos cada día esta semana.'),
    from: '#264653', to: '#e9c46a', startDay: -1, days: 7, link_type: 'category', link: '2',
  },
  {
    title: l10n('Packaging month', '包装月', '包裝月', 'Mois de l’emballage', 'Mes del embalaje'),
    description: mapL10n((l) => ({ en: `Gift boxes and pouches from ${moneyText(l, 10)}.`, 'zh-CN': `礼盒和首饰袋低至${moneyText(l, 10)}。`, 'zh-TW': `禮盒和首飾袋低至${moneyText(l, 10)}。`, fr: `Boîtes et pochettes dès ${moneyText(l, 10)}.`, es: `Cajas y bolsitas desde ${moneyText(l, 10)}.` })[l]),
    from: '#9d0208', to: '#f48c06', startDay: 5, days: 30, link_type: 'category', link: '9',
  },
  {
    title: l10n('Spring clearance', '春季清仓', '春季清倉', 'Déstockage de printemps', 'Liquidación de primavera'),
    description: l10n('Last pieces at clearance prices.', '尾货清仓价。', '尾貨清倉價。', 'Dernières pièces à prix de déstockage.', 'Últimas piezas a precio de liquidación.'),
    from: '#3d405b', to: '#81b29a', startDay: -40, days: 20, link_type: 'batch', link: '',
  },
];

export function activities(now: number, locale: DemoLocale): Activity[] {
  const today = shopDay(now) * 86400 - SHOP_OFFSET;
  return ACTIVITIES.map((a, i) => {
    const start = today + a.startDay * 86400;
    const end = start + a.days * 86400;
    return {
      id: i + 1,
      title: a.title[locale],
      image: bannerPicture(a.title[locale], a.from, a.to),
      description: a.description[locale],
      start_time: start,
      end_time: end,
      status: timedStatus(now, start, end),
      link_type: a.link_type === 'batch' && a.link === '' ? 'none' : a.link_type,
      link: a.link,
    };
  });
}
