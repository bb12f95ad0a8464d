import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { openContext, PHONE, screenshot, sharedBrowser, VIEWPORTS, waitForApp } from './harness';
import { axeProblems, callAsShopper, logIn, settle, toastGone } from './shop-steps';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const readCatalogue = (locale: string) => JSON.parse(readFileSync(path.join(LOCALES, `${locale}.json`), 'utf8')) as Record<string, string>;
const en = readCatalogue('en');
const fr = readCatalogue('fr');

/**
 * English texts that French renders differently: seeing one of them as a whole line on a French
 * page means a string escaped translation. (Words French shares with English, like "Messages" or
 * "Coupons", are not in this set.)
 */
const frenchTexts = new Set(Object.values(fr));
const englishOnly = new Set(
  Object.entries(en)
    .filter(([id, text]) => id in fr && fr[id] !== text && !frenchTexts.has(text) && !/[{<]/.test(text))
    .map(([, text]) => text),
);
const NAMESPACES = [...new Set(Object.keys(en).map((id) => id.split('.')[0]))];
const RAW_ID = new RegExp(`\\b(${NAMESPACES.join('|')})\\.[a-z0-9_]+\\b`);

/** A French text by its id; a missing id fails the test here rather than as a vague timeout. */
function french(id: string): string {
  const text = fr[id] as string | undefined;
  if (text === undefined) throw new Error(`no French text for ${id}`);
  return text;
}

/**
 * A form field's French label, with or without the required mark ('Adresse *', not 'Adresse par
 * défaut'). Playwright's getByLabel reads the label's text, "*" included; the name a screen reader
 * hears is checked by role (global.css: "Nom (obligatoire)").
 */
function labelled(id: string): RegExp {
  return new RegExp(`^${french(id).replace(/[.*+?^$()|[\]\\]/g, '\\$&')}\\s*\\*?\\s*$`);
}

/** A French sentence with its {placeholders} matching anything ('Recharger {amount}'). */
function frenchPattern(id: string): RegExp {
  const parts = french(id).split(/\{[a-z]+\}/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('.+')}$`);
}

/** Raw message ids and untranslated English visible on the page. */
async function untranslated(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  const problems: string[] = [];
  for (const line of lines) {
    if (RAW_ID.test(line)) problems.push(`raw id: ${line}`);
    if (englishOnly.has(line)) problems.push(`English: ${line}`);
  }
  return problems;
}

const browser = sharedBrowser();

describe('account journey on a phone (375×812)', () => {
  it('logs in by SMS code, switches to French, adds an address, tops up, withdraws, asks for an invoice, reads a message, logs out', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    const a11y: string[] = [];
    const wording: string[] = [];
    const check = async (name: string) => {
      await screenshot(page, `account-phone-${name}`);
      a11y.push(...(await axeProblems(page)).map((p) => `${name}: ${p}`));
    };
    const checkFrench = async (name: string) => {
      await check(name);
      wording.push(...(await untranslated(page)).map((p) => `${name}: ${p}`));
    };

    // Log in with the SMS code.
    await page.goto(links.login(ROUTES.user));
    await waitForApp(page);
    await settle(page, 'Log in');
    await check('login');
    await page.getByRole('button', { name: /^Country code: \+\d+$/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Choose a country code' });
    await sheet.getByPlaceholder('Search country or code').fill('86');
    await sheet.getByRole('button', { name: /China/ }).click();
    await page.getByRole('button', { name: 'Country code: +86' }).waitFor();
    await page.getByLabel('Mobile number').fill('13800138000');
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    await page.getByRole('group', { name: 'Verification code' }).click();
    await page.keyboard.type('123456');
    await page.getByRole('checkbox', { name: /^I have read and agree/ }).check();
    await check('login-filled');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`**${ROUTES.user}`);
    await settle(page, 'Me');
    await page.getByText(/^Member ID /).waitFor();
    await check('user');

    // Switch to French from the settings.
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await settle(page, 'Settings');
    await page.getByText('Français', { exact: true }).click();
    await settle(page, 'Paramètres');
    await checkFrench('settings-fr');

    // The pages of the account, in French.
    const visit = async (target: string, title: string | RegExp, name: string) => {
      await page.goto(target);
      await waitForApp(page);
      await settle(page, title);
      await checkFrench(name);
    };
    await visit(ROUTES.user, 'Moi', 'user-fr');
    await visit(ROUTES.userInfo, 'Mon profil', 'user-info-fr');
    await visit(ROUTES.accountSettings, 'Compte et sécurité', 'account-settings-fr');
    await visit(ROUTES.questions, /.+/, 'questions-fr');
    await visit(links.agreement('privacy'), /.+/, 'agreement-fr');
    await visit(ROUTES.accessPermissions, /.+/, 'access-permissions-fr');

    // Add an address, in French.
    await visit(ROUTES.addressList, french('page.address_list'), 'address-list-fr');
    await page.getByRole('button', { name: french('addresses.add') }).click();
    await settle(page, french('page.address_info'));
    await page.getByLabel(labelled('addresses.name')).fill('Marie Dupont');
    // A required field is heard as such in French, and antd's "*" is not read out as a star.
    const recipient = page.getByRole('textbox', { name: `${french('addresses.name')} ${french('antd.required_spoken')}`, exact: true });
    expect(await recipient.inputValue()).toBe('Marie Dupont');
    await page.getByRole('button', { name: new RegExp(`^${french('addresses.country')}`) }).click();
    const countries = page.getByRole('dialog', { name: french('addresses.country_placeholder') });
    await countries.getByRole('searchbox').fill('Fra');
    await countries.getByRole('button', { name: /^France/ }).click();
    await countries.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('button', { name: new RegExp(`^${french('addresses.area_code')}`) }).textContent()).toContain('+33');
    await page.getByLabel(labelled('addresses.mobile')).fill('06 12 34 56 78');
    await page.getByLabel(labelled('addresses.city')).fill('Paris');
    await page.getByLabel(labelled('addresses.detail')).fill('5 avenue Montaigne');
    await page.getByLabel(labelled('addresses.postcode')).fill('75008');
    await checkFrench('address-form-fr');
    await page.getByRole('button', { name: french('addresses.save') }).click();
    await page.waitForURL(`**${ROUTES.addressList}`);
    await page.getByText('Marie Dupont').waitFor();
    await settle(page, french('page.address_list'));
    await checkFrench('address-added-fr');

    // Top up by card (paid at once on the demo backend): the balance grows.
    await visit(ROUTES.balance, french('page.balance'), 'balance-fr');
    const balanceBefore = await page.locator('#wallet-available + p').textContent();
    await page.getByRole('button', { name: french('wallet.top_up') }).first().click();
    await settle(page, french('page.recharge'));
    await page.getByLabel(labelled('wallet.amount')).fill('150');
    await page.getByRole('radio', { name: new RegExp(french('payment.method_credit_card')) }).click();
    await checkFrench('recharge-fr');
    await page.getByRole('button', { name: frenchPattern('wallet.top_up_submit') }).click();
    await page.getByText(french('wallet.top_up_done')).waitFor();
    await checkFrench('recharge-done-fr');
    await page.getByRole('button', { name: french('wallet.back_to_balance') }).click();
    await settle(page, french('page.balance'));
    await expect.poll(() => page.locator('#wallet-available + p').textContent()).not.toBe(balanceBefore);

    // Withdraw to the shopper's own account, within the balance: the fee shows before submitting
    // and a confirmation states it again.
    await page.getByRole('button', { name: french('wallet.withdraw') }).first().click();
    await settle(page, french('page.withdrawal'));
    await page.getByText(frenchPattern('wallet.can_withdraw')).waitFor();
    await page.getByLabel(labelled('wallet.withdraw_amount')).fill('60');
    await page.getByLabel(labelled('wallet.bank_name')).fill('Crédit Lyonnais');
    await page.getByLabel(labelled('wallet.account_name')).fill('Marie Dupont');
    await page.getByLabel(labelled('wallet.payout_account_no')).fill('FR76 3000 2005 5000 0015 7845 Z02');
    await page.getByText(french('wallet.received')).waitFor();
    await checkFrench('withdrawal-fr');
    await page.getByRole('button', { name: french('wallet.withdraw_submit') }).click();
    // The shop's dialogs are named by their title (src/components/dialogs.ts), so axe checks this
    // one too, once it has finished sliding in.
    const question = page.getByRole('dialog', { name: french('wallet.confirm_title') });
    await question.waitFor();
    await page.waitForTimeout(400);
    await checkFrench('withdrawal-confirm-fr');
    await question.getByRole('button', { name: french('wallet.withdraw') }).click();
    // The toast wraps French at word boundaries (antd's own rule breaks anywhere: "envoy|ée").
    const toast = page.locator('.adm-toast-main').filter({ hasText: french('wallet.withdraw_requested') });
    await toast.waitFor();
    expect(await toast.evaluate((element) => getComputedStyle(element).wordBreak)).toBe('normal');
    await page.waitForURL(`**${ROUTES.withdrawalRecordStu}?id=*`);
    await page.getByText(french('wallet.step_submitted')).waitFor();
    await settle(page, french('page.withdrawal_record_stu'));
    await checkFrench('withdrawal-status-fr');

    // Ask for an invoice for an order.
    await visit(links.invoiceApplication(), french('page.invoice_application'), 'invoice-application-fr');
    await page.getByRole('checkbox').first().click();
    await page.getByRole('radio', { name: /Bijoux Lina SARL/ }).waitFor();
    await page.getByRole('button', { name: french('common.submit_request') }).click();
    await page.waitForURL(`**${ROUTES.invoicingList}`);
    await settle(page, french('page.invoicing_list'));
    await page.getByText(french('invoices.pending')).first().waitFor();
    await checkFrench('invoices-fr');

    // Read a message: it is no longer unread, and the unread count (and the tab badge) is the
    // server's, the one read counted out. The demo shop goes on meanwhile (the withdrawal above is
    // reviewed a minute after it was asked for, and says so in a new message), so the count is
    // compared with the server's own rather than with the one before: CI117 and CI126 failed on a
    // slow run where a message arrived between the two readings.
    await visit(ROUTES.msg, 'Messages', 'msg-fr');
    const list = page.getByRole('list', { name: 'Messages' });
    const unreadLinks = () => list.getByRole('link', { name: /Non lu/ }).evaluateAll((rows) => rows.map((a) => a.getAttribute('href') ?? ''));
    const summary = page.getByText(/^\d+ messages? non lus?$|^Tout est lu$/);
    const shownCount = async () => Number(/^\d+/.exec((await summary.textContent()) ?? '')?.[0] ?? 0);
    await summary.waitFor();
    const before = await shownCount();
    expect(before).toBeGreaterThan(0);
    const tabBar = page.getByRole('navigation', { name: 'Menu principal' });
    // The tab bar's badge says what the page says (read together: either may have moved on).
    const badgeAgrees = async () => (await tabBar.getByText(String(await shownCount()), { exact: true }).count()) > 0;
    await expect.poll(badgeAgrees, { timeout: 30_000 }).toBe(true);
    const opened = list.getByRole('link', { name: /Non lu/ }).first();
    const openedHref = await opened.getAttribute('href');
    await opened.click();
    await page.waitForURL(`**${ROUTES.parseSysInfo}?id=*`);
    await settle(page, 'Message');
    await page.getByRole('article').waitFor();
    await checkFrench('parse-sys-info-fr');
    await page.goBack();
    await page.waitForURL(`**${ROUTES.msg}`);
    await expect.poll(async () => (await unreadLinks()).includes(openedHref ?? ''), { timeout: 30_000 }).toBe(false);
    // The count shown is the server's once the one read is counted out there too. (Counting the
    // new rows instead failed in CI154: the list draws only the rows near the screen, so a row that
    // was there all along but drawn only now counted as one that arrived.)
    // The page asks for the count as it opens, and the app asks again once a minute: a message the
    // shop sends after that (the withdrawal's review) is counted within one polling interval, so
    // that is how long the two may disagree (CI at stop 48 failed waiting 30 s for it).
    const serverCount = async () => (await callAsShopper<{ count: number }>(page, '/api/common/systemNotificationUnreadQuantity', {})).count;
    await expect.poll(async () => (await shownCount()) === (await serverCount()), { timeout: 75_000 }).toBe(true);
    if ((await shownCount()) > 0) await expect.poll(badgeAgrees, { timeout: 30_000 }).toBe(true);
    await checkFrench('msg-after-read-fr');

    // Log out.
    await page.goto(ROUTES.setUp);
    await settle(page, 'Paramètres');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(`**${ROUTES.user}`);
    await page.getByRole('link', { name: 'Se connecter ou s’inscrire' }).waitFor();
    // The "logged out" toast fades away first: axe would read its half-transparent text as low contrast.
    await toastGone(page, french('settings.logged_out'));
    await checkFrench('user-logged-out-fr');
    // Logged out means no session under the spec's keys, for this client and the uni-app one.
    const stored = await page.evaluate(() => [localStorage.getItem('ba-user-token'), localStorage.getItem('user_info')]);
    expect(stored).toEqual([null, null]);

    // Logging in again in French: "Recevoir le code" is wider than "Get code", and a mobile
    // number typed beside it is still seen whole, not scrolled out of its field digit by digit.
    await page.getByRole('link', { name: 'Se connecter ou s’inscrire' }).click();
    await settle(page, 'Connexion');
    const number = page.getByLabel('Numéro de portable');
    await number.fill('13800138000');
    await checkFrench('login-number-typed-fr');
    expect(await number.evaluate((field: HTMLInputElement) => [field.scrollWidth <= field.clientWidth, field.clientWidth])).toEqual([true, expect.any(Number)]);

    expect(wording).toEqual([]);
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Every page of login, messages, user, settings, profile and help is judged at 375 and 1280 px,
// with axe, by the matrix (tests/e2e/matrix.e2e.test.ts); what only a shopper's taps reach is
// judged here: the change sheets of account security, open.
describe.each(VIEWPORTS)('the account security sheets on a %s', (label, viewport) => {
  it('open without a serious or critical accessibility problem', async () => {
    const { context, page, errors } = await openContext(browser(), viewport);
    const problems: string[] = [];
    await logIn(page, ROUTES.user);

    // The change sheets of account security, open.
    await page.goto(ROUTES.accountSettings);
    await settle(page, 'Account and security');
    await page.getByRole('button', { name: 'Change Mobile number' }).click();
    await page.getByRole('dialog', { name: 'Change mobile number' }).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, `account-${label}-change-mobile`);
    problems.push(...(await axeProblems(page)).map((p) => `change-mobile: ${p}`));

    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * What on the page runs past its box: the page itself, or a card, row or button whose content is
 * wider than it; and any icon a long neighbour squeezed below its size (it shrinks to a dot).
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page');
    for (const box of document.querySelectorAll('main li, main button, main section, main article')) {
      if (box.scrollWidth > box.clientWidth + 1) found.push(`${box.tagName.toLowerCase()}: ${box.textContent.slice(0, 30)}`);
    }
    for (const icon of document.querySelectorAll('main svg.antd-mobile-icon')) {
      const { width } = icon.getBoundingClientRect();
      if (width > 0 && width < parseFloat(getComputedStyle(icon).fontSize) - 1) found.push(`a squeezed icon in ${icon.parentElement?.textContent.slice(0, 30) ?? ''}`);
    }
    return found;
  });
}

/** What inside a dialog or sheet reaches past its edges (the box clips it, so the page does not overflow). */
async function spilling(box: Locator): Promise<string[]> {
  return box.evaluate((root) => {
    const edge = root.getBoundingClientRect();
    return [...root.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().left < edge.left - 1 || e.getBoundingClientRect().right > edge.right + 1)
      .map((e) => `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''}: ${e.textContent.slice(0, 30)}`);
  });
}

// A name pasted without spaces, a street in a script written without them: what a shopper writes
// may be one word as long as the server takes. Each page that shows it keeps it on the screen.
describe('long words a shopper writes, on a phone', () => {
  it('stay inside their cards: the address book, confirm order, changing an order’s address, a search that finds nothing, a reorder list', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    await logIn(page, ROUTES.addressList);
    await callAsShopper(page, '/api/account/addressRenew', { name: 'N'.repeat(60), mobile: '612345678', area_code: '33', country_id: 1, city: 'C'.repeat(60), address: 'A'.repeat(200), is_default: true });

    await page.goto(ROUTES.addressList);
    await settle(page, 'My addresses');
    await page.getByText('N'.repeat(60)).waitFor();
    await screenshot(page, 'account-phone-long-address-book');
    expect(await overflowing(page)).toEqual([]);

    await page.goto(links.confirmOrderFromCart());
    await settle(page, 'Confirm order');
    await page.getByText('N'.repeat(60)).waitFor();
    await screenshot(page, 'account-phone-long-address-confirm');
    expect(await overflowing(page)).toEqual([]);

    // An order not yet shipped can go to that address instead: the sheet that offers it.
    const unpaid = await callAsShopper<{ list: { id: number }[] }>(page, '/api/order/list', { status: 'pending_payment', page: 1, limit: 10 });
    expect(unpaid.list).not.toEqual([]);
    await page.goto(links.orderInfo(unpaid.list[0]?.id ?? 0));
    await settle(page, 'Order details');
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('button', { name: 'Change address' }).click();
    const sheet = page.getByRole('dialog', { name: 'Deliver to another address' });
    await sheet.getByText('N'.repeat(60), { exact: false }).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'account-phone-long-address-change');
    expect(await spilling(sheet)).toEqual([]);

    await page.goto(links.searchResult('x'.repeat(140)));
    await settle(page, 'Search results');
    await page.getByText(/^No products match/).waitFor();
    await screenshot(page, 'account-phone-long-search');
    expect(await overflowing(page)).toEqual([]);

    // A reorder list named with one long word, in the list of lists.
    await page.goto(ROUTES.reorderLists);
    await settle(page, 'Reorder lists');
    await page.getByRole('button', { name: 'My cart' }).click();
    await settle(page, 'Reorder list');
    await page.getByLabel('Name').fill('L'.repeat(140));
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.goto(ROUTES.reorderLists);
    await settle(page, 'Reorder lists');
    await page.getByText('L'.repeat(140)).waitFor();
    await screenshot(page, 'account-phone-long-reorder-list');
    expect(await overflowing(page)).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('stay inside their cards and dialogs: an invoice’s company, a bank’s name', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    await logIn(page, ROUTES.invoiceApplication);
    const company = 'C'.repeat(100);
    await callAsShopper(page, '/api/account/userInvoicing', { title_type: 'company', title: company, tax_no: 'T'.repeat(30), email: `${'e'.repeat(93)}@ex.com` });

    await page.goto(ROUTES.invoiceApplication);
    await settle(page, 'Request an invoice');
    await page.getByText(company).waitFor();
    await screenshot(page, 'account-phone-long-invoice-profile');
    expect(await overflowing(page)).toEqual([]);

    // The question before a withdrawal names the bank as the shopper typed it.
    await page.goto(ROUTES.withdrawal);
    await settle(page, 'Withdraw');
    await page.getByLabel('Amount to withdraw').fill('60');
    await page.getByLabel(/^Bank\W*$/).fill('B'.repeat(100));
    await page.getByLabel('Account name').fill('Lina Chen');
    await page.getByLabel('IBAN or account number').fill('DE89370400440532013000');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    const question = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
    await question.getByText(/^Withdraw \$60\.00 to B+/).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'account-phone-long-withdrawal-question');
    expect(await spilling(question)).toEqual([]);
    await question.getByRole('button', { name: 'Cancel' }).click();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('stay inside a goods page: a reviewer’s name as long as the server keeps', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    await logIn(page, ROUTES.user);
    const nickname = 'N'.repeat(50);
    // The demo account's received order is reviewed under that name, as the review page would send it.
    const { userInfo: me } = await callAsShopper<{ userInfo: { id: number; username: string } }>(page, '/api/account/userInfo', {});
    await callAsShopper(page, '/api/account/profile', { id: me.id, username: me.username, gender: 0, birthday: '', nickname, motto: '', avatar: '' });
    const orders = await callAsShopper<{ list: { status: string; id: number; items: { id: number; commodity_id: number }[] }[] }>(page, '/api/order/list', { status: 'received', page: 1, limit: 10 });
    const received = orders.list.at(0);
    const item = received?.items.at(0);
    if (!received || !item) throw new Error('the demo account has no received order to review');
    await callAsShopper(page, '/api/order/appraise', { order_id: received.id, items: [{ order_item_id: item.id, rating: 5, content: 'Lovely', images: [] }] });

    await page.goto(links.goodsInfo(item.commodity_id));
    await settle(page, 'Product details');
    const name = page.getByText(nickname);
    await name.scrollIntoViewIfNeeded();
    await name.waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'account-phone-long-reviewer');
    expect(await overflowing(page)).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
