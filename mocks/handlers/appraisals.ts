import { goodsById } from '../data/catalogue';
import { REFUSED_WITH } from '../data/refusal-texts';
import { refuse } from '../lib/errors';
import { bool, images, integer, list, object, optionalInteger, page, paged, text } from '../lib/input';
import { CODE } from '../rules/auth';
import { reply, route } from '../lib/route';
import { appraise, goodsAppraisals, toAppraisal } from '../rules/appraisals';
import { ownOrder } from '../rules/orders';

export const appraisalHandlers = [
  route('/api/order/appraise', 'user', (ctx) => {
    const order = ownOrder(ctx.db, ctx.user, integer(ctx.body, 'order_id', { min: 1 }));
    const items = list(ctx.body, 'items').map((raw, i) => {
      const item = object(raw, `items[${String(i)}]`);
      return {
        orderItemId: integer(item, 'order_item_id', { min: 1 }),
        rating: integer(item, 'rating', { min: 1, max: 5 }),
        // Words are optional: stars alone are a review (the review page says so).
        content: text(item, 'content', { max: 500, optional: true }),
        images: images(item, 'images'),
      };
    });
    if (items.length === 0) refuse('items must not be empty');
    appraise(ctx.db, ctx.user, order, items, bool(ctx.body, 'anonymous', false));
    return reply(null, 'Thank you for your review');
  }),
  route('/api/order/appraiseList', 'optional', (ctx) => {
    const p = page(ctx.body);
    const goodsId = optionalInteger(ctx.body, 'commodity_id', { min: 1 });
    if (goodsId !== null) {
      const goods = goodsById(goodsId);
      if (!goods) refuse(REFUSED_WITH.productMissing(goodsId));
      return goodsAppraisals(ctx.db, goods, ctx.locale, (p.page - 1) * p.limit, p.limit);
    }
    // Without a goods, the shopper's own reviews (the comment list page).
    if (!ctx.user) refuse('Please login first', CODE.needLogin, { type: 'need login' });
    const userId = ctx.user.id;
    const mine = ctx.db.appraisals.filter((a) => a.userId === userId).sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return paged(mine.map((a) => toAppraisal(ctx.db, a, ctx.locale)), p);
  }),
];
