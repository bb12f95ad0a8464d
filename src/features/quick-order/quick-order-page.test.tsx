import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/constants';
import { MAX_LINES } from '@/lib/order-lines';
import { ROUTES } from '@/lib/routes';
import { catalogue, specSku } from '@mocks/data/catalogue';
import { server } from '@mocks/node';
import { demoCall, demoSession, PAGE_TIMEOUT } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';

/** Specs in stock of seeded goods, as "code quantity" lines at each goods' minimum order. */
function stockedLines(count: number, from = 200) {
  const goods = catalogue().slice(from, from + count);
  return goods.map((g) => {
    const spec = g.specs.find((s) => s.stock >= 200) ?? g.specs[0];
    return { goods: g, code: specSku(g, spec), quantity: Math.max(g.moq, 1) };
  });
}

async function open(route: string = ROUTES.quickOrder, locale: Locale = 'en', title = 'Quick order') {
  const preloadedState = await demoSession();
  const view = renderWithProviders(null, { route, preloadedState, locale });
  await screen.findByRole('heading', { level: 1, name: title }, PAGE_TIMEOUT);
  return { ...view, preloadedState };
}

const review = () => screen.findByRole('list', { name: 'Lines to add' }, PAGE_TIMEOUT);

describe('quick order', () => {
  it('reads pasted lines in several shapes, says which code is unknown, fixes it in place and adds everything', async () => {
    const [a, b, c] = stockedLines(3);
    const { user, store, preloadedState } = await open();
    const box = screen.getByRole('textbox', { name: 'Codes and quantities' });
    await user.click(box);
    await user.paste(`${a.code}\t${String(a.quantity)}\n${String(b.quantity)} x ${b.code.toLowerCase()}\nACC-Z99999-99, ${String(c.quantity)}\nnot a line`);
    await user.click(screen.getByRole('button', { name: 'Check these lines' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 lines read, 1 to fix');
    const list = await review();
    const unknown = await within(list).findByText('Unknown code: no product has it', {}, PAGE_TIMEOUT);
    expect(within(list).getByText('No product code on this line')).toBeInTheDocument();
    // Fix the unknown code where it stands.
    const row = unknown.closest('article') as HTMLElement;
    const field = within(row).getByRole('textbox', { name: 'Code' });
    await user.clear(field);
    await user.type(field, c.code);
    await user.click(within(row).getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(within(list).queryByText('Unknown code: no product has it')).not.toBeInTheDocument(), PAGE_TIMEOUT);
    await within(list).findByText(c.goods.name.en, {}, PAGE_TIMEOUT);
    // The unreadable line stays to fix; three goods are ready.
    const add = await screen.findByRole('button', { name: 'Add 3 lines to cart' }, PAGE_TIMEOUT);
    await user.click(add);
    expect(await screen.findByText('3 lines of 3 products went into your cart.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().cart.carNum).toBeGreaterThanOrEqual(3));
    const cart = await demoCall<{ list: { lines: { specs_id: number; quantity: number }[] }[] }>(preloadedState, '/api/commodity/shoppingCartList');
    const specIds = cart.list.flatMap((g) => g.lines.map((l) => l.specs_id));
    for (const line of [a, b, c]) expect(specIds).toContain(line.goods.specs.find((s) => specSku(line.goods, s) === line.code)?.id);
    // What went in left the review; the line still to fix did not.
    expect(within(list).getByText('No product code on this line')).toBeInTheDocument();
    expect(within(list).queryByText(a.goods.name.en)).not.toBeInTheDocument();
  });

  it('says a code made of letters only (mistyped, or another shop\'s) is unknown, not missing', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('textbox', { name: 'Codes and quantities' }));
    await user.paste('ACC-ABCD 2');
    await user.click(screen.getByRole('button', { name: 'Check these lines' }));
    const list = await review();
    expect(await within(list).findByText('Unknown code: no product has it', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(within(list).queryByText('No product code on this line')).not.toBeInTheDocument();
    expect(within(list).getByRole('textbox', { name: 'Code' })).toHaveValue('ACC-ABCD');
  });

  it('keeps what was typed and read across a reload, per account', async () => {
    const [a] = stockedLines(1, 300);
    const { user, unmount, preloadedState } = await open();
    await user.type(screen.getByRole('textbox', { name: 'Codes and quantities' }), 'half typed');
    await user.clear(screen.getByRole('textbox', { name: 'Codes and quantities' }));
    await user.type(screen.getByRole('textbox', { name: 'Codes and quantities' }), `${a.code} 3`);
    await user.click(screen.getByRole('button', { name: 'Check these lines' }));
    await user.type(screen.getByRole('textbox', { name: 'Codes and quantities' }), 'ACC-');
    unmount();
    renderWithProviders(null, { route: ROUTES.quickOrder, preloadedState });
    expect(await screen.findByRole('textbox', { name: 'Codes and quantities' }, PAGE_TIMEOUT)).toHaveValue('ACC-');
    expect(await within(await review()).findByText(a.goods.name.en, {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('merges duplicate lines and says the minimum is not reached, with a one-tap top-up', async () => {
    const goods = catalogue().slice(400).find((g) => g.moq >= 5 && g.specs.some((s) => s.stock > 100));
    const spec = goods?.specs.find((s) => s.stock > 100);
    if (!goods || !spec) throw new Error('seed changed');
    const code = specSku(goods, spec);
    const { user } = await open();
    await user.click(screen.getByRole('textbox', { name: 'Codes and quantities' }));
    await user.paste(`${code} 1\n${code.toLowerCase()}, 1`);
    await user.click(screen.getByRole('button', { name: 'Check these lines' }));
    const list = await review();
    expect(await within(list).findByText('2 lines merged', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(within(list).getByText(`Minimum order ${String(goods.moq)}: add ${String(goods.moq - 2)} more`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nothing ready to add' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: `Top up to ${String(goods.moq)}` }));
    expect(await screen.findByRole('button', { name: 'Add 1 line to cart' }, PAGE_TIMEOUT)).toBeEnabled();
  });

  it('reads a CSV file with a header row and says why a workbook is refused', async () => {
    const [a, b] = stockedLines(2, 500);
    const { user } = await open();
    const input = screen.getByLabelText('Open a CSV file');
    await user.upload(input, new File([`\uFEFFQuantité;Référence\n${String(a.quantity)};${a.code}\n${String(b.quantity)};${b.code}\n`], 'order.csv', { type: 'text/csv' }));
    expect(await screen.findByText('2 lines read', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(await within(await review()).findByText(b.goods.name.en, {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.upload(input, new File([Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'renamed-workbook.csv'));
    expect(await screen.findByText(/This is a workbook, not a CSV file/u, {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('says in Chinese, as Chinese separates sentences, that lines past the limit were not read', async () => {
    const [a] = stockedLines(1, 520);
    const { user } = await open(ROUTES.quickOrder, 'zh-CN', '快速下单');
    const lines = Array.from({ length: MAX_LINES + 2 }, () => `${a.code};${String(a.quantity)}`).join('\n');
    await user.upload(screen.getByLabelText('打开 CSV 文件'), new File([lines], 'order.csv', { type: 'text/csv' }));
    expect(await screen.findByText(`已读取 ${String(MAX_LINES)} 行。还有 2 行未读取：请先核对这些行，再粘贴其余部分。`, {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('says a goods is off the shelf and a spec sold out, and offers the stock left for too many', async () => {
    const goods = catalogue()[0];
    const [soldOut, low] = goods.specs;
    const [other] = stockedLines(1, 600);
    const detail = (await demoCall<Record<string, unknown>>(await demoSession(), '/api/commodity/commodityDetails', { id: other.goods.id }));
    server.use(
      http.post('*/api/commodity/commodityDetails', async ({ request }) => {
        const body = (await request.clone().json()) as { id: number };
        if (body.id === other.goods.id) return HttpResponse.json({ code: 1, msg: '', time: 0, data: { ...detail, status: 'off_shelf' } });
        return undefined;
      }),
    );
    const { user } = await open();
    await user.click(screen.getByRole('textbox', { name: 'Codes and quantities' }));
    await user.paste(`${specSku(goods, soldOut)} 5\n${specSku(goods, low)} 9\n${other.code} 20`);
    await user.click(screen.getByRole('button', { name: 'Check these lines' }));
    const list = await review();
    expect(await within(list).findByText('Sold out', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(within(list).getByText('No longer on sale')).toBeInTheDocument();
    expect(within(list).getByText('Only 3 left')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Take the 3 left' }));
    await waitFor(() => expect(within(list).queryByText('Only 3 left')).not.toBeInTheDocument());
  });
});
