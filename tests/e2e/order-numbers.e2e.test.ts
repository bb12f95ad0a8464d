import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { openContext, PHONE, screenshot, sharedBrowser, waitForApp } from './harness';
import { logIn, settle } from './shop-steps';

const browser = sharedBrowser();

/** Lines of text holding an order number (ACC…) that the layout cuts short, and how many there are. */
async function cutOrderNumbers(page: Page): Promise<{ seen: number; cut: string[] }> {
  return page.evaluate(() => {
    const lines = [...document.querySelectorAll('main p')].filter((p) => /ACC\d{6,}/.test(p.textContent));
    const cut = lines.filter((p) => p.scrollWidth > p.clientWidth + 1).map((p) => p.textContent);
    return { seen: lines.length, cut };
  });
}

describe('order numbers at 375 px in French', () => {
  it('are shown whole in the balance activity and the invoice request, never cut by an ellipsis', async () => {
    const { context, page } = await openContext(browser(), PHONE);
    await logIn(page, ROUTES.setUp);
    await waitForApp(page);
    await page.getByText('Français', { exact: true }).click();
    await settle(page, 'Paramètres');

    await page.goto(ROUTES.balance);
    await waitForApp(page);
    await settle(page, 'Solde');
    await page.getByText(/^Paiement de la commande ACC\d+/).first().waitFor();
    await screenshot(page, 'order-numbers-balance-fr');
    const ledger = await cutOrderNumbers(page);
    expect(ledger.seen).toBeGreaterThan(0);
    expect(ledger.cut).toEqual([]);

    await page.goto(links.invoiceApplication());
    await waitForApp(page);
    await settle(page, 'Demander une facture');
    await page.getByText(/^ACC\d+$/).first().waitFor();
    await screenshot(page, 'order-numbers-invoice-fr');
    const invoices = await cutOrderNumbers(page);
    expect(invoices.seen).toBeGreaterThan(0);
    expect(invoices.cut).toEqual([]);
    await context.close();
  });
});
