import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useOrderListQuery } from '@/api/order/endpoints';
import type { OrderStatus, OrderSummary } from '@/api/types';
import { WindowList } from '@/components/window-list';
import { EmptyState, LoadFailed } from '@/components/page-state';
import { ROUTES } from '@/lib/routes';
import { OrderCard } from './order-card';
import { OrderCardSkeleton } from './order-card-skeleton';
import { orderMessages } from './order-messages';
import { useLivePages, type PageSnapshot } from './use-live-pages';

export const ORDER_PAGE_SIZE = 10;
/** A typical card's height before it is measured. */
/** Two cards side by side once each can be this wide (the 960 px frame), one on a phone. */
const CARD_MIN_WIDTH_PX = 400;
const CARD_ESTIMATE_PX = 200;

type ListStatus = OrderStatus | 'all';

/** Keeps one page of the list subscribed and tells the list what it holds. */
function OrderPageLoader({ status, page, report }: { status: ListStatus; page: number; report: (page: number, s: PageSnapshot<OrderSummary>) => void }) {
  const { data, isFetching, isError, refetch } = useOrderListQuery({ status, page, limit: ORDER_PAGE_SIZE });
  useEffect(() => {
    report(page, { data, isFetching, isError, refetch: () => void refetch() });
  }, [report, page, data, isFetching, isError, refetch]);
  return null;
}

/** The orders of one tab, loaded page by page as the shopper scrolls. */
export function OrderList({ status }: { status: ListStatus }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const list = useLivePages<OrderSummary>(ORDER_PAGE_SIZE);

  return (
    <>
      {list.pageNumbers.map((page) => (
        <OrderPageLoader key={page} status={status} page={page} report={list.report} />
      ))}
      {list.initialLoading ? (
        <OrderCardSkeleton />
      ) : list.initialError ? (
        <LoadFailed title={orderMessages.loadFailed} onRetry={list.retry} />
      ) : list.items.length === 0 ? (
        <EmptyState title={orderMessages.emptyTitle} description={orderMessages.emptyBody}>
          <Button color="primary" shape="rounded" onClick={() => void navigate(ROUTES.home)}>
            <FormattedMessage {...orderMessages.startShopping} />
          </Button>
        </EmptyState>
      ) : (
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
      )}
    </>
  );
}
