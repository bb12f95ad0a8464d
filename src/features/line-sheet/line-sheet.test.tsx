import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@mocks/testing/call';
import { renderWithProviders } from '@tests/render';
import { sheetLink } from './sheet-link';

const LONG = { timeout: 10_000 };

describe('line sheet', () => {
  it('a retail sheet shows the prices its link carries and no wholesale price, in the sheet’s language', async () => {
    const goods = await ok('/api/commodity/commodityDetails', { id: 10001 });
    renderWithProviders(null, { route: sheetLink({ prices: 'retail', lang: 'en', title: 'Spring rings', items: [{ goodsId: 10001, retail: '32.99' }] }) });
    const sheet = within(await screen.findByRole('article', { name: 'Spring rings' }, LONG));
    expect(await sheet.findByRole('heading', { level: 3, name: goods.title }, LONG)).toBeInTheDocument();
    expect(sheet.getByText('Price $32.99')).toBeInTheDocument();
    for (const tier of goods.price_tiers) expect(sheet.queryByText(new RegExp(`\\$${tier.price.replace('.', '\\.')}`, 'u'))).not.toBeInTheDocument();
    expect(sheet.queryByText(/Minimum order/u)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
  });

  it('a wholesale sheet shows the tiers and the minimum order', async () => {
    const goods = await ok('/api/commodity/commodityDetails', { id: 10001 });
    renderWithProviders(null, { route: sheetLink({ prices: 'wholesale', lang: 'en', title: '', items: [{ goodsId: 10001 }] }) });
    const sheet = within(await screen.findByRole('article', { name: 'Line sheet' }, LONG));
    await sheet.findByRole('heading', { level: 3, name: goods.title }, LONG);
    const first = goods.price_tiers.at(0);
    if (!first) throw new Error('the demo goods has no tiers');
    expect(sheet.getByText(`from ${String(first.min_qty)} pcs: $${first.price}`)).toBeInTheDocument();
    expect(sheet.getByText(`Minimum order ${String(goods.min_order_qty)} pcs`)).toBeInTheDocument();
  });

  it('lists a goods’ colours as the sheet’s language lists them', async () => {
    renderWithProviders(null, { route: sheetLink({ prices: 'wholesale', lang: 'zh-CN', title: '春季戒指', items: [{ goodsId: 10001 }] }) });
    const sheet = within(await screen.findByRole('article', { name: '春季戒指' }, LONG));
    const colours = await sheet.findByText(/^颜色：/u, {}, LONG);
    // Two colours or more, separated by the Chinese enumeration comma, never ', '.
    expect(colours.textContent).toMatch(/^颜色：[^、,]+(、[^、,]+)+$/u);
  });
});
