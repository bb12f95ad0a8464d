import Badge from 'antd-mobile/es/components/badge';
import { Button } from '@/components/button';
import HeartFill from 'antd-mobile-icons/es/HeartFill';
import HeartOutline from 'antd-mobile-icons/es/HeartOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/lib/routes';
import { selectCarNum } from '@/state/cart-slice';
import { useAppSelector } from '@/state/hooks';
import { goodsMessages as m } from './goods-messages';
import styles from './goods-action-bar.module.css';
import { FixedBar } from '@/components/fixed-bar';

interface GoodsActionBarProps {
  collected: boolean;
  collecting: boolean;
  onCollect: () => void;
  onAddToCart: () => void;
  onBuyNow: () => void;
  disabled: boolean;
}

/** The sticky bar above the safe area: cart, favourite, add to cart and buy now. */
export function GoodsActionBar({ collected, collecting, onCollect, onAddToCart, onBuyNow, disabled }: GoodsActionBarProps) {
  const intl = useIntl();
  const carNum = useAppSelector(selectCarNum);
  return (
    <FixedBar className={styles.bar}>
      <Link to={ROUTES.cart} className={styles.icon}>
        <Badge content={carNum > 0 ? (carNum > 99 ? '99+' : String(carNum)) : null}>
          <ShopbagOutline aria-hidden className={styles.glyph} />
        </Badge>
        <span>{intl.formatMessage(m.cart)}</span>
      </Link>
      <button type="button" className={styles.icon} aria-pressed={collected} disabled={collecting} onClick={onCollect}>
        {collected ? (
          <HeartFill aria-hidden className={`${styles.glyph} ${styles.on}`} />
        ) : (
          <HeartOutline aria-hidden className={styles.glyph} />
        )}
        <span>{intl.formatMessage(collected ? m.collected : m.collect)}</span>
      </button>
      <div className={styles.buttons}>
        <Button shape="rounded" className={styles.cartButton} disabled={disabled} onClick={onAddToCart}>
          {intl.formatMessage(m.addToCart)}
        </Button>
        <Button shape="rounded" color="primary" className={styles.button} disabled={disabled} onClick={onBuyNow}>
          {intl.formatMessage(m.buyNow)}
        </Button>
      </div>
    </FixedBar>
  );
}
