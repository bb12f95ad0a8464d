import Dialog from 'antd-mobile/es/components/dialog';
import SearchBar from 'antd-mobile/es/components/search-bar';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import { useEffect, useId, useRef, useState } from 'react';
import type { SearchBarRef } from 'antd-mobile/es/components/search-bar';
import { useIntl } from 'react-intl';
import { LimitHint, nearLimit, useDescribedBy } from '@/components/input-limit';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { LIMITS } from '@/lib/constants';
import { catalogueMessages } from './catalogue-messages';
import { HotKeywords } from './hot-keywords';
import { searchMessages as m } from './search-messages';
import { useSearch } from './use-search';
import styles from './search-page.module.css';
import { commonMessages } from '@/components/common-messages';

/** Search: the box, the shopper's recent searches (remove one, clear all) and popular searches. */
export default function SearchPage() {
  const intl = useIntl();
  const page = useSearch();
  const [keyword, setKeyword] = useState(page.initialKeyword);
  const box = useRef<SearchBarRef>(null);
  const hintId = useId();
  useDescribedBy(box, nearLimit(keyword.length, LIMITS.inputMaxLength) ? hintId : undefined);
  // The shopper came here to type: the box takes the focus (and the phone's keyboard) at once.
  useEffect(() => {
    box.current?.focus();
  }, []);
  // An empty box searches for the suggestion it shows.
  const submit = (value: string) => page.search(value || page.hot[0]?.keyword || '');
  const placeholder = page.hot[0]?.keyword ?? intl.formatMessage(catalogueMessages.searchPlaceholder);

  return (
    <>
      <AppNavBar title={pageTitles.search} />
      <main className={styles.page}>
        {/* Not a <form>: the SearchBar blurs itself on Enter and calls onSearch, which is the one path. */}
        <div role="search" aria-label={intl.formatMessage(catalogueMessages.searchLabel)} className={styles.form}>
          <SearchBar
            ref={box}
            className={styles.bar}
            aria-label={intl.formatMessage(catalogueMessages.searchLabel)}
            placeholder={placeholder}
            value={keyword}
            onChange={setKeyword}
            onSearch={submit}
            maxLength={LIMITS.inputMaxLength}
          />
          <button type="button" className={styles.submit} onClick={() => submit(keyword)}>
            {intl.formatMessage(commonMessages.search)}
          </button>
        </div>
        <LimitHint id={hintId} used={keyword.length} max={LIMITS.inputMaxLength} />

        {page.history.length > 0 && (
          <section className={styles.section} aria-labelledby="search-history">
            <header className={styles.header}>
              <h2 id="search-history" className={styles.heading}>
                {intl.formatMessage(m.history)}
              </h2>
              <button
                type="button"
                className={styles.clear}
                onClick={page.askClearAll}
                disabled={page.removing}
                aria-label={intl.formatMessage(m.clearHistory)}
              >
                <DeleteOutline aria-hidden />
                {intl.formatMessage(m.clear)}
              </button>
            </header>
            <ul className={styles.chips}>
              {page.history.map((entry) => (
                <li key={entry.id} className={styles.historyChip}>
                  <button type="button" className={styles.chipText} onClick={() => page.search(entry.keyword)}>
                    {entry.keyword}
                  </button>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={intl.formatMessage(m.remove, { keyword: entry.keyword })}
                    disabled={page.removing}
                    onClick={() => page.removeOne(entry.id)}
                  >
                    <CloseOutline aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}

        {page.hot.length > 0 && (
          <section className={styles.section} aria-labelledby="search-hot">
            <header className={styles.header}>
              <h2 id="search-hot" className={styles.heading}>
                {intl.formatMessage(m.hot)}
              </h2>
            </header>
            <HotKeywords keywords={page.hot} onPick={page.search} ranked />
          </section>
        )}
      </main>
      <Dialog
        visible={page.confirmingClear}
        content={intl.formatMessage(m.clearConfirm)}
        onClose={page.cancelClearAll}
        actions={[
          [
            { key: 'keep', text: intl.formatMessage(m.keep), onClick: page.cancelClearAll },
            { key: 'clear', text: intl.formatMessage(m.clear), bold: true, danger: true, onClick: page.clearAll },
          ],
        ]}
      />
    </>
  );
}
