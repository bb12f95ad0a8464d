import ConfigProvider from 'antd-mobile/es/components/config-provider';
import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import { startTransition, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { reloadIfChunkGone } from '@/lib/chunk-failure';
import { DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import { useAppSelector } from '@/state/hooks';
import { selectCurLang, selectLangPack } from '@/state/lang-slice';
import { requiredMarkSpoken, withOurTexts } from './antd-texts';
import { CatalogueLoadError } from './boot-notice';
import { loadAntdLocale, loadCatalogue, mergeLanguagePack, type Messages } from './catalogues';

/** A language's catalogue and antd-mobile's texts, ready to render. */
export interface LoadedCatalogue {
  locale: Locale;
  messages: Messages;
  antd: AntdLocale;
}

/**
 * IntlProvider and antd-mobile's ConfigProvider for the current language. While a new language
 * loads, the previous one stays on screen, so switching never blanks the page. A catalogue that
 * fails to load shows the tap-to-reload view in that language from the entry's own texts (and
 * reloads once by itself when a deploy took the chunk away), never a blank page.
 */
export function AppIntlProvider({ children, initial }: { children: ReactNode; initial?: LoadedCatalogue }) {
  const locale = useAppSelector(selectCurLang);
  const pack = useAppSelector(selectLangPack);
  const [loaded, setLoaded] = useState<LoadedCatalogue | null>(initial ?? null);
  const [failed, setFailed] = useState<Locale | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([loadCatalogue(locale), loadAntdLocale(locale)])
      .then(([messages, antd]) => {
        if (!live) return;
        // The first render's catalogue (bootstrap's) is kept as it is: no second render of everything.
        setLoaded((held) => (held?.locale === locale && held.messages === messages && held.antd === antd ? held : { locale, messages, antd }));
        setFailed(null);
      })
      .catch((error: unknown) => {
        console.error('catalogue failed to load', locale, error);
        if (!live) return;
        setFailed(locale);
        void reloadIfChunkGone(error);
      });
    return () => {
      live = false;
    };
  }, [locale]);

  // The catalogue shows at once; the server's pack is merged over it when ready (it may need parsing).
  const [withPack, setWithPack] = useState<{ base: Messages; pack: unknown; merged: Messages } | null>(null);
  useEffect(() => {
    if (!loaded) return;
    let live = true;
    void mergeLanguagePack(loaded.messages, pack).then((merged) => {
      if (!live) return;
      // Every text on screen renders again with the server's pack: in slices that yield to the
      // browser, not one long task, and it may wait behind what the shopper does (issue 12).
      startTransition(() => {
        setWithPack({ base: loaded.messages, pack, merged });
      });
    });
    return () => {
      live = false;
    };
  }, [loaded, pack]);

  if (failed) return <CatalogueLoadError locale={failed} />;
  if (!loaded) return null;
  const messages = withPack && withPack.base === loaded.messages && withPack.pack === pack ? withPack.merged : loaded.messages;
  return (
    <IntlProvider locale={loaded.locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={onIntlError}>
      <AntdConfig antd={loaded.antd}>{children}</AntdConfig>
    </IntlProvider>
  );
}

/** antd-mobile's ConfigProvider, its locale completed with our catalogue's texts (antd-texts.ts). */
function AntdConfig({ antd, children }: { antd: AntdLocale; children: ReactNode }) {
  const intl = useIntl();
  const locale = useMemo(() => withOurTexts(antd, intl), [antd, intl]);
  const spoken = requiredMarkSpoken(intl);
  // Before the frame is painted, like the document's lang: a form's labels are heard in its language.
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--required-mark-spoken', spoken);
  }, [spoken]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

/** Missing translations are caught by `npm run i18n:verify`, not by console noise at runtime. */
function onIntlError(error: { code: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}
