import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { ok } from '@mocks/testing/call';
import { LIMITS } from '@/lib/constants';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { demoSession } from '@tests/demo-session';
import { pageGone, pageGoneKeepingPictures } from '@tests/page-gone';
import { renderWithProviders } from '@tests/render';
import { actionOf, cardWithStatus, PAGE_TIMEOUT, recordCalls } from './order-test-kit';

async function openReview() {
  const preloadedState = await demoSession();
  const view = renderWithProviders(null, { route: links.orderList('received'), preloadedState });
  const card = await cardWithStatus('Received');
  await view.user.click(await actionOf(card, 'Review'));
  await screen.findByRole('heading', { level: 1, name: 'Review order' }, PAGE_TIMEOUT);
  await screen.findAllByRole('slider', {}, PAGE_TIMEOUT);
  return view;
}

describe('review an order', () => {
  it('rates each item, keeps the words within 140 characters, appraises and goes back to the order', async () => {
    const appraise = recordCalls('/api/order/appraise');
    const statistics = recordCalls('/api/order/orderQuantityStatistics');
    const { user, router } = await openReview();
    const orderId = new URLSearchParams(router.state.location.search).get('orderId');
    const stars = screen.getAllByRole('slider').at(0);
    if (!stars) throw new Error('no rating');
    expect(stars).toHaveAttribute('aria-valuenow', '5');
    stars.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(stars).toHaveAttribute('aria-valuenow', '3');
    expect(stars).toHaveTextContent('Fair');

    const fields = screen.getAllByRole('textbox', { name: /^Review of / });
    const words = fields.at(0);
    const others = fields.slice(1);
    if (!words) throw new Error('no review field');
    await user.click(words);
    await user.paste('Bright plating. '.repeat(12));
    expect((words as HTMLTextAreaElement).value).toHaveLength(LIMITS.inputMaxLength);
    for (const field of others) {
      await user.click(field);
      await user.paste('As pictured.');
    }

    const countsBefore = statistics.bodies.length;
    await user.click(screen.getByRole('checkbox', { name: 'Review anonymously' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/order/orderInfo'), PAGE_TIMEOUT);
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe(orderId);

    expect(appraise.bodies).toHaveLength(1);
    const body = appraise.bodies[0] as { order_id: number; anonymous: boolean; items: { rating: number; content: string; images: string[] }[] };
    expect(body.order_id).toBe(Number(orderId));
    expect(body.anonymous).toBe(true);
    expect(body.items[0]).toMatchObject({ rating: 3, images: [] });
    expect(body.items[0]?.content.length).toBeLessThanOrEqual(LIMITS.inputMaxLength);
    expect(body.items.slice(1).every((i) => i.rating === 5 && i.content === 'As pictured.')).toBe(true);
    // The order moved on (received → completed): its detail says so…
    const timeline = await screen.findByRole('group', { name: 'Order progress' }, PAGE_TIMEOUT);
    await waitFor(() => expect(timeline.querySelector('[aria-current="step"]')).toHaveTextContent('Completed'));
    // …and back on the list, the counts are asked for again and the received tab has let it go.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(statistics.bodies.length).toBeGreaterThan(countsBefore), PAGE_TIMEOUT);
    await screen.findByRole('tab', { name: /^Received/, selected: true }, PAGE_TIMEOUT);
    await waitFor(() => {
      const links = screen.queryAllByRole('link', { name: /^ACC\d+/ });
      expect(links.length > 0 || screen.queryByText('No orders here yet') !== null).toBe(true);
      expect(links.some((a) => a.getAttribute('href')?.endsWith(`id=${orderId ?? ''}`))).toBe(false);
    }, PAGE_TIMEOUT);
  });

  it('sends stars alone, and reviews a goods bought in two specs once for both lines', async () => {
    const preloadedState = await demoSession();
    const token = preloadedState.session['ba-user-token'];
    const { list } = await ok('/api/order/list', { page: 1, limit: 20, status: 'received' }, { token });
    const received = list.at(0);
    if (!received) throw new Error('seed changed: no received order');
    const detail = await ok('/api/order/details', { id: received.id }, { token });
    const first = detail.items.at(0);
    if (!first || detail.items.length < 2) throw new Error('seed changed: the received order has two goods');
    // The same goods in a second size: its own order line, as the server makes one per spec.
    const secondSize = { ...first, id: first.id + 100000, specs_id: first.specs_id + 1, specs_title: 'Second size' };
    const withTwoSizes = { ...detail, items: [first, secondSize, ...detail.items.slice(1)] };
    server.use(http.post('*/api/order/details', () => HttpResponse.json({ code: 1, msg: '', time: 0, data: withTwoSizes })));
    const appraise = recordCalls('/api/order/appraise');
    server.use(http.post('*/api/order/appraise', () => HttpResponse.json({ code: 1, msg: '', time: 0, data: null })));

    const { user, router } = renderWithProviders(null, { route: links.evaluateOrder(received.id), preloadedState });
    await screen.findAllByRole('slider', {}, PAGE_TIMEOUT);
    const goodsCount = new Set(withTwoSizes.items.map((i) => i.commodity_id)).size;
    expect(screen.getAllByRole('textbox', { name: /^Review of / })).toHaveLength(goodsCount);
    const card = screen.getByRole('region', { name: first.title });
    expect(card).toHaveTextContent(first.specs_title);
    expect(card).toHaveTextContent('Second size');

    const stars = within(card).getByRole('slider');
    stars.focus();
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/order/orderInfo'), PAGE_TIMEOUT);

    const body = appraise.bodies[0] as { items: { order_item_id: number; rating: number; content: string }[] };
    expect(body.items).toHaveLength(withTwoSizes.items.length);
    const ofFirstGoods = body.items.filter((i) => i.order_item_id === first.id || i.order_item_id === secondSize.id);
    expect(ofFirstGoods).toEqual([
      { order_item_id: first.id, rating: 4, content: '', images: [] },
      { order_item_id: secondSize.id, rating: 4, content: '', images: [] },
    ]);
    expect(body.items.every((i) => i.content === '')).toBe(true);
  });

  it('gives back the stars, words and anonymous choice typed before a reload', async () => {
    const first = await openReview();
    const route = first.router.state.location.pathname + first.router.state.location.search;
    const stars = screen.getAllByRole('slider').at(0);
    const words = screen.getAllByRole('textbox', { name: /^Review of / }).at(0);
    if (!stars || !words) throw new Error('no review to write');
    stars.focus();
    await first.user.keyboard('{ArrowLeft}{ArrowLeft}');
    await first.user.type(words, 'Clasp a little stiff.');
    await first.user.click(screen.getByRole('checkbox', { name: 'Review anonymously' }));

    pageGone(first);
    renderWithProviders(null, { route, preloadedState: await demoSession() });
    await screen.findByRole('heading', { level: 1, name: 'Review order' }, PAGE_TIMEOUT);
    const restored = (await screen.findAllByRole('slider', {}, PAGE_TIMEOUT)).at(0);
    expect(restored).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getAllByRole('textbox', { name: /^Review of / }).at(0)).toHaveValue('Clasp a little stiff.');
    expect(screen.getByRole('checkbox', { name: 'Review anonymously' })).toBeChecked();
  });

  it("gives back each goods' photos after a reload, on that goods alone, and sends them with its lines", async () => {
    const first = await openReview();
    const route = first.router.state.location.pathname + first.router.state.location.search;
    const groups = () => screen.getAllByRole('group', { name: /^Photos of / });
    const photos = groups().at(0);
    if (!photos || groups().length < 2) throw new Error('the demo order should have two goods to review');
    const name = photos.getAttribute('aria-label') ?? '';
    await first.user.upload(within(photos).getByLabelText('Add a photo', { selector: 'input' }), new File(['worn'], 'worn.png', { type: 'image/png' }));
    await waitFor(() => expect(within(photos).queryByText('Uploading…')).not.toBeInTheDocument());

    await pageGoneKeepingPictures(first);
    const appraise = recordCalls('/api/order/appraise');
    const { user } = renderWithProviders(null, { route, preloadedState: await demoSession() });
    await screen.findAllByRole('slider', {}, PAGE_TIMEOUT);
    const restored = await screen.findByRole('group', { name });
    expect(await within(restored).findByAltText(`${name}, image 1`)).toHaveAttribute('src', 'data:image/png;base64,d29ybg==');
    expect(within(groups().at(1) ?? restored).queryByAltText(/, image 1$/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(appraise.bodies).toHaveLength(1), PAGE_TIMEOUT);
    const body = appraise.bodies[0] as { items: { images: string[] }[] };
    expect(body.items[0]?.images).toEqual(['data:image/png;base64,d29ybg==']);
    expect(body.items.at(-1)?.images).toEqual([]);
  });

  it('says so when every item is already reviewed', async () => {
    const preloadedState = await demoSession();
    // The seed's completed order, read from the demo itself: one tree on the page (a second one,
    // rendered beside the order list this id was once read from, landed on login now and then).
    const { list } = await ok('/api/order/list', { page: 1, limit: 1, status: 'completed' }, { token: preloadedState.session['ba-user-token'] });
    const completed = list.at(0);
    if (!completed) throw new Error('seed changed: no completed order');
    const { user, router } = renderWithProviders(null, { route: links.evaluateOrder(completed.id), preloadedState });
    expect(await screen.findByText('Every item of this order has been reviewed.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/order/orderInfo'));
  });

  it('opened without an order, says it cannot find one and takes the shopper to their orders', async () => {
    const preloadedState = await demoSession();
    const { user } = renderWithProviders(null, { route: ROUTES.evaluateOrder, preloadedState });
    expect(await screen.findByText('This order could not be found.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to my orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' }, PAGE_TIMEOUT)).toBeInTheDocument();
  });
});
