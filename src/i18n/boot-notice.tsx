import bootMessages from 'virtual:boot-messages';
import { FormattedMessage, IntlProvider, type MessageDescriptor } from 'react-intl';
import { commonMessages } from '@/components/common-messages';
import { DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import styles from './boot-notice.module.css';

/**
 * What the shop says when it cannot open the usual way: its language catalogue (a lazy chunk)
 * failed to load, or the first page has not come after a long wait. Nothing can be said from a
 * catalogue then, so these views speak from the entry's own copy of their few texts, in the
 * shopper's language (boot-message-ids.json, put in the entry by scripts/boot-messages-plugin.mjs).
 * Each stands in for the whole app, router included, and is plain markup: it leans on nothing
 * that might be missing too (the pages' view uses antd's ErrorBlock; importing it here also made
 * the bundler split the entry into several chunks, 5 KB heavier).
 */
function BootNotice({ locale, title, description }: { locale: Locale; title: MessageDescriptor; description: MessageDescriptor }) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={bootMessages[locale]}>
      <main className={styles.frame} lang={locale}>
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          <span className={styles.title}>
            <FormattedMessage {...title} />
          </span>
          <span className={styles.description}>
            <FormattedMessage {...description} />
          </span>
          <span className={styles.tap}>
            <FormattedMessage {...commonMessages.tapToReload} />
          </span>
        </button>
      </main>
    </IntlProvider>
  );
}

/** The language catalogue failed to load: tap to reload. */
export function CatalogueLoadError({ locale }: { locale: Locale }) {
  return <BootNotice locale={locale} title={commonMessages.pageLoadFailed} description={commonMessages.connectionTimedOut} />;
}

/**
 * The shop's first page is still on its way long after it should have come (main.tsx): said, with
 * a reload to hand, instead of the mark standing there for good. Should it come after all, the app
 * takes this view's place.
 */
export function SlowStartNotice({ locale }: { locale: Locale }) {
  return <BootNotice locale={locale} title={commonMessages.slowStartTitle} description={commonMessages.slowStartHint} />;
}
