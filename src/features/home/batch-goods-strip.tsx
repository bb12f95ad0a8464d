import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useBatchCommodityListQuery } from '@/api/commodity/endpoints';
import { watchVisibility } from '@/components/image-reveal';
import { LazyImage } from '@/components/lazy-image';
import { Price } from '@/components/price';
import { useSettledInSlices } from '@/components/reveal-in-order';
import { frameWidth } from '@/components/use-grid-layout';
import { links } from '@/lib/links';
import { whenIdle } from '@/lib/when-idle';
import { homeMessages as m } from './home-messages';
import styles from './batch-goods-strip.module.css';

const LIMIT = 20;
const IMAGE_PX = 240;
/**
 * Cards in a strip's first render: those the screen can show, and one more. A strip is at most the
 * page's 960 px wide and a card takes 122 px with its gap, so a 375 px phone renders 5 of 20 and
 * the widest page 9. The rest come a few at a time in quiet moments once the strip is near the
 * screen, or all at once when the shopper scrolls, touches or tabs into it (issue 12: with every
 * card at once, the batches section appearing was one task that styled 441 elements, 217 ms at
 * Lighthouse's 4× slowdown). Cards added at the strip's far end move nothing on screen.
 */
/** A card's 112 px and the strip's 10 px gap. */
const CARD_PITCH_PX = 122;
const firstCards = () => Math.ceil(frameWidth() / CARD_PITCH_PX) + 1;
/** Cards added per quiet moment: a few milliseconds of work each time, never a long task. */
const CARDS_PER_IDLE = 4;
const IDLE_TIMEOUT_MS = 3000;

/** How many of `total` cards the strip renders, and the call that shows them all. */
function useCardsShown(strip: RefObject<HTMLUListElement | null>, total: number): [number, () => void] {
  const [shown, setShown] = useState(firstCards);
  // Only a strip that is laid out and near the screen grows: cards added to a section still hidden
  // would all be styled at once when it appears, which is what the cap is for.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = strip.current;
    if (near || !element || shown >= total) return undefined;
    return watchVisibility(element, (visible) => {
      if (visible) setNear(true);
    });
  }, [strip, near, shown, total]);
  useEffect(() => {
    if (!near || shown >= total) return undefined;
    // In a transition: React renders the cards in slices, never one long task (issue 12).
    return whenIdle(() => startTransition(() => setShown((n) => n + CARDS_PER_IDLE)), { timeout: IDLE_TIMEOUT_MS });
  }, [near, shown, total]);
  return [shown, () => setShown(total)];
}

/** A batch's goods in a row that scrolls sideways: batch price, first-tier price, how much is sold. */
export function BatchGoodsStrip({ batchId, title }: { batchId: number; title: string }) {
  const intl = useIntl();
  const goods = useBatchCommodityListQuery({ batch_id: batchId, page: 1, limit: LIMIT });
  // The batches section shows once every strip has its goods (or none), so no strip pushes the page.
  const loading = useSettledInSlices(goods.isLoading);
  const list = loading ? [] : (goods.data?.list ?? []);
  const strip = useRef<HTMLUListElement>(null);
  const [shown, showAll] = useCardsShown(strip, list.length);
  if (list.length === 0) return null;
  return (
    <ul
      ref={strip}
      className={styles.strip}
      aria-label={intl.formatMessage(m.batchGoods, { title })}
      onScroll={showAll}
      onPointerDown={showAll}
      onFocus={showAll}
    >
      {list.slice(0, shown).map((g) => {
        const sold = Math.min(g.sold, g.batch_stock);
        return (
          <li key={g.id}>
            <Link to={links.goodsInfo(g.id, batchId)} className={styles.card}>
              <LazyImage src={g.image} alt="" width={IMAGE_PX} height={IMAGE_PX} className={styles.image} />
              <span className={styles.title}>{g.title}</span>
              <Price amount={g.batch_price} original={g.original_price} size="sm" oneLine />
              <ProgressBar percent={g.batch_stock > 0 ? (sold / g.batch_stock) * 100 : 100} className={styles.progress} />
              <span className={styles.sold}>{intl.formatMessage(m.batchSold, { sold, stock: g.batch_stock })}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
