import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { ok } from '@mocks/testing/call';
import { renderWithProviders } from '@tests/render';

const GOODS = 10001;
const PAGE = `/pages/business/goods/goodsInfo?id=${String(GOODS)}`;

/** Swatch colours a server answer could carry to fetch from another host or restyle the page. */
const HOSTILE_COLOURS = [
  'url(https://evil.example/track.png)',
  'red url(//evil.example/x)',
  '#fff; position: fixed; inset: 0',
  'var(--adm-color-primary)',
  'expression(alert(1))',
  'image-set("https://evil.example/x.png" 1x)',
];

describe('plating swatches', () => {
  it('paint only plain colours: a url(), var() or second declaration from the server gives the neutral swatch', async () => {
    const goods = await ok('/api/commodity/commodityDetails', { id: GOODS });
    const platings = goods.platings.map((p, i) => ({ ...p, color: i === 0 ? '#d4af37' : (HOSTILE_COLOURS[i % HOSTILE_COLOURS.length] ?? '') }));
    expect(platings.length).toBeGreaterThan(1);
    server.use(http.post('*/api/commodity/commodityDetails', () => HttpResponse.json({ code: 1, msg: '', time: 0, data: { ...goods, platings } })));
    const { user } = renderWithProviders(null, { route: PAGE });
    await screen.findByRole('heading', { level: 2, name: goods.title }, { timeout: 10_000 });
    const bar = screen.getAllByRole('button', { name: 'Add to cart' }).at(-1);
    if (!bar) throw new Error('no Add to cart button');
    await user.click(bar);
    const sheet = await screen.findByRole('region', { name: 'Choose quantities' });
    const first = platings.at(0);
    if (!first) throw new Error('no plating');
    within(sheet).getByRole('heading', { name: first.name });
    const painted = [...sheet.querySelectorAll<HTMLElement>('[style]')].map((el) => el.getAttribute('style') ?? '');
    expect(painted.some((style) => /background:\s*(#d4af37|rgb\(212, 175, 55\))/i.test(style))).toBe(true);
    for (const style of painted) expect(style).not.toMatch(/url\(|var\(|expression|image-set|position|evil/i);
  });
});
