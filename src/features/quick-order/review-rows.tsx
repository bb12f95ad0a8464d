import { Button } from '@/components/button';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import { useState, type SyntheticEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { GoodsSpec } from '@/api/types';
import { LabelledStepper } from '@/components/labelled-stepper';
import { LazyImage } from '@/components/lazy-image';
import { formatMoney } from '@/lib/money';
import { MAX_LINE_QUANTITY, type LineRejection } from '@/lib/order-lines';
import { links } from '@/lib/links';
import { Link } from 'react-router-dom';
import type { ReviewGoods, ReviewLine } from './review-model';
import { qoMessages as m } from './quick-order-messages';
import styles from './quick-order.module.css';
import { commonMessages } from '@/components/common-messages';

export interface RowActions {
  setQuantity: (key: string, quantity: number) => void;
  setCode: (key: string, code: string) => void;
  chooseSpec: (key: string, goodsId: number, spec: GoodsSpec) => void;
  remove: (keys: string[]) => void;
  retry: () => void;
}

const REJECTION = {
  no_code: m.statusUnreadable,
  zero_quantity: m.statusZero,
  too_many: m.statusTooMany,
  too_long: m.statusTooLong,
  not_text: m.statusUnreadable,
} satisfies Record<LineRejection, unknown>;

function statusText(intl: IntlShape, item: ReviewLine): string {
  switch (item.status) {
    case 'unreadable':
      return intl.formatMessage(REJECTION[item.line.rejected ?? 'no_code']);
    case 'pending':
      return intl.formatMessage(m.statusPending);
    case 'failed':
      return intl.formatMessage(m.statusFailed);
    case 'unknown':
      return intl.formatMessage(m.statusUnknown);
    case 'choose_spec':
      return intl.formatMessage(m.statusChooseSpec);
    case 'spec_removed':
      return intl.formatMessage(m.statusSpecRemoved);
    case 'off_shelf':
      return intl.formatMessage(m.statusOffShelf);
    case 'sold_out':
      return intl.formatMessage(m.statusSoldOut);
    case 'over_stock':
      return intl.formatMessage(m.statusOverStock, { count: item.room });
    case 'ok':
      return '';
  }
}

function failureText(intl: IntlShape, failure: string): string {
  if (failure === 'stock') return intl.formatMessage(m.failureStock);
  if (failure === 'changed') return intl.formatMessage(m.failureChanged);
  if (failure === 'network') return intl.formatMessage(m.failureNetwork);
  return failure;
}

function Thumb({ item }: { item: ReviewLine }) {
  const src = item.spec?.image || item.goods?.image || '';
  return <LazyImage src={src} alt="" width={56} height={56} className={styles.thumb} />;
}

/** The name a line goes by on screen and in labels. */
function nameOf(item: ReviewLine): string {
  if (item.goods && item.spec) return `${item.goods.title} · ${item.spec.title}`;
  return item.goods?.title ?? (item.line.code || item.line.raw || '');
}

/** A line that cannot go in as it is: says why, and lets the buyer fix it where it stands. */
export function FixRow({ item, actions }: { item: ReviewLine; actions: RowActions }) {
  const intl = useIntl();
  const { line } = item;
  const [code, setCode] = useState(line.code);
  const editable = item.status === 'unreadable' || item.status === 'unknown';
  const name = nameOf(item) || intl.formatMessage(m.statusUnreadable);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (code.trim() !== '') actions.setCode(line.key, code);
  };
  return (
    <article className={`${styles.row} ${styles.fix}`} aria-label={name}>
      {item.goods && <Thumb item={item} />}
      <div className={styles.rowBody}>
        <p className={styles.status} role={item.status === 'pending' ? undefined : 'note'}>
          {statusText(intl, item)}
        </p>
        <p className={styles.rowTitle}>{item.goods ? nameOf(item) : line.raw ?? line.code}</p>
        {line.failure && <p className={styles.muted}>{intl.formatMessage(m.lastFailure, { reason: failureText(intl, line.failure) })}</p>}
        {editable && (
          <form className={styles.fixForm} onSubmit={submit}>
            <input
              className={styles.codeInput}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-label={intl.formatMessage(m.codeLabel)}
              placeholder={intl.formatMessage(m.codeLabel)}
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
            />
            <Button size="small" color="primary" fill="outline" type="submit">
              {intl.formatMessage(m.check)}
            </Button>
          </form>
        )}
        {item.status === 'choose_spec' && item.goods && (
          <label className={styles.fixForm}>
            <span className={styles.muted}>{intl.formatMessage(m.chooseOption)}</span>
            <select
              className={styles.select}
              value=""
              onChange={(e) => {
                const spec = item.goods?.specs.find((s) => String(s.id) === e.target.value);
                if (spec && item.goods) actions.chooseSpec(line.key, item.goods.id, spec);
              }}
            >
              <option value="">{intl.formatMessage(m.chooseOptionPlaceholder)}</option>
              {item.goods.specs.map((s) => (
                <option key={s.id} value={s.id} disabled={s.stock === 0}>
                  {intl.formatMessage(m.pair, { first: s.title, second: s.sku })}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className={styles.rowActions}>
          {item.status === 'over_stock' && (
            <Button size="small" color="primary" fill="outline" onClick={() => actions.setQuantity(line.key, item.room)}>
              {intl.formatMessage(m.takeLeft, { count: item.room })}
            </Button>
          )}
          {item.status === 'failed' && (
            <Button size="small" fill="outline" onClick={actions.retry}>
              {intl.formatMessage(commonMessages.retry)}
            </Button>
          )}
          {item.status !== 'unreadable' && item.status !== 'pending' && <span className={styles.muted}>{intl.formatMessage(m.codeTimes, { code: line.code, count: line.quantity })}</span>}
          <button type="button" className={styles.iconButton} onClick={() => actions.remove([line.key])} aria-label={intl.formatMessage(m.removeLine, { name })}>
            <DeleteOutline aria-hidden />
          </button>
        </div>
      </div>
    </article>
  );
}

/** A goods' head: its total, the tier that total reaches, the minimum and the next tier. */
export function GoodsHead({ group, actions }: { group: ReviewGoods; actions: RowActions }) {
  const intl = useIntl();
  const { goods } = group;
  const first = group.lines.at(0);
  return (
    <header className={styles.goodsHead}>
      <Link to={links.goodsInfo(goods.id)} className={styles.goodsTitle}>
        {goods.title}
      </Link>
      <p className={`${styles.muted} ${styles.facts}`}>
        {group.unitPrice !== null && <span>{intl.formatMessage(m.goodsTotal, { count: group.total, unit: goods.unit, price: formatMoney(intl, group.unitPrice) })}</span>}
        {group.inCart > 0 && <span>{intl.formatMessage(m.goodsInCart, { count: group.inCart })}</span>}
      </p>
      {group.shortOfMinimum > 0 ? (
        <p className={styles.warning}>
          {intl.formatMessage(m.minOrder, { min: goods.min_order_qty, count: group.shortOfMinimum })}
          {first && (
            <Button size="mini" fill="outline" color="warning" className={styles.inlineButton} onClick={() => actions.setQuantity(first.line.key, first.line.quantity + group.shortOfMinimum)}>
              {intl.formatMessage(m.raiseToMinimum, { min: goods.min_order_qty })}
            </Button>
          )}
        </p>
      ) : (
        <p className={styles.tier}>
          {group.next ? intl.formatMessage(m.nextTier, { count: group.next.add_qty, price: formatMoney(intl, group.next.price) }) : intl.formatMessage(m.topTier)}
        </p>
      )}
    </header>
  );
}

/** A ready line: its spec, code, stock and quantity, what it was when saved. */
export function LineRow({ item, actions }: { item: ReviewLine; actions: RowActions }) {
  const intl = useIntl();
  const { line, spec } = item;
  const name = nameOf(item);
  return (
    <article className={styles.row} aria-label={name}>
      <Thumb item={item} />
      <div className={styles.rowBody}>
        <p className={styles.rowTitle}>{spec?.title}</p>
        <p className={`${styles.muted} ${styles.facts}`}>
          <span className={styles.code}>{spec?.sku}</span>
          <span>{intl.formatMessage(m.stock, { count: spec?.stock ?? 0 })}</span>
          {item.inCart > 0 && <span>{intl.formatMessage(m.inCartAlready, { count: item.inCart })}</span>}
        </p>
        {(line.merged ?? 1) > 1 && <p className={styles.muted}>{intl.formatMessage(m.merged, { count: line.merged })}</p>}
        {item.priceWas && <p className={styles.changed}>{intl.formatMessage(m.priceWas, { price: formatMoney(intl, item.priceWas) })}</p>}
        {item.titleWas && <p className={styles.changed}>{intl.formatMessage(m.titleWas, { title: item.titleWas })}</p>}
        {line.failure && <p className={styles.warning}>{intl.formatMessage(m.lastFailure, { reason: failureText(intl, line.failure) })}</p>}
        <div className={styles.rowActions}>
          <LabelledStepper
            label={intl.formatMessage(m.quantityLabel, { name })}
            value={line.quantity}
            min={1}
            max={Math.max(1, Math.min(MAX_LINE_QUANTITY, item.room))}
            onChange={(value) => actions.setQuantity(line.key, value)}
          />
          <button type="button" className={styles.iconButton} onClick={() => actions.remove([line.key])} aria-label={intl.formatMessage(m.removeLine, { name })}>
            <DeleteOutline aria-hidden />
          </button>
        </div>
      </div>
    </article>
  );
}
