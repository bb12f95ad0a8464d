import type { Appraisal } from '@/api/types';
import { seededAppraisal } from '../data/appraisals';
import { goodsById, type Goods } from '../data/catalogue';
import { goodsImage } from '../data/goods-pictures';
import { avatarPicture } from '../data/images';
import { refuse } from '../lib/errors';
import type { DemoLocale } from '../lib/locale';
import { now } from '../lib/settings';
import type { AppraisalRecord, DemoState, OrderRecord, UserRecord } from '../state/schema';
import { nextId } from '../state/schema';
import { avatarOf } from './users';

export interface AppraisalInput {
  orderItemId: number;
  rating: number;
  content: string;
  images: string[];
}

/** Appraising every line of a received order completes it. */
export function appraise(db: DemoState, user: UserRecord, order: OrderRecord, inputs: AppraisalInput[], anonymous: boolean): void {
  if (order.status !== 'received' && order.status !== 'completed') refuse('Only received orders can be appraised');
  for (const input of inputs) {
    const item = order.items.find((i) => i.id === input.orderItemId);
    if (!item) refuse(`Order line ${String(input.orderItemId)} is not in this order`);
    if (item.appraised) refuse('This item has already been appraised');
  }
  const t = now();
  for (const input of inputs) {
    const item = order.items.find((i) => i.id === input.orderItemId);
    if (!item) continue;
    item.appraised = true;
    db.appraisals.push({
      id: nextId(db), userId: user.id, orderId: order.id, goodsId: item.goodsId, specId: item.specId, rating: input.rating,
      content: input.content, images: input.images, anonymous, createTime: t,
    });
  }
  if (order.status === 'received' && order.items.every((i) => i.appraised)) {
    order.status = 'completed';
    order.completeTime = t;
  }
}

function maskName(name: string): string {
  return name.length <= 2 ? `${name.charAt(0)}*` : `${name.charAt(0)}***${name.charAt(name.length - 1)}`;
}

export function toAppraisal(db: DemoState, a: AppraisalRecord, locale: DemoLocale): Appraisal {
  const goods = goodsById(a.goodsId);
  const spec = goods?.specs.find((s) => s.id === a.specId);
  const user = db.users.find((u) => u.id === a.userId);
  const nickname = user ? (a.anonymous ? maskName(user.nickname) : user.nickname) : '';
  return {
    id: a.id,
    order_id: a.orderId,
    commodity_id: a.goodsId,
    commodity_title: goods?.name[locale] ?? '',
    specs_title: spec?.title[locale] ?? '',
    image: goods ? goodsImage(goods, 0, spec?.colour) : '',
    nickname,
    avatar: user && !a.anonymous ? avatarOf(user) : avatarPicture('?', 0),
    rating: a.rating,
    content: a.content,
    images: a.images,
    create_time: a.createTime,
    reply: null,
  };
}

/** A goods' appraisals: shoppers' own (newest) first, then the seeded ones. */
export function goodsAppraisals(db: DemoState, goods: Goods, locale: DemoLocale, start: number, limit: number): { list: Appraisal[]; total: number } {
  const own = db.appraisals.filter((a) => a.goodsId === goods.id).sort((a, b) => b.createTime - a.createTime);
  const total = own.length + goods.appraisalCount;
  const list: Appraisal[] = [];
  for (let i = start; i < Math.min(total, start + limit); i += 1) {
    const mine = own.at(i);
    if (mine) {
      list.push(toAppraisal(db, mine, locale));
      continue;
    }
    const s = seededAppraisal(goods, i - own.length);
    const spec = goods.specs.at(s.specIndex);
    list.push({
      id: s.id,
      order_id: 0,
      commodity_id: goods.id,
      commodity_title: goods.name[locale],
      specs_title: spec?.title[locale] ?? '',
      image: goodsImage(goods, 0, spec?.colour),
      nickname: s.nickname,
      avatar: avatarPicture(s.nickname.charAt(0), s.id % 360),
      rating: s.rating,
      content: s.content,
      images: Array.from({ length: s.pictures }, (_, k) => goodsImage(goods, k + 1, spec?.colour)),
      create_time: s.time,
      reply: s.reply,
    });
  }
  return { list, total };
}
