import bootMessages from 'virtual:boot-messages';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { commonMessages } from '@/components/common-messages';
import { DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import styles from './catalogue-load-error.module.css';

/**
 * The language catalogue (a lazy chunk) failed to load, so nothing can be said from it: the
 * tap-to-reload view speaks from the entry's own copy of its few texts, in the shopper's language
 * (boot-message-ids.json, put in the entry by scripts/boot-messages-plugin.mjs). It stands in
 * for the whole app, router included, and is plain markup: it leans on nothing that might be
 * missing too (the pages' view uses antd's ErrorBlock; importing it here also made the bundler
 * split the entry into several chunks, 5 KB heavier).
 */
export function CatalogueLoadError({ locale }: { locale: Locale }) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={bootMessages[locale]}>
      <main className={styles.frame} lang={locale}>
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          <span className={styles.title}>
            <FormattedMessage {...commonMessages.pageLoadFailed} />
          </span>
          <span className={styles.description}>
            <FormattedMessage {...commonMessages.connectionTimedOut} />
          </span>
          <span className={styles.tap}>
            <FormattedMessage {...commonMessages.tapToReload} />
          </span>
        </button>
      </main>
    </IntlProvider>
  );
}
