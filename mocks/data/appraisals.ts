import { int, mulberry32, pick, seedOf } from '../lib/prng';
import { type Goods } from './catalogue';

/** Seeded reviews of a goods by other shops; reviews stay in the language they were written in. */
const REVIEWERS = ['Lina’s Boutique', 'Bijoux Clara', 'Tienda Sol', '小美饰品店', 'Glow Accessories', 'Maison Perle', 'Luna Joyas', '晶晶飾品', 'Stacked & Co', 'Oro Vivo'] as const;

const COMMENTS = [
  'Plating looks exactly like the photos, customers love them.',
  'Fast shipping and well packed, every piece in its own bag.',
  'Good value for the price, will reorder the gold colour.',
  'Sizes run true. Sold out in my shop within a week.',
  'Colour is a little lighter than the picture but still beautiful.',
  '电镀颜色和图片一致，客人很喜欢。',
  '发货快，包装好，会回购。',
  '性價比很高，已經第三次下單了。',
  'Très belle qualité, mes clientes adorent.',
  'Livraison rapide, rien à redire.',
  'Muy buena calidad, se venden solos.',
  'Llegó antes de lo esperado, todo perfecto.',
] as const;

const REPLIES = ['Thank you for your order!', '感谢您的支持！', 'Merci pour votre confiance !', '¡Gracias por tu compra!'] as const;

export interface SeededAppraisal {
  id: number;
  goods: Goods;
  specIndex: number;
  nickname: string;
  rating: number;
  content: string;
  pictures: number;
  time: number;
  reply: string | null;
}

/** Appraisal `n` (0-based, newest first) of a goods. Ids are goodsId × 100 + n. */
export function seededAppraisal(goods: Goods, n: number): SeededAppraisal {
  const rng = mulberry32(seedOf(goods.seed, 991, n));
  const rating = Math.min(5, Math.max(3, Math.round(goods.rating / 10 + (rng() - 0.5) * 2)));
  return {
    id: goods.id * 100 + n,
    goods,
    specIndex: int(rng, 0, Math.max(0, goods.specs.length - 1)),
    nickname: pick(rng, REVIEWERS),
    rating,
    content: pick(rng, COMMENTS),
    pictures: rng() < 0.3 ? int(rng, 1, 2) : 0,
    // Newest first: each older review is a few days before the one above it.
    time: goods.createdAt + 86400 * 30 + (goods.appraisalCount - n) * 86400 * 3 + int(rng, 0, 80000),
    reply: rng() < 0.25 ? pick(rng, REPLIES) : null,
  };
}
