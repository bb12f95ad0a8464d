import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { openContext, screenshot, sharedBrowser, VIEWPORTS, waitForApp } from './harness';
import { axeProblems, logIn, settle } from './shop-steps';

const browser = sharedBrowser();

// The journey through these pages (address, top-up, withdrawal, invoice) runs in French in
// account.e2e.test.ts; here each page is looked at alone, at 375 and 1280 px.
const PAGES: { path: string; title: string; name: string }[] = [
  { path: ROUTES.addressList, title: 'My addresses', name: 'address-list' },
  { path: links.addressInfo(), title: 'Address', name: 'address-info' },
  { path: ROUTES.membershipLevel, title: 'Membership level', name: 'membership' },
  { path: ROUTES.myCollection, title: 'Favourites', name: 'favourites' },
  { path: ROUTES.coupon, title: 'My coupons', name: 'coupons' },
  { path: ROUTES.share, title: 'Share the shop', name: 'share' },
  { path: ROUTES.shareList, title: 'Invited friends', name: 'share-list' },
  { path: ROUTES.commentList, title: 'My reviews', name: 'reviews' },
  { path: ROUTES.balance, title: 'Balance', name: 'balance' },
  { path: ROUTES.recharge, title: 'Top up', name: 'recharge' },
  { path: ROUTES.rechargeRecord, title: 'Top-up history', name: 'recharge-record' },
  { path: ROUTES.withdrawal, title: 'Withdraw', name: 'withdrawal' },
  { path: ROUTES.withdrawalRecord, title: 'Withdrawal history', name: 'withdrawal-record' },
  { path: ROUTES.invoicingList, title: 'Invoices', name: 'invoices' },
  { path: links.invoiceApplication(), title: 'Request an invoice', name: 'invoice-application' },
  { path: links.fillIn(), title: 'Invoice details', name: 'fill-in' },
];

describe.each(VIEWPORTS)('every account page on a %s', (label, viewport) => {
  it('renders, and has no serious or critical accessibility problem', async () => {
    const { context, page, errors } = await openContext(browser(), viewport);
    await logIn(page, ROUTES.withdrawalRecord);
    await settle(page, 'Withdrawal history');
    // The status page needs a withdrawal's id: take the first of the history.
    await page.getByRole('list', { name: 'Withdrawal history' }).getByRole('link').first().click();
    await page.waitForURL(`**${ROUTES.withdrawalRecordStu}?id=*`);
    const statusPath = new URL(page.url()).pathname + new URL(page.url()).search;
    const problems: string[] = [];
    for (const target of [...PAGES, { path: statusPath, title: 'Withdrawal status', name: 'withdrawal-status' }]) {
      await page.goto(target.path);
      await waitForApp(page);
      await settle(page, target.title);
      await screenshot(page, `wallet-${label}-${target.name}`);
      problems.push(...(await axeProblems(page)).map((p) => `${target.name}: ${p}`));
    }
    expect(problems).toEqual([]);
    expect(errors.join('\n')).toBe('');
    await context.close();
  });
});
