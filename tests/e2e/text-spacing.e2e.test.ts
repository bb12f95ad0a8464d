import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { PHONE, openContext, screenshot, sharedBrowser, TEXT_SPACING } from './harness';
import { readSeedIds } from './matrix/matrix-pages';
import { logIn, settle, toastGone } from './shop-steps';

/**
 * A reader with dyslexia or low vision sets wider text spacing for themselves (WCAG 1.4.12): lines
 * 1.5 apart, letters 0.12 em, words 0.16 em. A page's title must stay whole in the navigation bar,
 * which grows to hold it, and what sticks under the bar (a page's tabs) must move down with it. In
 * French at 375 px, "Historique des recharges" ended in "…" in a bar of fixed height.
 */
const browser = sharedBrowser();

/** The page's title, its bar and the tab bar sticking under it, as drawn now. */
function titleAndBar(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const title = header?.querySelector('h1');
    if (!header || !title) throw new Error('no navigation bar with a title');
    const tabs = document.querySelector('[role="tablist"]');
    return {
      // Neither cut by an ellipsis on one line nor clamped after two.
      whole: title.scrollWidth <= title.clientWidth && title.scrollHeight <= title.clientHeight + 1,
      lines: Math.round(title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight)),
      titleBottom: title.getBoundingClientRect().bottom,
      barBottom: header.getBoundingClientRect().bottom,
      tabsTop: tabs?.getBoundingClientRect().top ?? null,
    };
  });
}

/** How wide the page is drawn: wider than the screen means it scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A logged-in shopper with the spacing set, who has chosen `language` in the settings. */
async function shopperReadingIn(language: string, settings: string, changed: string) {
  const opened = await openContext(browser(), PHONE);
  await opened.context.addInitScript(TEXT_SPACING);
  await logIn(opened.page, ROUTES.setUp);
  await opened.page.getByText(language, { exact: true }).click();
  await settle(opened.page, settings);
  await toastGone(opened.page, changed);
  return opened;
}

describe('a reader’s own text spacing', () => {
  it('keeps each page’s title whole in a bar that grows to hold it, the tabs under the bar below it, and the Me and membership pages within a small phone', async () => {
    const { context, page, errors } = await shopperReadingIn('Français', 'Paramètres', 'Langue modifiée');

    await page.goto(ROUTES.rechargeRecord);
    await settle(page, 'Historique des recharges');
    const record = await titleAndBar(page);
    await screenshot(page, 'text-spacing-fr-375-recharge-record');
    expect(record).toMatchObject({ whole: true, lines: 2 });
    expect(record.titleBottom).toBeLessThanOrEqual(record.barBottom);

    // A small phone, where every long title takes two lines, and a page whose tabs stick under the bar.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(ROUTES.coupon);
    await settle(page, 'Mes bons de réduction');
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 200);
    await page.waitForTimeout(300);
    const coupons = await titleAndBar(page);
    await screenshot(page, 'text-spacing-fr-320-coupons-scrolled');
    expect(coupons).toMatchObject({ whole: true, lines: 2 });
    expect(coupons.titleBottom).toBeLessThanOrEqual(coupons.barBottom);
    expect(coupons.tabsTop).toBeGreaterThanOrEqual(coupons.barBottom - 0.5);

    // The Me page at 320 px: its order shortcuts and services go onto more rows rather than make the
    // page 358 px wide, the shopper's name is not cut to "Li…", and the balance keeps off the edge.
    await page.goto(ROUTES.user);
    await settle(page, 'Moi');
    const me = {
      pageWidth: await pageWidth(page),
      // The demo buyer's name, in a box that ends in "…" when it is too narrow.
      nameWhole: await page.getByText('Lina Chen', { exact: true }).evaluate((name) => name.scrollWidth <= name.clientWidth),
      balanceLeft: Math.round((await page.getByRole('link', { name: /Solde/ }).getByText(/\$US/).boundingBox())?.x ?? -1),
    };
    await screenshot(page, 'text-spacing-fr-320-me');
    expect(me.pageWidth).toBe(320);
    expect(me.nameWhole).toBe(true);
    expect(me.balanceLeft).toBeGreaterThanOrEqual(4);

    // A level's name, its discount and its "Atteint" tag take two lines rather than widen the page.
    await page.goto(ROUTES.membershipLevel);
    await settle(page, 'Niveau de membre');
    await page.getByText('Atteint', { exact: true }).first().waitFor();
    await screenshot(page, 'text-spacing-fr-320-membership');
    expect(await pageWidth(page)).toBe(320);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps an order’s stages, a category’s link, a card’s, a goods page’s and a new coupon’s amounts, the messages’ title and an address’s buttons whole and within the screen in Spanish', async () => {
    const { context, page, errors } = await shopperReadingIn('Español', 'Ajustes', 'Idioma cambiado');

    // Five stages side by side made the order's page 429 px wide ("Completado"): they go under each other.
    const { pendingOrderId, categoryId } = await readSeedIds(page);
    await page.goto(links.orderInfo(pendingOrderId));
    await settle(page, 'Detalles del pedido');
    const last = await page.getByRole('group', { name: 'Progreso del pedido' }).getByText('Completado', { exact: true }).boundingBox();
    await screenshot(page, 'text-spacing-es-375-order');
    expect(await pageWidth(page)).toBe(375);
    expect((last?.x ?? 999) + (last?.width ?? 0)).toBeLessThanOrEqual(375);

    await page.setViewportSize({ width: 320, height: 640 });
    // "Todo en Anillos" goes under the category's heading (it ran 5 px past the screen).
    await page.goto(ROUTES.class);
    await page.getByRole('link', { name: /Todo en/ }).waitFor();
    await screenshot(page, 'text-spacing-es-320-class');
    expect(await pageWidth(page)).toBe(320);
    // A card's tiered price, "desde 10,70 US$", stays whole in a card about 143 px wide (it was cut
    // by 4 to 17 px): its words are smaller than its amount and the card's text keeps 8 px from its edges.
    await page.goto(links.classList(categoryId));
    await page.getByText(/^desde /).first().waitFor();
    const hiddenPx = await page.evaluate(() =>
      [...document.querySelectorAll('a span')]
        .filter((span) => span.textContent.startsWith('desde ') && !span.firstElementChild?.textContent.startsWith('desde'))
        .map((figure) => {
          let clip = figure.parentElement;
          while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
          return clip ? figure.getBoundingClientRect().right - clip.getBoundingClientRect().right : 0;
        }),
    );
    await screenshot(page, 'text-spacing-es-320-class-list');
    expect(hiddenPx.length).toBeGreaterThan(1);
    expect(Math.max(...hiddenPx)).toBeLessThanOrEqual(0);
    // The struck-through price goes under the price (4 px past).
    await page.goto(links.goodsInfo(10001));
    await page.getByText(/vendidos/).waitFor();
    await screenshot(page, 'text-spacing-es-320-goods');
    expect(await pageWidth(page)).toBe(320);
    // The new coupons' pop-up over home: each amount stays on one line, its stub wider where it
    // needs to be ("23,87 US$" broke inside "US$" in a stub of 92 px).
    await page.goto(ROUTES.home);
    const coupons = page.getByRole('region', { name: /cupones? nuevos?/ });
    await coupons.getByRole('listitem').first().waitFor();
    await page.waitForTimeout(400); // the pop-up's opening animation
    const amountLines = await coupons.locator('li strong > span').evaluateAll((figures) =>
      figures.map((figure) => Math.round(figure.getBoundingClientRect().height / parseFloat(getComputedStyle(figure).lineHeight))),
    );
    await screenshot(page, 'text-spacing-es-320-new-coupons');
    expect(amountLines.length).toBeGreaterThan(0);
    expect(amountLines).toEqual(amountLines.map(() => 1));
    await coupons.getByRole('button', { name: 'Entendido', exact: true }).click();
    // The messages' title stays whole beside "Marcar todo como leído", which wraps instead ("Mensaje"
    // and "s" on two lines, squeezed to 81 px).
    await page.goto(ROUTES.msg);
    await settle(page, 'Mensajes');
    const messagesTitle = await titleAndBar(page);
    await screenshot(page, 'text-spacing-es-320-messages');
    expect(messagesTitle).toMatchObject({ whole: true, lines: 1 });
    expect(await pageWidth(page)).toBe(320);
    // Edit and delete go under the default choice (9 px past).
    await page.goto(ROUTES.addressList);
    await page.getByRole('button', { name: /Eliminar la dirección/ }).first().waitFor();
    await screenshot(page, 'text-spacing-es-320-addresses');
    expect(await pageWidth(page)).toBe(320);

    expect(errors).toEqual([]);
    await context.close();
  });
});
