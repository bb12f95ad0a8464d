import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { DESKTOP, launchBrowser, openContext, PHONE, screenshot, waitForApp } from './harness';
import { axeProblems, logIn, settle } from './shop-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('account and wallet journey on a phone', () => {
  it('adds an address, tops up, withdraws and asks for an invoice', async () => {
    const { context, page, errors } = await openContext(browser, PHONE);
    await logIn(page, ROUTES.addressList);
    await settle(page, 'My addresses');

    // Add an address.
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await settle(page, 'Address');
    await page.getByLabel(/^Recipient/).fill('Marie Dupont');
    await page.getByRole('button', { name: /^Country or region/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Choose a country' });
    await sheet.getByRole('searchbox').fill('Fra');
    await sheet.getByRole('button', { name: /^France/ }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Dialling code/ }).textContent()).toContain('+33');
    await page.getByLabel(/^Mobile number/).fill('06 12 34 56 78');
    await page.getByLabel(/^City/).fill('Paris');
    await page.getByLabel(/^Street address/).fill('5 avenue Montaigne');
    await page.getByLabel(/^Postcode/).fill('75008');
    await screenshot(page, 'wallet-phone-address-form');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL(`**${ROUTES.addressList}`);
    await page.getByText('Marie Dupont').waitFor();
    await settle(page, 'My addresses');
    await screenshot(page, 'wallet-phone-address-list');

    // Top up by card: paid at once on the demo backend.
    await page.goto(ROUTES.balance);
    await settle(page, 'Balance');
    const before = await page.locator('#wallet-available + p').textContent();
    await screenshot(page, 'wallet-phone-balance');
    await page.getByRole('button', { name: 'Top up' }).first().click();
    await settle(page, 'Top up');
    await page.getByLabel(/^Amount/).fill('150');
    await page.getByRole('radio', { name: /Credit card/ }).click();
    await screenshot(page, 'wallet-phone-recharge');
    await page.getByRole('button', { name: 'Top up $150.00' }).click();
    await page.getByText('Top-up successful').waitFor();
    await screenshot(page, 'wallet-phone-recharge-done');
    await page.getByRole('button', { name: 'Back to balance' }).click();
    await settle(page, 'Balance');
    await expect.poll(() => page.locator('#wallet-available + p').textContent()).not.toBe(before);

    // Withdraw to a card typed in.
    await page.getByRole('button', { name: 'Withdraw' }).first().click();
    await settle(page, 'Withdraw');
    await page.getByText(/^Available: \$/).waitFor();
    await page.getByLabel(/^Amount to withdraw/).fill('60');
    await page.getByLabel(/^Bank/).fill('Crédit Lyonnais');
    await page.getByLabel(/^Account name/).fill('Marie Dupont');
    await page.getByLabel(/^Account number/).fill('FR76 3000 2005 5000 0015 7845 Z02');
    await screenshot(page, 'wallet-phone-withdrawal');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.waitForURL(`**${ROUTES.withdrawalRecordStu}?id=*`);
    await page.getByText('Request submitted').waitFor();
    await settle(page, 'Withdrawal status');
    await screenshot(page, 'wallet-phone-withdrawal-status');

    // Ask for an invoice for an order.
    await page.goto(links.invoiceApplication());
    await settle(page, 'Request an invoice');
    await page.getByRole('checkbox').first().click();
    await page.getByRole('radio', { name: /Bijoux Lina SARL/ }).waitFor();
    await screenshot(page, 'wallet-phone-invoice-application');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.waitForURL(`**${ROUTES.invoicingList}`);
    await settle(page, 'Invoices');
    await page.getByText('In review').first().waitFor();
    await screenshot(page, 'wallet-phone-invoices');

    expect(errors.join('\n')).toBe('');
    await context.close();
  });
});

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

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('every account page on a %s', (label, viewport) => {
  it('renders, and has no serious or critical accessibility problem', async () => {
    const { context, page, errors } = await openContext(browser, viewport);
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
