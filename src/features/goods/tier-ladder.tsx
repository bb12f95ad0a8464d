import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { PriceTier } from '@/api/types';
import { Price } from '@/components/price';
import { goodsMessages as m } from './goods-messages';
import styles from './tier-ladder.module.css';

interface TierLadderProps {
  tiers: PriceTier[];
  /** The tier the current quantity reaches (highlighted), if any. */
  reached?: number;
}

/** Wholesale tiers as a ladder: each step's quantity range and unit price, cheaper as it climbs. */
export function TierLadder({ tiers, reached }: TierLadderProps) {
  const intl = useIntl();
  return (
    <ol className={styles.ladder} aria-label={intl.formatMessage(m.tiers)}>
      {tiers.map((tier, i) => {
        const next = tiers.at(i + 1);
        const range = next
          ? intl.formatMessage(m.tierRange, { from: tier.min_qty, to: next.min_qty - 1 })
          : intl.formatMessage(m.tierFrom, { from: tier.min_qty });
        return (
          <li
            key={tier.min_qty}
            className={styles.step}
            style={{ '--step': i } as CSSProperties}
            aria-current={reached === i ? 'step' : undefined}
          >
            <Price amount={tier.price} size={i === tiers.length - 1 ? 'md' : 'sm'} />
            <span className={styles.range}>{range}</span>
          </li>
        );
      })}
    </ol>
  );
}
