// @vitest-environment node
import { configureDemo } from '../lib/settings';
import { call, demoToken, ok } from '../testing/call';
import { fakeClock, passes } from '../testing/fixtures';
import { newShopper } from '../testing/shoppers';

let token = '';
beforeEach(async () => {
  fakeClock();
  configureDemo({ tokenTtl: 90 * 86400 });
  token = await demoToken();
});
afterEach(() => {
  vi.useRealTimers();
});

const ADDRESS = { name: 'Ana Ruiz', area_code: '34', mobile: '612345678', country_id: 13, province: 'Madrid', city: 'Madrid', district: 'Centro', address: 'Calle Mayor 1', postcode: '28013', is_default: false };
const PROFILE = { title_type: 'company', title: 'Tienda Sol SL', tax_no: 'ESB12345678', email: 'facturas@tiendasol.example', mobile: '', company_address: '', bank_name: '', bank_account: '', is_default: false };

describe('addresses', () => {
  it('creates, updates, makes default and deletes, keeping exactly one default', async () => {
    const list = async () => (await ok('/api/account/addressList', {}, { token, lang: 'es' })).list;
    const start = await list();
    const { id } = await ok('/api/account/addressRenew', ADDRESS, { token });
    expect((await list()).find((a) => a.id === id)).toMatchObject({ country: 'España', is_default: false });
    await ok('/api/account/addressRenew', { ...ADDRESS, id, city: 'Alcalá', is_default: true }, { token });
    const after = await list();
    expect(after.at(0)).toMatchObject({ id, city: 'Alcalá', is_default: true });
    expect(after.filter((a) => a.is_default)).toHaveLength(1);
    await ok('/api/account/addressRenew', { id, delete: true }, { token });
    const end = await list();
    expect(end).toHaveLength(start.length);
    expect(end.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('refuses bad addresses and someone else’s', async () => {
    expect(await call('/api/account/addressRenew', { ...ADDRESS, country_id: 999 }, { token })).toMatchObject({ code: 0, msg: 'Country 999 does not exist' });
    expect(await call('/api/account/addressRenew', { ...ADDRESS, mobile: 'abc' }, { token })).toMatchObject({ code: 0, msg: 'mobile must be 5 to 15 digits' });
    expect(await call('/api/account/addressRenew', { ...ADDRESS, address: '' }, { token })).toMatchObject({ code: 0, msg: 'Missing field: address' });
    const mine = (await ok('/api/account/addressList', {}, { token })).list.at(0);
    const other = await newShopper();
    expect(await call('/api/account/addressRenew', { id: mine?.id ?? 0, delete: true }, { token: other })).toMatchObject({ code: 0, msg: 'Address not found' });
    // A shopper's first address is the default whatever they ticked.
    const { id } = await ok('/api/account/addressRenew', ADDRESS, { token: other });
    expect((await ok('/api/account/addressList', {}, { token: other })).list).toMatchObject([{ id, is_default: true }]);
  });
});

describe('invoicing', () => {
  it('keeps profiles, applies for an invoice over paid orders, and issues it', async () => {
    expect(await call('/api/account/userInvoicing', { ...PROFILE, tax_no: '' }, { token })).toMatchObject({ code: 0, msg: 'A company invoice needs its tax number (tax_no)' });
    const { id: profileId } = await ok('/api/account/userInvoicing', PROFILE, { token });
    expect((await ok('/api/account/getUserInvoicing', {}, { token })).list.map((p) => p.id)).toContain(profileId);
    const invoiceable = await ok('/api/order/list', { page: 1, limit: 10, status: 'all', invoiceable: true }, { token });
    expect(invoiceable.list.length).toBeGreaterThan(0);
    expect(invoiceable.list.every((o) => !['pending_payment', 'cancelled'].includes(o.status))).toBe(true);
    const orderIds = invoiceable.list.map((o) => o.id);
    const { id } = await ok('/api/order/invoicing', { order_ids: orderIds, profile_id: profileId }, { token });
    expect(await call('/api/order/invoicing', { order_ids: orderIds, profile_id: profileId }, { token })).toMatchObject({ code: 0, msg: expect.stringContaining('already has an invoice') as unknown });
    const pending = (await ok('/api/order/invoicingList', { page: 1, limit: 10, status: 'pending' }, { token })).list.at(0);
    expect(pending).toMatchObject({ id, file_url: '', profile: { title: 'Tienda Sol SL' } });
    passes(61);
    const issued = (await ok('/api/order/invoicingList', { page: 1, limit: 10, status: 'issued' }, { token })).list.find((i) => i.id === id);
    expect(issued?.file_url).toMatch(/^data:image\/svg\+xml/);
    expect(await call('/api/order/invoicingEdit', { id, profile_id: profileId }, { token })).toMatchObject({ code: 0, msg: 'An issued invoice cannot be changed' });
    const unpaid = (await ok('/api/order/list', { page: 1, limit: 1, status: 'pending_payment' }, { token })).list.at(0);
    expect(await call('/api/order/invoicing', { order_ids: [unpaid?.id ?? 0], profile_id: profileId }, { token })).toMatchObject({ code: 0, msg: `Order ${unpaid?.order_sn ?? ''} is not paid` });
  });

  it('a rejected invoice is edited with another profile and reviewed again', async () => {
    const { id: bad } = await ok('/api/account/userInvoicing', { ...PROFILE, title: 'Wrong name #reject' }, { token });
    const { id: good } = await ok('/api/account/userInvoicing', PROFILE, { token });
    const order = (await ok('/api/order/list', { page: 1, limit: 10, status: 'all', invoiceable: true }, { token })).list.at(0);
    const { id } = await ok('/api/order/invoicing', { order_ids: [order?.id ?? 0], profile_id: bad }, { token });
    passes(61);
    expect((await ok('/api/order/invoicingList', { page: 1, limit: 10, status: 'rejected' }, { token })).list.map((i) => i.id)).toContain(id);
    await ok('/api/order/invoicingEdit', { id, profile_id: good }, { token });
    passes(61);
    expect((await ok('/api/order/invoicingList', { page: 1, limit: 10, status: 'issued' }, { token })).list.map((i) => i.id)).toContain(id);
  });
});

describe('notifications', () => {
  it('lists system and own notices newest first with read state, and counts the unread', async () => {
    const unread = (await ok('/api/common/systemNotificationUnreadQuantity', {}, { token })).count;
    const list = await ok('/api/common/systemNotification', { page: 1, limit: 50 }, { token, lang: 'zh-CN' });
    expect(list.list.filter((n) => !n.is_read)).toHaveLength(unread);
    expect(list.list.some((n) => n.type === 'order')).toBe(true);
    expect(list.list.find((n) => n.id === 1)?.title).toBe('欢迎来到ACC+饰品批发');
    const first = list.list.find((n) => !n.is_read);
    expect((await ok('/api/common/systemNotificationSee', { id: first?.id ?? 0 }, { token })).count).toBe(unread - 1);
    expect((await ok('/api/common/systemNotificationSee', { all: true }, { token })).count).toBe(0);
    expect((await ok('/api/common/systemNotificationUnreadQuantity', {}, { token })).count).toBe(0);
    expect(await call('/api/common/systemNotificationSee', { id: 987654 }, { token })).toMatchObject({ code: 0, msg: 'Notification not found' });
    expect((await ok('/api/common/systemNotificationUnreadQuantity', {})).count).toBe(0);
    expect((await ok('/api/common/systemNotification', { page: 1, limit: 5, type: 'activity' })).list.every((n) => n.type === 'activity')).toBe(true);
  });

  it('names the record each of the shopper’s notices tells of, and the record is there; the shop’s own name none', async () => {
    const list = (await ok('/api/common/systemNotification', { page: 1, limit: 50 }, { token })).list;
    const kinds = new Set(list.flatMap((n) => (n.subject ? [n.subject.kind] : [])));
    expect([...kinds].sort()).toEqual(['after_sales', 'coupon', 'order', 'withdrawal']);
    expect(list.find((n) => n.id === 1)?.subject).toBeNull();
    const withdrawals = (await ok('/api/account/balanceWithdrawalList', { page: 1, limit: 50 }, { token })).list;
    const coupons = (await ok('/api/commodity/coupon_list', { page: 1, limit: 50, status: 'unused' }, { token })).list;
    for (const { subject, summary } of list) {
      if (subject?.kind === 'order') expect(summary).toContain((await ok('/api/order/details', { id: subject.id }, { token })).order_sn);
      if (subject?.kind === 'after_sales') expect(summary).toContain((await ok('/api/order/afterSalesDetails', { id: subject.id }, { token })).after_sales_sn);
      if (subject?.kind === 'withdrawal') expect(summary).toContain(withdrawals.find((w) => w.id === subject.id)?.withdrawal_sn ?? 'missing');
      if (subject?.kind === 'coupon') expect(summary).toContain(coupons.find((c) => c.id === subject.id)?.title ?? 'missing');
    }
  });
});

describe('profile, membership, feedback and invitations', () => {
  it('edits the profile and answers it in userInfo', async () => {
    const { userInfo } = await ok('/api/account/userInfo', {}, { token });
    await ok('/api/account/profile', { id: userInfo.id, avatar: '', username: 'demo', nickname: 'Lina C.', gender: 2, birthday: '1990-05-12', motto: 'Hi' }, { token });
    expect((await ok('/api/account/userInfo', {}, { token })).userInfo).toMatchObject({ nickname: 'Lina C.', motto: 'Hi' });
    expect(await call('/api/account/profile', { id: userInfo.id + 1, avatar: '', username: 'demo', nickname: 'x', gender: 0, birthday: '', motto: '' }, { token })).toMatchObject({ code: 0, msg: 'You can only edit your own profile' });
    expect(await call('/api/account/profile', { id: userInfo.id, avatar: '', username: 'demo', nickname: 'x', gender: 0, birthday: '12/05/1990', motto: '' }, { token })).toMatchObject({ code: 0, msg: 'birthday must be a date like 1990-05-12' });
  });

  it('answers the membership levels and how far the next one is', async () => {
    const vip = await ok('/api/account/vipGradeList', {}, { token });
    expect(vip.list.map((g) => g.level)).toEqual([0, 1, 2, 3, 4]);
    const next = vip.list.find((g) => g.level === vip.current_level + 1);
    expect(Number(vip.next_level_gap)).toBeCloseTo(Number(next?.threshold) - Number(vip.total_spend), 2);
  });

  it('takes feedback and answers it a little later', async () => {
    expect(await call('/api/account/feedback', { type: 'problem', content: 'Hi', images: [], contact: '' }, { token })).toMatchObject({ code: 0, msg: 'content must be at least 5 characters' });
    const { id } = await ok('/api/account/feedback', { type: 'problem', content: 'The clasp is hard to open', images: [], contact: 'lina@example.com' }, { token });
    expect((await ok('/api/account/feedbackList', { page: 1, limit: 5 }, { token })).list.at(0)).toMatchObject({ id, reply: null });
    passes(61);
    expect((await ok('/api/account/feedbackList', { page: 1, limit: 5 }, { token })).list.at(0)?.reply).not.toBeNull();
  });

  it('logs who registered with the shopper’s invitation', async () => {
    const log = await ok('/api/Account/getInviteLog', { page: 1, limit: 10 }, { token });
    expect(log.total).toBe(3);
    expect(log.reward_total).toBe('15.00');
    const { userInfo } = await ok('/api/account/userInfo', {}, { token });
    await ok('/api/sms/send', { mobile: '13344445555', area_code: '86', event: 'user_login' });
    await ok('/api/user/mobileLogin', { mobile: '13344445555', area_code: '86', captcha: '123456', inviter_id: String(userInfo.id) });
    expect((await ok('/api/Account/getInviteLog', { page: 1, limit: 10 }, { token })).total).toBe(4);
    const ledger = await ok('/api/account/balanceOrderList', { page: 1, limit: 1, kind: 'rebate' }, { token });
    expect(ledger.list.at(0)).toMatchObject({ amount: '+5.00', status: 'completed' });
    expect(Number(ledger.balance)).toBeCloseTo(Number(userInfo.money) + 5, 2);
    const poster = await ok('/api/Common/getInviteTemplate', {}, { token });
    expect(poster.share_text).toContain(userInfo.userCode);
  });
});

describe('shop content', () => {
  it('answers the configuration with the spec’s five fields and the demo account', async () => {
    const config = await ok('/api/common/getConfiguration', { name: '' }, { lang: 'fr' });
    expect(config).toMatchObject({ dominantColor: expect.stringMatching(/^#/) as unknown, myPageBg: expect.stringMatching(/^#/) as unknown, webDescription: 'ACC+ Jewelry Wholesale', H5WebsiteIcon: '/favicon.svg' });
    expect(config.webDescriptionInfo).toContain('Bijoux');
    expect(config.demo).toMatchObject({ username: 'demo', sms_code: '123456' });
  });

  it('serves agreements and help as rich text that needs sanitising', async () => {
    const user = await ok('/api/common/getAgreement', { type: 'user' }, { lang: 'zh-TW' });
    expect(user.title).toBe('使用者協議');
    expect(user.content).toContain('<script>');
    expect(user.content).toContain('onerror=');
    expect((await ok('/api/common/helpCenter', {})).list.some((h) => h.answer.includes('<script>'))).toBe(true);
    expect(await call('/api/common/getAgreement', { type: 'secret' })).toMatchObject({ code: 0, msg: expect.stringContaining('type must be one of') as unknown });
  });

  it('answers countries, dialling codes, bank cards, carriers, agents and language packs', async () => {
    const countries = await ok('/api/common/countryList', {}, { lang: 'es' });
    expect(countries.list.find((c) => c.code === 'ES')).toMatchObject({ name: 'España', area_code: '34' });
    const codes = await ok('/api/common/areaCodeList', {});
    expect(new Set(codes.list.map((c) => c.code)).size).toBe(codes.list.length);
    expect((await ok('/api/common/platformBankCard', {})).list.length).toBeGreaterThan(1);
    expect((await ok('/api/order/logisticsCompanyList', {})).list.length).toBeGreaterThan(4);
    expect((await ok('/api/order/agentList', {})).list.length).toBeGreaterThan(1);
    for (const lang of ['zh-CN', 'zh-TW', 'en', 'fr', 'es']) {
      const pack = await ok('/api/common/getLang', { lang });
      expect(Object.keys(pack).length).toBeGreaterThan(0);
    }
    expect((await ok('/api/common/getLang', { lang: 'fr' }))['common.connection_timed_out']).toContain('La connexion a expiré');
  });
});

describe('the shop’s own words follow the lang header', () => {
  it('translates ledger titles, case timelines and notices', async () => {
    const ledger = await ok('/api/account/balanceOrderList', { page: 1, limit: 50 }, { token, lang: 'fr' });
    expect(ledger.list.find((l) => l.kind === 'payment')?.title).toMatch(/^Paiement de la commande ACC\d+$/);
    const seeded = (await ok('/api/order/afterSalesList', { page: 1, limit: 1 }, { token })).list.at(0);
    const detail = await ok('/api/order/afterSalesDetails', { id: seeded?.id ?? 0 }, { token, lang: 'zh-CN' });
    expect(detail.timeline.map((t) => t.text)).toEqual(['申请已提交，等待商家审核', '商家已同意', '退货包裹已寄出', '退款已退回余额']);
    const notices = await ok('/api/common/systemNotification', { page: 1, limit: 50, type: 'order' }, { token, lang: 'es' });
    expect(notices.list.find((n) => n.title === 'Novedades de posventa')?.summary).toMatch(/reembolsada/);
  });
});

describe('the drawn avatar', () => {
  it('shows the initial of the name shown beside it, and follows a change of nickname', async () => {
    const initialOf = (avatar: string) => /<text[^>]*>([^<]*)<\/text>/.exec(avatar.replaceAll('%3C', '<').replaceAll('%3E', '>'))?.[1];
    const info = async () => (await ok('/api/account/userInfo', {}, { token })).userInfo;
    const demo = await info();
    expect(demo.nickname).toBe('Lina Chen');
    expect(initialOf(demo.avatar)).toBe('L');
    // Saving the profile sends back the picture it was shown: that is no upload of one's own.
    await ok('/api/account/profile', { id: demo.id, username: demo.username, nickname: 'Marie', gender: demo.gender, birthday: demo.birthday, motto: demo.motto, avatar: demo.avatar }, { token });
    expect(initialOf((await info()).avatar)).toBe('M');
  });
});
