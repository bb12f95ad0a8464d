import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useBatchCommodityListQuery } from '@/api/commodity/endpoints';
import { LazyImage } from '@/components/lazy-image';
import { Price } from '@/components/price';
import { useSettled } from '@/components/reveal-in-order';
import { links } from '@/lib/links';
import { homeMessages as m } from './home-messages';
import styles from './batch-goods-strip.module.css';

const LIMIT = 20;
const IMAGE_PX = 240;

/** A batch's goods in a row that scrolls sideways: batch price, first-tier price, how much is sold. */
export function BatchGoodsStrip({ batchId, title }: { batchId: number; title: string }) {
  const intl = useIntl();
  const goods = useBatchCommodityListQuery({ batch_id: batchId, page: 1, limit: LIMIT });
  // The batches section shows once every strip has its goods (or none), so no strip pushes the page.
  useSettled(!goods.isLoading);
  const list = goods.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <ul className={styles.strip} aria-label={intl.formatMessage(m.batchGoods, { title })}>
      {list.map((g) => {
        const sold = Math.min(g.sold, g.batch_stock);
        return (
          <li key={g.id}>
            <Link to={links.goodsInfo(g.id, batchId)} className={styles.card}>
              <LazyImage src={g.image} alt="" width={IMAGE_PX} height={IMAGE_PX} className={styles.image} />
              <span className={styles.title}>{g.title}</span>
              <Price amount={g.batch_price} original={g.original_price} size="sm" />
              <ProgressBar percent={g.batch_stock > 0 ? (sold / g.batch_stock) * 100 : 100} className={styles.progress} />
              <span className={styles.sold}>{intl.formatMessage(m.batchSold, { sold, stock: g.batch_stock })}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
