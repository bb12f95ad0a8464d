import Checkbox from 'antd-mobile/es/components/checkbox';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderItem } from '@/api/types';
import { LabelledStepper } from '@/components/labelled-stepper';
import { LazyImage } from '@/components/lazy-image';
import { formatMoney } from '@/lib/money';
import { afterSalesMessages } from './after-sales-messages';
import { afterSalesFormMessages as m } from './after-sales-form-messages';
import styles from './refund-edit-page.module.css';

const THUMB_PX = 56;

interface ClaimItemsProps {
  lines: OrderItem[];
  claims: Record<number, number>;
  /** Absent when the lines are fixed (editing a request). */
  onClaim?: (lineId: number, quantity: number) => void;
  disabled: boolean;
}

/** The order lines a request covers: tick a line, then set how many of its pieces. */
export function ClaimItems({ lines, claims, onClaim, disabled }: ClaimItemsProps) {
  const intl = useIntl();
  return (
    <ul className={styles.lines}>
      {lines.map((line) => {
        const claimed = claims[line.id] ?? 0;
        return (
          <li key={line.id} className={styles.line}>
            {onClaim && (
              <Checkbox
                checked={claimed > 0}
                disabled={disabled}
                aria-label={intl.formatMessage(m.claimItem, { title: line.title })}
                onChange={(checked) => onClaim(line.id, checked ? line.quantity : 0)}
              />
            )}
            <LazyImage className={styles.lineImage} src={line.image} alt="" width={THUMB_PX} height={THUMB_PX} />
            <div className={styles.lineText}>
              <span className={styles.lineTitle}>{line.title}</span>
              <span className={styles.lineSpec}>
                {line.specs_title}
                <span className={styles.dotBefore}>{formatMoney(intl, line.price)}</span>
              </span>
              {onClaim && claimed > 0 ? (
                <span className={styles.stepperRow}>
                  <LabelledStepper
                    label={intl.formatMessage(m.claimQuantity, { title: line.title })}
                    value={claimed}
                    min={1}
                    max={line.quantity}
                    disabled={disabled}
                    onChange={(value) => onClaim(line.id, value)}
                  />
                  <span className={styles.lineSpec}>
                    <FormattedMessage {...m.ofQuantity} values={{ quantity: line.quantity }} />
                  </span>
                </span>
              ) : (
                !onClaim && (
                  <span className={styles.lineSpec}>
                    <FormattedMessage {...afterSalesMessages.quantityOf} values={{ quantity: claimed }} />
                  </span>
                )
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
