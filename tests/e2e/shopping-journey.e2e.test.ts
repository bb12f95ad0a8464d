import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { openContext, screenshot, sharedBrowser, VIEWPORTS } from './harness';
import { axeProblems, dismissCouponPopUp, goodsBarCartCount, logIn, picturesShown, setTwoSpecs, settle, tabBarCartCount, toastGone, withFindings } from './shop-steps';

/**
 * Issue 5's journey, in one go, as a buyer does it on a phone: home → search 'ring' → a goods →
 * quantities for two specs → add to cart → the badge counts them → confirm → place → pay from the
 * balance → the order under its paid tab → apply for after-sales → the progress shows it.
 * Every page on the way is photographed (test-results/journey-phone-*.png) and checked
 * with axe.
 */

const browser = sharedBrowser();

// On a phone: the desktop layout of every page on the way is judged at 1280 px, with axe, by the
// matrix (tests/e2e/matrix.e2e.test.ts); a second full journey at 1280 px cost CI 2.5 minutes.
describe.each(VIEWPORTS.filter(([label]) => label === 'phone'))('the shopping journey on a %s', (label, viewport) => {
  it('home → search → goods → two specs → cart → confirm → place → pay → paid tab → after-sales → progress → its detail and tab', async () => {
    const { context, page, errors } = await openContext(browser(), viewport);
    const problems: Record<string, string[]> = {};
    let step = 0;
    /** Photographs the page and checks it, under a numbered name in journey order. */
    const look = async (name: string) => {
      step += 1;
      await picturesShown(page);
      await screenshot(page, `journey-${label}-${String(step).padStart(2, '0')}-${name}`);
      problems[name] = await axeProblems(page);
    };

    await logIn(page, ROUTES.home);
    await dismissCouponPopUp(page, () => look('coupon-pop-up'));
    await page.getByRole('region', { name: 'Featured' }).getByRole('img').first().waitFor();
    await page.getByRole('list', { name: 'Recommended for you' }).getByRole('listitem').first().waitFor();
    const badgeBefore = await tabBarCartCount(page);
    await look('home');

    // Search 'ring' from the home page's search entry.
    await page.getByRole('link', { name: /Search jewelry/ }).click();
    await page.waitForURL(`**${ROUTES.search}`);
    await page.getByRole('heading', { name: 'Popular searches' }).waitFor();
    await look('search');
    await page.getByRole('searchbox').fill('ring');
    await page.getByRole('searchbox').press('Enter');
    await page.waitForURL('**/searchResult?keyword=ring');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('listitem').first().waitFor();
    await page.waitForTimeout(400);
    await look('search-results');

    // A goods with at least two specs in stock.
    await results.getByRole('link').first().click();
    await page.waitForURL('**/goodsInfo?id=*');
    await page.getByRole('list', { name: 'Wholesale prices' }).waitFor();
    const goodsName = (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
    expect(goodsName).toMatch(/ring/i);
    await look('goods');

    // The quantity sheet: two specs at the minimum order each, in one go.
    const minOrder = Number(/Minimum order (\d+)/.exec((await page.getByText(/^Minimum order \d+/).first().textContent()) ?? '')?.[1]);
    expect(minOrder).toBeGreaterThan(0);
    const { sheet, chosen } = await setTwoSpecs(page, minOrder);
    expect(chosen).toHaveLength(2);
    const add = sheet.getByRole('button', { name: 'Add to cart' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await look('quantity-sheet');
    await add.click();
    await toastGone(page, 'Added to cart');

    // The badge counts the new lines: on the goods page, then on the tab bar.
    const badgeAfter = await goodsBarCartCount(page);
    expect(badgeAfter).toBeGreaterThan(badgeBefore);
    await page.getByRole('link', { name: /Cart/ }).first().click();
    await page.waitForURL(`**${ROUTES.cart}`);
    await expect.poll(() => tabBarCartCount(page)).toBe(badgeAfter);
    await settle(page, 'Cart');
    await page.getByRole('region', { name: goodsName }).waitFor();
    await look('cart');

    // Confirm and place.
    const checkout = page.getByRole('button', { name: /^Check out \(\d+\)/ });
    await expect.poll(() => checkout.isEnabled()).toBe(true);
    await checkout.click();
    await page.waitForURL('**/confirmOrder?source=cart');
    await settle(page, 'Confirm order');
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    await page.getByRole('textbox', { name: 'Note to the shop' }).fill('Please pack each plating in its own bag.');
    await look('confirm-order');
    const place = page.getByRole('button', { name: 'Place order' });
    await expect.poll(() => place.isEnabled()).toBe(true);
    await place.click();

    // Pay from the balance.
    await page.waitForURL('**/pages/business/pay/pay?orderId=*');
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    expect(orderId).toBeGreaterThan(0);
    await settle(page, 'Payment');
    await page.getByRole('radio', { name: 'Account balance' }).click();
    await look('pay');
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await page.waitForURL(`**${links.payStu(orderId)}`);
    await page.getByText('Payment received').waitFor();
    await settle(page, 'Payment status');
    await look('pay-status');

    // The order, with its number, then the list under its paid tab.
    await page.getByRole('button', { name: 'View order' }).click();
    await page.waitForURL(`**${links.orderInfo(orderId)}`);
    const actions = page.getByRole('group', { name: /^Actions for order / });
    await actions.waitFor();
    const sn = ((await actions.getAttribute('aria-label')) ?? '').replace('Actions for order ', '');
    expect(sn).not.toBe('');
    await page.getByText(goodsName).first().waitFor();
    await look('order-info');

    await page.goto(links.orderList());
    await page.getByRole('tab', { name: /^Paid/ }).click();
    await page.waitForURL('**/orderList?status=paid');
    const card = page.getByRole('article', { name: `Order ${sn}` });
    await card.getByRole('button', { name: 'Return or refund' }).waitFor();
    await look('orders-paid-tab');

    // After-sales from the order's card, then its progress.
    await card.getByRole('button', { name: 'Return or refund' }).click();
    await page.waitForURL(`**${links.refundEdit(orderId)}`);
    await page.getByText(/^Up to \$/).waitFor();
    await page.getByRole('option', { name: 'Quality problem' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('The clasp of two pieces does not close.');
    await look('after-sales-apply');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.waitForURL('**/refundDetail/refundProgress?id=*');
    await toastGone(page, 'Request submitted. The shop will review it shortly.');
    const progress = page.getByRole('region', { name: 'Progress of the request' });
    await progress.getByText('Under review').first().waitFor();
    await look('after-sales-progress');

    // The request's detail offers a change while the shop reviews it; the list's after-sales tab has it.
    await page.getByRole('link', { name: 'Request details' }).click();
    await page.waitForURL('**/refundDetail/refundDetail?id=*');
    await page.getByRole('group', { name: 'Request actions' }).getByRole('button', { name: 'Change request' }).waitFor();
    await look('after-sales-detail');
    await page.goto(links.orderList('after_sales'));
    await page.getByRole('list', { name: 'After-sales requests' }).getByText(sn).first().waitFor();
    await look('orders-after-sales-tab');

    expect(withFindings(problems)).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });
});
