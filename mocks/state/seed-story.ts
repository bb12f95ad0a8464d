import { DEMO_ACCOUNT } from '../data/demo-account';
import { SYSTEM_NOTICES } from '../data/notices';
import { SERVER_TEXT } from '../data/server-texts';
import { now } from '../lib/settings';
import { saveAddress, ownAddress } from '../rules/addresses';
import { apply, maxRefund, sendReturn } from '../rules/after-sales';
import { appraise } from '../rules/appraisals';
import { upsertLine } from '../rules/cart';
import { tick } from '../rules/clock';
import { applyInvoice, saveProfile, ownProfile } from '../rules/invoices';
import { move } from '../rules/ledger';
import { markRead } from '../rules/notices';
import { markPaid, payByBalance, placeOrder } from '../rules/order-flow';
import { price } from '../rules/pricing';
import { createUser } from '../rules/users';
import { withdraw } from '../rules/wallet';
import { nextId, type DemoState, type OrderRecord, type UserRecord } from './schema';
import { atPast, stocked } from './seed-helpers';

const DAY = 86400;

function order(db: DemoState, user: UserRecord, picks: { from: number; qty: number }[], addressId: number, remark = ''): OrderRecord {
  const wanted = picks.map((p) => {
    const { goods, spec } = stocked(p.qty, p.from);
    return { goodsId: goods.id, specId: spec.id, quantity: Math.max(p.qty, goods.moq) };
  });
  const priced = price(db, user, wanted, null);
  return placeOrder(db, user, { wanted, cartIds: [], priced, address: ownAddress(db, user, addressId), agentId: null, remark, requestKey: `seed-${String(nextId(db))}` }, 'en');
}

/**
 * The demo account's history, written by the same rules the calls use, with the clock set back:
 * a balance, two addresses, an invoicing profile, orders in every state, an after-sales case
 * that went all the way to a refund, coupons, favourites, notices, a withdrawal and invitees.
 */
export function seedStory(db: DemoState): void {
  let demo!: UserRecord;
  let home = 0;
  atPast(40 * DAY, () => {
    demo = createUser(db, { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password, email: DEMO_ACCOUNT.email, mobile: DEMO_ACCOUNT.mobile, areaCode: DEMO_ACCOUNT.areaCode });
    Object.assign(demo, { nickname: 'Lina Chen', gender: 2, birthday: '1990-05-12', motto: 'Boutique owner, Lyon', baseSpend: 120000, score: 320 });
    move(db, demo, 'recharge', 'Top-up', 500000, `RC${String(now())}000001`, 'bank_transfer');
    home = saveAddress(db, demo, { name: 'Lina Chen', area_code: '33', mobile: '612345678', country_id: 12, province: 'Auvergne-Rhône-Alpes', city: 'Lyon', district: '2e arrondissement', address: '14 rue de la République', postcode: '69002', is_default: true }, null);
    saveAddress(db, demo, { name: 'Chen Li (agent)', area_code: '86', mobile: '13957901234', country_id: 1, province: 'Zhejiang', city: 'Yiwu', district: 'Beiyuan', address: 'Room 1203, 66 Chengzhong Road', postcode: '322000', is_default: false }, null);
    saveProfile(db, demo, { title_type: 'company', title: 'Bijoux Lina SARL', tax_no: 'FR40123456789', email: 'compta@bijoux-lina.example', mobile: '+33 612345678', company_address: '14 rue de la République, 69002 Lyon', bank_name: 'Crédit Lyonnais', bank_account: 'FR7630002005500000157845Z02', is_default: true }, null);
    for (const [i, name] of ['Maison Perle', 'Tienda Sol', 'Glow Accessories'].entries()) {
      const invitee = createUser(db, { username: `shop${String(i + 1)}`, password: 'shop1234', email: `shop${String(i + 1)}@example.com`, inviterId: String(demo.id) });
      invitee.nickname = name;
    }
  });

  // A completed order: paid from the balance, shipped, received, appraised, invoiced.
  atPast(20 * DAY, () => payByBalance(db, demo, order(db, demo, [{ from: 3, qty: 24 }, { from: 250, qty: 12 }], home)));
  atPast(18 * DAY, () => {
    tick(db);
    const done = db.orders.at(0);
    if (done) appraise(db, demo, done, done.items.map((i) => ({ orderItemId: i.id, rating: 5, content: 'Lovely plating, sold out in two weeks.', images: [] })), false);
    if (done) applyInvoice(db, demo, [done], ownProfile(db, demo, db.profiles.at(0)?.id ?? 0));
  });
  // Received, with a return that went all the way to a refund.
  atPast(6 * DAY, () => markPaid(db, order(db, demo, [{ from: 500, qty: 30 }, { from: 740, qty: 20 }], home, 'Please pack each colour separately.'), 'credit_card'));
  atPast(5 * DAY, () => {
    tick(db);
    const received = db.orders.at(1);
    const item = received?.items.at(0);
    if (received && item) apply(db, demo, received, [{ item, quantity: 2 }], { type: 'return_refund', reason: 'damaged', amount: maxRefund(received, [{ item, quantity: 2 }]), description: 'Two pieces arrived with bent posts.', images: [] });
  });
  atPast(4 * DAY, () => {
    tick(db);
    const r = db.afterSales.at(0);
    if (r) sendReturn(r, 'DHL Express', 'DHL4455667788');
  });
  // A cancelled order (never paid), a withdrawal paid out, feedback answered.
  atPast(3 * DAY, () => order(db, demo, [{ from: 1200, qty: 12 }], home));
  atPast(10 * DAY, () => withdraw(db, demo, 20000, { bank_name: 'Crédit Lyonnais', account_name: 'Lina Chen', account_no: 'FR7630002005500000157845Z02', branch: 'Lyon République', swift: 'CRLYFRPP' }));
  atPast(8 * DAY, () => {
    db.feedback.push({ id: nextId(db), userId: demo.id, type: 'suggestion', content: 'Could you add 35 cm chokers?', images: [], contact: DEMO_ACCOUNT.email, createTime: now(), reply: SERVER_TEXT.chokerReply, replyTime: now() + 3600 });
    db.searchHistory.push({ id: nextId(db), userId: demo.id, keyword: 'pearl', time: now() }, { id: nextId(db), userId: demo.id, keyword: 'hoop', time: now() + 60 }, { id: nextId(db), userId: demo.id, keyword: 'gift box', time: now() + 120 });
  });
  // Live orders: one shipped a moment ago, one paid and waiting to ship, one waiting for payment.
  atPast(300, () => payByBalance(db, demo, order(db, demo, [{ from: 900, qty: 12 }], home)));
  atPast(30, () => payByBalance(db, demo, order(db, demo, [{ from: 1500, qty: 10 }], home)));
  atPast(60, () => order(db, demo, [{ from: 60, qty: 12 }, { from: 61, qty: 12 }], home, 'Gold only if possible.'));
  tick(db);

  seedCoupons(db, demo);
  db.favourites[String(demo.id)] = [10002, 10245, 10490, 10733, 11010, 11500];
  for (const [i, from] of [5, 300, 2000].entries()) {
    const { goods, spec } = stocked(24, from);
    upsertLine(db, demo, { goodsId: goods.id, specId: spec.id, quantity: goods.moq + i * 6 });
  }
  markRead(db, demo.id, SYSTEM_NOTICES.slice(0, 2).map((n) => n.id));
}

function seedCoupons(db: DemoState, demo: UserRecord): void {
  const t = now();
  const base = { userId: demo.id, usedTime: null, orderId: null, delayed: null, reminded: true, sourceOrderId: null, categoryId: 0 };
  db.coupons.push(
    { ...base, id: nextId(db), title: '$10 off $100', type: 'amount', value: 1000, threshold: 10000, startTime: t - 5 * DAY, endTime: t + 25 * DAY, reminded: false },
    { ...base, id: nextId(db), title: 'Earrings 10 % off', type: 'discount', value: 90, threshold: 5000, categoryId: 2, startTime: t - DAY, endTime: t + 14 * DAY },
    { ...base, id: nextId(db), title: 'Expired $20 off', type: 'amount', value: 2000, threshold: 20000, startTime: t - 60 * DAY, endTime: t - 30 * DAY },
    { ...base, id: nextId(db), title: 'Second rebate, ready', type: 'amount', value: 800, threshold: 3200, startTime: t - 4 * DAY, endTime: t + 56 * DAY, delayed: { openTime: t - DAY, opened: false }, reminded: false },
  );
  // The welcome coupon was shown at sign-up; the home pop-up offers only the newer ones.
  const welcome = db.coupons.find((c) => c.userId === demo.id && c.title.startsWith('Welcome'));
  if (welcome) welcome.reminded = true;
}
