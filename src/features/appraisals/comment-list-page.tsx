import { ActionLink } from '@/components/action-link';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppraiseListInfiniteQuery } from '@/api/order/endpoints';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { PAGE_SIZE, useInfiniteList } from '@/components/use-infinite-list';
import { WindowList } from '@/components/window-list';
import { ListState, PageSkeleton } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { links } from '@/lib/links';
import { AppraisalCard } from './appraisal-card';
import { appraisalMessages as m } from './appraisal-messages';
import { PictureViewer } from '@/components/picture-viewer';

/** Cards go side by side on a wide screen once each can be this wide. */
const CARD_MIN_WIDTH_PX = 400;

/** No commodity_id: the answer is the shopper's own reviews. */
const OWN = { limit: PAGE_SIZE };

export default function CommentListPage() {
  const intl = useIntl();
  const list = useInfiniteList(useAppraiseListInfiniteQuery(OWN));
  const [viewer, setViewer] = useState<{ images: string[]; index: number } | null>(null);

  const body = (
    <ListState
      list={list}
      skeleton={<PageSkeleton rows={6} />}
      failedTitle={m.loadFailed}
      empty={{
        title: m.empty,
        description: m.emptyBody,
        children: (
          <ActionLink to={links.orderList('received')}>
            <FormattedMessage {...m.toOrders} />
          </ActionLink>
        ),
      }}
    >
      <WindowList
        items={list.items}
        total={list.total}
        getKey={(a) => a.id}
        renderItem={(a) => <AppraisalCard appraisal={a} onOpenPhoto={(images, index) => setViewer({ images, index })} />}
        estimateSize={200}
        status={list.status}
        onLoadMore={list.loadMore}
        failed={list.failed}
        minColumnWidth={CARD_MIN_WIDTH_PX}
        label={intl.formatMessage(pageTitles.commentList)}
      />
    </ListState>
  );

  return (
    <div>
      <AppNavBar title={pageTitles.commentList} />
      <PageShell>{body}</PageShell>
      <PictureViewer images={viewer?.images ?? []} defaultIndex={viewer?.index ?? 0} visible={viewer !== null} onClose={() => setViewer(null)} />
    </div>
  );
}
