import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSession } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';

const GOODS = 10001;
const PAGE = `/pages/business/goods/goodsInfo?id=${String(GOODS)}`;
const LONG = { timeout: 10_000 };

function installShareSheet(impl: (data: ShareData) => Promise<void>) {
  const share = vi.fn(impl);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return share;
}

describe('sharing a goods', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('opens the phone’s share sheet with the title, a line of text and the link with the sharer’s code, and copies nothing', async () => {
    const share = installShareSheet(() => Promise.resolve());
    await navigator.clipboard.writeText('before');
    const session = await demoSession();
    const userCode = session.session.user_info?.userCode ?? '';
    const { user } = renderWithProviders(null, { route: PAGE, preloadedState: session });
    const title = (await screen.findByRole('heading', { level: 2, name: /Ring/ }, LONG)).textContent;
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0]?.[0] ?? {};
    expect(data.title).toBe(title);
    expect(data.text).toContain(title);
    const url = new URL(data.url ?? '');
    expect(url.searchParams.get('id')).toBe(String(GOODS));
    expect(url.searchParams.get('sharer_user_code')).toBe(userCode);
    expect(await navigator.clipboard.readText()).toBe('before');
  });

  it('copies the link when the share sheet is missing, and tells a guest the link will not credit them', async () => {
    const { user, store } = renderWithProviders(null, { route: PAGE });
    await user.click(await screen.findByRole('button', { name: 'Share' }, LONG));
    await waitFor(() =>
      expect(store.getState().ui.toasts.at(-1)?.text).toEqual({ message: expect.objectContaining({ id: 'goods.copied_as_guest' }) as unknown }),
    );
    const copied = new URL(await navigator.clipboard.readText());
    expect(copied.searchParams.get('id')).toBe(String(GOODS));
    expect(copied.searchParams.has('sharer_user_code')).toBe(false);
  });

  it('copies the link when the share sheet refuses, but not when the shopper closes it', async () => {
    const share = installShareSheet(() => Promise.reject(new DOMException('closed', 'AbortError')));
    await navigator.clipboard.writeText('before');
    const { user, store } = renderWithProviders(null, { route: PAGE, preloadedState: await demoSession() });
    await user.click(await screen.findByRole('button', { name: 'Share' }, LONG));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(await navigator.clipboard.readText()).toBe('before');
    expect(store.getState().ui.toasts).toHaveLength(0);

    share.mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(store.getState().ui.toasts.at(-1)?.text).toEqual({ message: expect.objectContaining({ id: 'common.copied' }) as unknown }));
    expect(new URL(await navigator.clipboard.readText()).searchParams.get('id')).toBe(String(GOODS));
  });
});
