import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_LINKS } from '@tests/hostile-links';
import { renderWithProviders } from '@tests/render';
import { DocumentHost } from './document-host';

function iconHref(): string | null {
  return document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href') ?? null;
}

function renderWithIcon(icon: string) {
  return renderWithProviders(<DocumentHost />, {
    preloadedState: { sysConfig: { config: { H5WebsiteIcon: icon, webDescription: 'Shop' }, launchResolved: true } },
  });
}

afterEach(() => {
  document.querySelector('link[rel="icon"]')?.remove();
  for (const link of document.querySelectorAll('link[rel="manifest"]')) link.remove();
  document.title = '';
  vi.restoreAllMocks();
});

describe('DocumentHost', () => {
  it('points the web app manifest at the shopper’s language', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'manifest' });
    link.setAttribute('href', '/manifest.webmanifest');
    document.head.append(link);
    try {
      renderWithProviders(<DocumentHost />, { preloadedState: { lang: { lang: 'fr', lang_name: 'Français', pack: {}, fallback: '' } } });
      await waitFor(() => expect(link.getAttribute('href')).toBe('/manifest.fr.webmanifest'));
    } finally {
      link.remove();
    }
  });

  it('links the web app manifest in the shopper’s language when the page has none', async () => {
    renderWithProviders(<DocumentHost />, { preloadedState: { lang: { lang: 'zh-TW', lang_name: '繁體中文', pack: {}, fallback: '' } } });
    await waitFor(() => expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1));
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.zh-TW.webmanifest');
  });

  it('takes the configured icon from our own host or an https address', async () => {
    renderWithIcon('/favicon.svg');
    await waitFor(() => expect(iconHref()).toBe('/favicon.svg'));
  });

  it.each([...HOSTILE_LINKS.filter((l) => l.trim() !== ''), 'http://evil.example/x.png'])(
    'loads no icon from %j',
    async (icon) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      renderWithIcon(icon);
      await waitFor(() => expect(document.title).toBe('Shop'));
      expect(iconHref()).toBeNull();
      expect(warn).toHaveBeenCalled();
    },
  );
});
