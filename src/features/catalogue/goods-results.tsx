import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { GoodsCard } from '@/api/types';
import { commonMessages } from '@/components/common-messages';
import { LoadFailed } from '@/components/page-state';
import { useLoadingUntilSliced } from '@/components/use-loading-until-sliced';
import { GoodsGrid } from '@/components/goods-grid';
import type { InfiniteList } from '@/components/use-infinite-list';
import { catalogueMessages as m } from './catalogue-messages';
import { GoodsGridSkeleton } from '@/components/goods-grid-skeleton';
import styles from './goods-results.module.css';

interface GoodsResultsProps {
  list: InfiniteList<GoodsCard>;
  label: string;
  /** Shown when the list is empty: says why and offers a way on. */
  empty: ReactNode;
}

/** A goods list with its states: first load, failure with retry, empty with help, the grid. */
export function GoodsResults({ list, label, empty }: GoodsResultsProps) {
  const intl = useIntl();
  // The first page's grid renders in slices after its answer's render (the skeleton holds its size).
  const loading = useLoadingUntilSliced(list.initialLoading);
  if (loading) return <GoodsGridSkeleton label={intl.formatMessage(commonMessages.loading)} />;
  if (list.initialError) {
    return (
      <LoadFailed title={m.loadFailed} onRetry={list.retry} />
    );
  }
  if (list.items.length === 0 && list.status === 'nomore') return empty;
  return (
    <div className={styles.results}>
      <GoodsGrid
        items={list.items}
        status={list.status}
        failed={list.failed}
        onLoadMore={list.loadMore}
        label={label}
        total={list.total}
        eagerFirst
      />
    </div>
  );
}
