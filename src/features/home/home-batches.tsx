import { useIntl } from 'react-intl';
import { timedStatusLabels } from '@/api/status-labels';
import { LazyImage } from '@/components/lazy-image';
import { RetryLine } from '@/components/retry-line';
import { useSettledInSlices } from '@/components/reveal-in-order';
import { BatchGoodsStrip } from './batch-goods-strip';
import { homeMessages as m } from './home-messages';
import { TimedStatus } from './timed-status';
import { useBatches } from './use-batches';
import styles from './home-batches.module.css';

const BANNER_W = 690;
const BANNER_H = 280;

/** Wholesale batches: today's time slots, each slot's batches with a live countdown and their goods. */
export function HomeBatches() {
  const intl = useIntl();
  const page = useBatches();
  const loading = useSettledInSlices(page.loading);
  if (loading || page.slots.length === 0) return null;

  return (
    <section className={styles.card} aria-labelledby="home-batches">
      <h2 id="home-batches" className={styles.heading}>
        {intl.formatMessage(m.batches)}
      </h2>
      <div className={styles.slots} role="group" aria-label={intl.formatMessage(m.batchSlots)}>
        {page.slots.map((slot) => (
          <button
            key={slot.id}
            type="button"
            className={styles.slot}
            aria-pressed={slot.id === page.slot?.id}
            data-status={slot.status}
            onClick={() => page.choose(slot.id)}
          >
            <strong>{slot.title}</strong>
            <span>{intl.formatMessage(timedStatusLabels[slot.status])}</span>
          </button>
        ))}
      </div>
      {page.failed ? (
        <RetryLine message={m.batchesFailed} onRetry={page.retry} className={styles.empty} />
      ) : page.batches.length === 0 && !page.loading ? (
        <p className={styles.empty}>{intl.formatMessage(m.noBatches)}</p>
      ) : (
        page.batches.map((batch) => (
          <article key={batch.id} className={styles.batch} aria-labelledby={`batch-${String(batch.id)}`}>
            <LazyImage src={batch.image} alt="" width={BANNER_W} height={BANNER_H} className={styles.banner} />
            <div className={styles.batchHead}>
              <h3 id={`batch-${String(batch.id)}`} className={styles.title}>
                {batch.title}
              </h3>
              <TimedStatus
                status={batch.status}
                start={batch.start_time}
                end={batch.end_time}
                reminderKey={`batch:${String(batch.id)}`}
                title={batch.title}
                onChange={page.refresh}
              />
            </div>
            <BatchGoodsStrip batchId={batch.id} title={batch.title} />
          </article>
        ))
      )}
    </section>
  );
}
