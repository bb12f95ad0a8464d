import { useIntl } from 'react-intl';
import { Countdown } from '@/components/countdown';
import { Price } from '@/components/price';
import { batchMessages as bm } from './batch-messages';
import type { GoodsBatch } from './use-goods-batch';
import styles from './goods-batch-banner.module.css';

/** The running batch's offer on the goods page: its price, the pieces left and when it ends. */
export function GoodsBatchBanner({ batch, onEnd }: { batch: GoodsBatch; onEnd: () => void }) {
  const intl = useIntl();
  return (
    <section className={styles.banner} aria-label={intl.formatMessage(bm.banner)}>
      <span className={styles.label}>{intl.formatMessage(bm.banner)}</span>
      <Price amount={batch.price} size="lg" />
      <span className={styles.left}>{intl.formatMessage(bm.left, { count: batch.left })}</span>
      <span className={styles.ends}>
        {intl.formatMessage(bm.endsIn)} <Countdown to={batch.endsAt} onEnd={onEnd} />
      </span>
    </section>
  );
}
