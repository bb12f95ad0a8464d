import Skeleton from 'antd-mobile/es/components/skeleton';
import { useEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useCommodityDetailsQuery } from '@/api/commodity/endpoints';
import { loadCatalogue, type Messages } from '@/i18n/catalogues';
import { formatMoney } from '@/lib/money';
import { lsMessages as m } from './line-sheet-messages';
import type { LineSheet, SheetItem } from './sheet-link';
import styles from './line-sheet.module.css';
import { formatNames } from '@/lib/names-list';

const PICTURE_PX = 120;

/** The goods' code: its specs' codes share it ('ACC-A10001-00' → 'ACC-A10001'). */
function goodsCode(skus: string[]): string {
  const first = skus.at(0) ?? '';
  return first.replace(/-\d{2}$/u, '');
}

function SheetEntry({ item, sheet }: { item: SheetItem; sheet: LineSheet }) {
  const intl = useIntl();
  const { data: goods, isError } = useCommodityDetailsQuery({ id: item.goodsId, call: { lang: sheet.lang, silent: true } });
  if (isError) {
    return (
      <li className={styles.entry}>
        <p className={styles.muted}>{intl.formatMessage(m.goodsGone)}</p>
      </li>
    );
  }
  if (!goods) {
    return (
      <li className={styles.entry} aria-busy="true">
        <Skeleton.Paragraph lineCount={3} animated />
      </li>
    );
  }
  const code = goodsCode(goods.specs.map((s) => s.sku));
  return (
    <li className={styles.entry}>
      {/* Eager: a sheet printed straight away must have every picture. */}
      <img className={styles.picture} src={goods.image} alt="" width={PICTURE_PX} height={PICTURE_PX} loading="eager" decoding="async" />
      <div className={styles.details}>
        <h3 className={styles.name}>{goods.title}</h3>
        {code && <p className={styles.code}>{intl.formatMessage(m.code, { code })}</p>}
        {goods.platings.length > 0 && <p className={styles.muted}>{intl.formatMessage(m.colours, { list: formatNames(intl, goods.platings.map((p) => p.name)) })}</p>}
        {goods.sizes.length > 0 && <p className={styles.muted}>{intl.formatMessage(m.sizes, { list: formatNames(intl, goods.sizes.map((p) => p.name)) })}</p>}
        {sheet.prices === 'retail' ? (
          <p className={styles.price}>{intl.formatMessage(m.retailPrice, { price: formatMoney(intl, item.retail) })}</p>
        ) : (
          <>
            <ul className={styles.tiers}>
              {goods.price_tiers.map((t) => (
                <li key={t.min_qty}>{intl.formatMessage(m.tier, { min: t.min_qty, price: formatMoney(intl, t.price) })}</li>
              ))}
            </ul>
            <p className={styles.muted}>{intl.formatMessage(m.minimum, { count: goods.min_order_qty })}</p>
          </>
        )}
      </div>
    </li>
  );
}

/** The sheet itself, in its own language (its catalogue loaded for it), as printed. */
export function SheetView({ sheet }: { sheet: LineSheet }) {
  const [messages, setMessages] = useState<Messages | null>(null);
  useEffect(() => {
    let live = true;
    loadCatalogue(sheet.lang).then(
      (loaded) => live && setMessages(loaded),
      () => live && setMessages({}),
    );
    return () => {
      live = false;
    };
  }, [sheet.lang]);
  if (!messages) return <Skeleton.Paragraph lineCount={6} animated />;
  return (
    <IntlProvider locale={sheet.lang} messages={messages} defaultLocale="en">
      <SheetBody sheet={sheet} />
    </IntlProvider>
  );
}

function SheetBody({ sheet }: { sheet: LineSheet }) {
  const intl = useIntl();
  // The day the sheet was opened (prices are read now).
  const [today] = useState(() => Date.now());
  return (
    <article className={styles.sheet} lang={sheet.lang} aria-labelledby="sheet-title">
      <header className={styles.sheetHead}>
        <h2 id="sheet-title" className={styles.sheetTitle}>
          {sheet.title || intl.formatMessage(m.sheetTitle)}
        </h2>
        <p className={styles.muted}>{intl.formatMessage(m.sheetDate, { date: intl.formatDate(today, { dateStyle: 'long' }) })}</p>
      </header>
      <ul className={styles.entries} aria-labelledby="sheet-title">
        {sheet.items.map((item) => (
          <SheetEntry key={item.goodsId} item={item} sheet={sheet} />
        ))}
      </ul>
    </article>
  );
}
