import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connection } from '@tests/browser-connection';
import { renderWithProviders } from '@tests/render';
import { PageLoadError } from './page-boundary';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the tap-to-reload view of a page that could not be loaded', () => {
  it('says offline that the page is not saved and opens once back online, and the timeout online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<PageLoadError />);
    expect(await screen.findByText('This page is not saved for offline use.')).toBeInTheDocument();
    expect(screen.getByText('It opens when you are back online.')).toBeInTheDocument();
    expect(screen.queryByText('The connection timed out, click the screen to try again.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tap to reload/ })).toBeInTheDocument();

    connection(true);
    // The view follows the event once it has subscribed to it, which may be a render later.
    expect(await screen.findByText('This page could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The connection timed out, click the screen to try again.')).toBeInTheDocument();
    expect(screen.queryByText('This page is not saved for offline use.')).not.toBeInTheDocument();
  });

  it('in place of a whole page, offers a way home under it; in place of a section, none', async () => {
    const { unmount } = renderWithProviders(<PageLoadError homeLink />);
    expect(await screen.findByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/pages/tabbar/home/home');
    unmount();
    renderWithProviders(<PageLoadError />);
    expect(await screen.findByRole('button', { name: /Tap to reload/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
  });

  it('says something went wrong for code that threw, online or not', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<PageLoadError crashed />);
    expect(await screen.findByRole('button', { name: /Tap to reload/ })).toBeInTheDocument();
    expect(screen.queryByText('This page is not saved for offline use.')).not.toBeInTheDocument();
    expect(screen.queryByText('It opens when you are back online.')).not.toBeInTheDocument();
  });
});
