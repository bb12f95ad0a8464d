import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { GoodsCard } from '@/api/types';
import { commonMessages } from '@/components/common-messages';
import { GoodsGrid } from '@/components/goods-grid';
import type { PagedList } from '@/components/use-paged-list';
import { catalogueMessages as m } from './catalogue-messages';
import { GoodsGridSkeleton } from '@/components/goods-grid-skeleton';
import styles from './goods-results.module.css';

interface GoodsResultsProps {
  list: PagedList<GoodsCard>;
  label: string;
  /** Shown when the list is empty: says why and offers a way on. */
  empty: ReactNode;
}

/** A goods list with its states: first load, failure with retry, empty with help, the grid. */
export function GoodsResults({ list, label, empty }: GoodsResultsProps) {
  const intl = useIntl();
  if (list.initialLoading) return <GoodsGridSkeleton label={intl.formatMessage(commonMessages.loading)} />;
  if (list.initialError) {
    return (
      <div className={styles.state}>
        <ErrorBlock status="disconnected" title={intl.formatMessage(m.loadFailed)} description="" />
        <Button shape="rounded" color="primary" fill="outline" onClick={list.retry}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      </div>
    );
  }
  if (list.items.length === 0 && list.status === 'nomore') return <div className={styles.state}>{empty}</div>;
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
