import { ActionLink } from '@/components/action-link';
import { FormattedMessage, useIntl } from 'react-intl';
import { useOrderListInfiniteQuery } from '@/api/order/endpoints';
import type { OrderStatus } from '@/api/types';
import { WindowList } from '@/components/window-list';
import { ListState } from '@/components/page-state';
import { useInfiniteList } from '@/components/use-infinite-list';
import { ROUTES } from '@/lib/routes';
import { OrderCard } from './order-card';
import { OrderCardSkeleton } from './order-card-skeleton';
import { orderMessages } from './order-messages';

export const ORDER_PAGE_SIZE = 10;
/** Two cards side by side once each can be this wide (the 960 px frame), one on a phone. */
const CARD_MIN_WIDTH_PX = 400;
/** A typical card's height before it is measured. */
const CARD_ESTIMATE_PX = 220;

type ListStatus = OrderStatus | 'all';

/** The orders of one tab, loaded page by page as the shopper scrolls. */
export function OrderList({ status }: { status: ListStatus }) {
  const intl = useIntl();
  // Every loaded page stays in the tab's cache entry: a cancel or payment refetches them all.
  const list = useInfiniteList(useOrderListInfiniteQuery({ status, limit: ORDER_PAGE_SIZE }));

  return (
    <ListState
      list={list}
      skeleton={<OrderCardSkeleton />}
      failedTitle={orderMessages.loadFailed}
      empty={{
        title: orderMessages.emptyTitle,
        description: orderMessages.emptyBody,
        children: (
          <ActionLink to={ROUTES.home}>
            <FormattedMessage {...orderMessages.startShopping} />
          </ActionLink>
        ),
      }}
    >
      <WindowList
        items={list.items}
        total={list.total}
        getKey={(order) => order.id}
        estimateSize={CARD_ESTIMATE_PX}
        minColumnWidth={CARD_MIN_WIDTH_PX}
        label={intl.formatMessage(orderMessages.listLabel)}
        renderItem={(order) => <OrderCard order={order} />}
        status={list.status}
        failed={list.failed}
        onLoadMore={list.loadMore}
      />
    </ListState>
  );
}
