import CapsuleTabs from 'antd-mobile/es/components/capsule-tabs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCommodityListPagesInfiniteQuery, useLabelListQuery, useRecommendCommodityListInfiniteQuery } from '@/api/commodity/endpoints';
import { commonMessages } from '@/components/common-messages';
import { LoadFailed } from '@/components/page-state';
import { GoodsGrid } from '@/components/goods-grid';
import { GoodsGridSkeleton } from '@/components/goods-grid-skeleton';
import { useSettled } from '@/components/reveal-in-order';
import { useLoadingUntilSliced } from '@/components/use-loading-until-sliced';
import { TabTitle } from '@/components/tab-title';
import { PAGE_SIZE, useInfiniteList } from '@/components/use-infinite-list';
import { homeMessages as m } from './home-messages';
import { HOME_RECOMMENDED } from './home-queries';
import styles from './home-recommended.module.css';

const FOR_YOU = 0;

/**
 * Recommended goods in the two-column waterfall (cards added every 200 ms, spec section 9), with
 * the shop's labels ('New', 'Hot', …) as tabs over it.
 */
export function HomeRecommended() {
  const intl = useIntl();
  const [label, setLabel] = useState(FOR_YOU);
  const labels = useLabelListQuery();
  // The label tabs sit above the grid: the section shows once it is known whether there are any.
  useSettled(!labels.isLoading);
  const recommended = useInfiniteList(useRecommendCommodityListInfiniteQuery(HOME_RECOMMENDED, { skip: label !== FOR_YOU }));
  const labelled = useInfiniteList(useCommodityListPagesInfiniteQuery({ label_id: label, limit: PAGE_SIZE }, { skip: label === FOR_YOU }));
  const list = label === FOR_YOU ? recommended : labelled;
  // The first page's grid replaces its skeleton in a render that React slices (issue 12).
  const initialLoading = useLoadingUntilSliced(list.initialLoading);
  const title = intl.formatMessage(m.recommended);

  return (
    <section className={styles.section} aria-labelledby="home-recommended">
      <h2 id="home-recommended" className={styles.heading}>
        {title}
      </h2>
      {(labels.data?.list.length ?? 0) > 0 && (
        <CapsuleTabs activeKey={String(label)} onChange={(key) => setLabel(Number(key))} className={styles.tabs}>
          <CapsuleTabs.Tab key={String(FOR_YOU)} title={<TabTitle active={label === FOR_YOU}>{intl.formatMessage(m.forYou)}</TabTitle>} />
          {(labels.data?.list ?? []).map((l) => (
            <CapsuleTabs.Tab key={String(l.id)} title={<TabTitle active={label === l.id}>{l.name}</TabTitle>} />
          ))}
        </CapsuleTabs>
      )}
      {initialLoading ? (
        <GoodsGridSkeleton label={intl.formatMessage(commonMessages.loading)} />
      ) : list.initialError ? (
        <LoadFailed title={m.recommendedFailed} onRetry={list.retry} />
      ) : (
        <GoodsGrid
          key={label}
          items={list.items}
          status={list.status}
          failed={list.failed}
          onLoadMore={list.loadMore}
          label={title}
          waterfall
        />
      )}
    </section>
  );
}
