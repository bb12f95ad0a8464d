import Tag from 'antd-mobile/es/components/tag';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OrderItem } from '@/api/types';
import { LazyImage } from '@/components/lazy-image';
import { Price } from '@/components/price';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { orderInfoMessages as m } from './order-info-messages';
import styles from './order-info-page.module.css';

const THUMB_PX = 72;

/** The order's lines: each leads to its goods, and to its after-sales request when one exists. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const intl = useIntl();
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={links.goodsInfo(item.commodity_id)} className={styles.itemLink}>
            <LazyImage className={styles.itemImage} src={item.image} alt="" width={THUMB_PX} height={THUMB_PX} />
            <span className={styles.itemText}>
              <span className={styles.itemTitle}>{item.title}</span>
              <span className={styles.itemSpec}>{item.specs_title}</span>
              <span className={styles.itemQty}>
                <FormattedMessage
                  {...m.unitTimesQty}
                  values={{ price: formatMoney(intl, item.price), quantity: item.quantity }}
                />
              </span>
            </span>
            <Price amount={item.amount} size="sm" className={styles.itemAmount} />
          </Link>
          {(item.appraised || item.after_sales_id !== null) && (
            <div className={styles.itemExtras}>
              {item.appraised && (
                <Tag color="default" fill="outline">
                  <FormattedMessage {...m.appraised} />
                </Tag>
              )}
              {item.after_sales_id !== null && (
                <Link to={links.refundDetail(item.after_sales_id)} className={styles.textLink}>
                  <FormattedMessage {...m.viewAfterSales} />
                </Link>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
