import bootMessages from 'virtual:boot-messages';
import { IntlProvider } from 'react-intl';
import { PageLoadError } from '@/components/page-boundary';
import { DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import styles from './catalogue-load-error.module.css';

/**
 * The language catalogue (a lazy chunk) failed to load, so nothing can be said from it: the
 * tap-to-reload view speaks from the entry's own copy of its few texts, in the shopper's language
 * (boot-message-ids.json, put in the entry by scripts/boot-messages-plugin.mjs). It stands in
 * for the whole app, router included.
 */
export function CatalogueLoadError({ locale }: { locale: Locale }) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={bootMessages[locale]}>
      <main className={styles.frame} lang={locale}>
        <PageLoadError />
      </main>
    </IntlProvider>
  );
}
