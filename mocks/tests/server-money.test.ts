// @vitest-environment node
import { formatAmount } from '@/lib/money';
import { configureDemo } from '../lib/settings';
import { demoToken, ok } from '../testing/call';
import { fakeClock } from '../testing/fixtures';

// Issue 13: the amounts the demo shop writes into its own texts read as the pages write money
// (src/lib/money.ts): currency sign, decimal mark, the language's percent.
let token = '';
beforeEach(async () => {
  fakeClock();
  configureDemo({ tokenTtl: 90 * 86400 });
  token = await demoToken();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('money in the demo shop’s texts', () => {
  it('writes a paid order’s amount in its notice with the currency, in each language', async () => {
    const orders = await ok('/api/order/list', { status: 'paid', page: 1, limit: 5 }, { token });
    const paid = orders.list.at(0);
    expect(paid).toBeDefined();
    for (const lang of ['en', 'fr', 'zh-CN'] as const) {
      const notices = await ok('/api/common/systemNotification', { page: 1, limit: 50, type: 'order' }, { token, lang });
      const notice = notices.list.find((n) => n.summary.includes(paid?.order_sn ?? '?'));
      expect(notice?.summary, lang).toContain(formatAmount(lang, paid?.pay_amount ?? ''));
    }
  });

  it('writes coupon titles with the language’s percent and money', async () => {
    const titles = async (lang: string) => (await ok('/api/commodity/coupon_list', { status: 'unused', page: 1, limit: 20 }, { token, lang })).list.map((c) => c.title);
    expect(await titles('en')).toContain('10% off');
    expect((await titles('fr')).map((t) => t.replace(/[\u00a0\u202f]/g, ' '))).toContain('10 % de remise');
    expect(await titles('en')).toContain(`${formatAmount('en', 10)} off over ${formatAmount('en', 100)}`);
  });
});
