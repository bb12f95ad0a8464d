import { Button } from '@/components/button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AddressSnapshot, AfterSalesDetail, OrderItem } from '@/api/types';
import { LazyImage } from '@/components/lazy-image';
import { Price } from '@/components/price';
import { afterSalesMessages as a } from './after-sales-messages';
import { refundDetailMessages as d } from './refund-detail-messages';
import { useCopy } from '@/components/use-copy';
import styles from './refund-detail-page.module.css';

const THUMB_PX = 56;

/** The claimed lines, with the pieces claimed. */
export function RequestItems({ items }: { items: OrderItem[] }) {
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <LazyImage className={styles.thumb} src={item.image} alt="" width={THUMB_PX} height={THUMB_PX} />
          <span className={styles.itemText}>
            <span className={styles.itemTitle}>{item.title}</span>
            <span className={styles.subtle}>
              {item.specs_title}
              <span className={styles.dotBefore}>
                <FormattedMessage {...a.quantityOf} values={{ quantity: item.quantity }} />
              </span>
            </span>
          </span>
          <Price amount={item.amount} size="sm" />
        </li>
      ))}
    </ul>
  );
}

function addressText(address: AddressSnapshot): string {
  const phone = address.area_code ? `+${address.area_code} ${address.mobile}` : address.mobile;
  const line = [address.address, address.district, address.city, address.province, address.postcode, address.country].filter(Boolean).join(', ');
  return `${address.name} ${phone}\n${line}`;
}

/** Where an approved return goes, ready to copy onto the parcel, and the parcel once sent. */
export function ReturnAddress({ address, logistics }: { address: AddressSnapshot; logistics: AfterSalesDetail['return_logistics'] }) {
  const intl = useIntl();
  const copy = useCopy();
  const text = addressText(address);
  return (
    <section className={styles.card} aria-label={intl.formatMessage(d.returnAddress)}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          <FormattedMessage {...d.returnAddress} />
        </h2>
        <Button size="mini" fill="outline" onClick={() => copy(text)}>
          <FormattedMessage {...d.copyAddress} />
        </Button>
      </div>
      <p className={styles.address}>{text}</p>
      {logistics && (
        <p className={styles.subtle}>
          <FormattedMessage {...d.returnParcel} />
          <span className={styles.dotBefore}>{logistics.company}</span>
          <span className={styles.dotBefore}>{logistics.tracking_no}</span>
        </p>
      )}
    </section>
  );
}
