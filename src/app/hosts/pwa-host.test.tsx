import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installOffered, newVersionWaiting } from '@/state/pwa-slice';
import { renderWithProviders } from '@tests/render';
import { INSTALL_ANSWER_KEY } from '../pwa/install-offer';
import { captureInstallPrompt } from '../pwa/install-prompt';
import { PwaHost } from './pwa-host';

describe('the app bars', () => {
  it('say nothing until a new release waits, then offer the reload in the shopper’s language', async () => {
    const { store } = renderWithProviders(<PwaHost />, { locale: 'fr' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(newVersionWaiting());
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Une nouvelle version est prête');
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
  });

  it('offer the install; "Not now" closes it for good on this device', async () => {
    localStorage.removeItem(INSTALL_ANSWER_KEY);
    const { store, user } = renderWithProviders(<PwaHost />);
    act(() => {
      store.dispatch(installOffered());
    });
    const offer = await screen.findByRole('complementary', { name: 'Add ACC+ to your home screen' });
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(offer).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_ANSWER_KEY)).toBe('dismissed');
    expect(store.getState().pwa.installOffer).toBe(false);
  });

  it('"Install" shows the browser’s own prompt and keeps what the shopper chose there', async () => {
    localStorage.removeItem(INSTALL_ANSWER_KEY);
    const target = new EventTarget();
    captureInstallPrompt(target);
    const prompt = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(() => Promise.resolve()),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    target.dispatchEvent(prompt);
    expect(prompt.defaultPrevented).toBe(true); // no browser banner on the first screen

    const { store, user } = renderWithProviders(<PwaHost />);
    act(() => {
      store.dispatch(installOffered());
    });
    await user.click(await screen.findByRole('button', { name: 'Install' }));
    expect(prompt.prompt).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(localStorage.getItem(INSTALL_ANSWER_KEY)).toBe('accepted'));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
