import { render, screen, within } from '@testing-library/react';
import bootMessages from 'virtual:boot-messages';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import type * as ChunkFailure from '@/lib/chunk-failure';
import { reloadIfChunkGone } from '@/lib/chunk-failure';
import { LOCALES, type Locale } from '@/lib/constants';
import { AppIntlProvider } from '@/i18n/app-intl-provider';
import BOOT_MESSAGE_IDS from '@/i18n/boot-message-ids.json';
import { SlowStartNotice } from '@/i18n/boot-notice';
import type * as Catalogues from '@/i18n/catalogues';
import { loadCatalogue } from '@/i18n/catalogues';
import { testState } from '@tests/render';
import { makeTestStore } from '@tests/test-store';

vi.mock('@/lib/chunk-failure', async (original) => ({
  ...(await original<typeof ChunkFailure>()),
  reloadIfChunkGone: vi.fn(() => Promise.resolve(false)),
}));
vi.mock('@/i18n/catalogues', async (original) => ({
  ...(await original<typeof Catalogues>()),
  loadCatalogue: vi.fn(),
}));

const lostChunk = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/fr-DHDskeMk.js');

function renderApp(locale: Locale) {
  const { store } = makeTestStore({ preloadedState: testState({}, locale) });
  return render(
    <Provider store={store}>
      <AppIntlProvider>
        <h1>The shop</h1>
      </AppIntlProvider>
    </Provider>,
  );
}

describe('a language catalogue that fails to load', () => {
  it.each([
    ['fr', 'Impossible de charger cette page.', 'Touchez pour recharger'],
    ['zh-CN', '页面加载失败。', '点击重新加载'],
    ['en', 'This page could not be loaded.', 'Tap to reload'],
  ] as const)('shows the tap-to-reload view in %s from the entry’s own texts, not a blank page', async (locale, title, tap) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(loadCatalogue).mockRejectedValue(lostChunk);
    renderApp(locale);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(tap) })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The shop' })).not.toBeInTheDocument();
    // A deploy that took the chunk away is mended by one reload (lib/chunk-failure.ts decides).
    expect(reloadIfChunkGone).toHaveBeenCalledWith(lostChunk);
  });

  it('has the view’s texts in the entry for every language, as the catalogues say them', async () => {
    for (const locale of LOCALES) {
      const { default: catalogue } = (await import(`../../locales/${locale}.json`)) as { default: Record<string, string> };
      for (const id of BOOT_MESSAGE_IDS) expect(bootMessages[locale][id], `${locale} ${id}`).toBe(catalogue[id]);
    }
  });
});

describe('the notice that the shop is slow to open', () => {
  it.each([
    ['fr', 'La boutique met plus de temps que d’habitude à s’ouvrir.', 'Touchez pour recharger'],
    ['zh-TW', '商城開啟的時間比平常久。', '點一下重新載入'],
    ['es', 'La tienda está tardando más de lo habitual en abrirse.', 'Toca para recargar'],
  ] as const)('speaks %s from the entry’s own texts, the whole of it one reload button', (locale, title, tap) => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    render(<SlowStartNotice locale={locale} />);
    const button = screen.getByRole('button', { name: new RegExp(tap) });
    expect(within(button).getByText(title)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('lang', locale);
    button.click();
    expect(reload).toHaveBeenCalledOnce();
    reload.mockRestore();
  });
});
