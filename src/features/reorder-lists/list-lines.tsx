import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import { useIntl } from 'react-intl';
import { LabelledStepper } from '@/components/labelled-stepper';
import { MAX_LINE_QUANTITY } from '@/lib/order-lines';
import type { ListItem } from '@/lib/saved-lists';
import { rlMessages as m } from './reorder-lists-messages';
import styles from './reorder-lists.module.css';

interface ListLinesProps {
  items: ListItem[];
  /** Without it the lines are read-only (a shared list before it is saved). */
  onChange?: (items: ListItem[]) => void;
}

/** A list's lines as saved: name, option, code and quantity, editable in place. */
export function ListLines({ items, onChange }: ListLinesProps) {
  const intl = useIntl();
  return (
    <ul className={styles.lines} aria-label={intl.formatMessage(m.lines)}>
      {items.map((item, index) => {
        const name = [item.title, item.specTitle].filter(Boolean).join(' · ') || item.code;
        return (
          <li key={`${item.code}-${String(item.goodsId ?? 0)}-${String(item.specId ?? 0)}-${String(index)}`} className={styles.line}>
            <span className={styles.listText}>
              <span>{item.title ?? item.code}</span>
              <span className={styles.hint}>
                {[item.specTitle ?? (item.goodsId !== undefined && item.specId === undefined ? intl.formatMessage(m.noSpec) : ''), item.code].filter(Boolean).join(' · ')}
              </span>
            </span>
            {onChange ? (
              <span className={styles.lineActions}>
                <LabelledStepper
                  label={intl.formatMessage(m.quantityOf, { name })}
                  value={item.quantity}
                  min={1}
                  max={MAX_LINE_QUANTITY}
                  onChange={(quantity) => onChange(items.map((it, i) => (i === index ? { ...it, quantity } : it)))}
                />
                <button type="button" className={styles.iconButton} aria-label={intl.formatMessage(m.removeLine, { name })} onClick={() => onChange(items.filter((_, i) => i !== index))}>
                  <DeleteOutline aria-hidden />
                </button>
              </span>
            ) : (
              <strong>{intl.formatMessage(m.times, { count: item.quantity })}</strong>
            )}
          </li>
        );
      })}
    </ul>
  );
}
