import Skeleton from 'antd-mobile/es/components/skeleton';
import styles from './goods-grid-skeleton.module.css';

const CARDS = 6;

/** Card-shaped placeholders while the first page loads, so the grid appears without a jump. */
export function GoodsGridSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.grid} role="status" aria-label={label}>
      {Array.from({ length: CARDS }, (_, i) => (
        <div key={i} className={styles.card}>
          <Skeleton animated className={styles.image} />
          <Skeleton.Paragraph lineCount={2} animated className={styles.text} />
        </div>
      ))}
    </div>
  );
}
