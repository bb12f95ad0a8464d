import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useOrderQuantityStatisticsQuery } from '@/api/order/endpoints';
import type { OrderQuantityStatistics } from '@/api/types';
import type { OrderTab } from '@/lib/links';

export const ORDER_TABS: readonly OrderTab[] = [
  'all',
  'pending_payment',
  'paid',
  'shipped',
  'received',
  'completed',
  'cancelled',
  'after_sales',
];

function isOrderTab(value: string | null): value is OrderTab {
  return (ORDER_TABS as readonly (string | null)[]).includes(value);
}

/** The tabs the statistics call counts; the others (all, completed, cancelled) carry no number. */
type CountedTab = keyof OrderQuantityStatistics;
const COUNTED = new Set<string>(['pending_payment', 'paid', 'shipped', 'received', 'after_sales'] satisfies CountedTab[]);

/**
 * The active tab lives in the URL (?status=, links.orderList), so a link from the user tab's
 * order row opens the right one and back returns to it. Switching replaces the entry: tabs are
 * one page, not a trail.
 */
export function useOrderTabs() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const tab: OrderTab = isOrderTab(raw) ? raw : 'all';
  const { data: statistics, isLoading: countsLoading } = useOrderQuantityStatisticsQuery();

  const setTab = useCallback(
    (next: string) => {
      if (!isOrderTab(next)) return;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('status', next);
          return updated;
        },
        { replace: true },
      );
      window.scrollTo(0, 0);
    },
    [setParams],
  );

  const countOf = (key: OrderTab): number => (statistics && COUNTED.has(key) ? statistics[key as CountedTab] : 0);

  return { tab, setTab, countOf, countsLoading };
}
