import { ActionLink } from '@/components/action-link';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetInviteLogInfiniteQuery } from '@/api/account/endpoints';
import type { InviteLogEntry } from '@/api/types';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { PAGE_SIZE, useInfiniteList } from '@/components/use-infinite-list';
import { WindowList } from '@/components/window-list';
import { ListState, PageSkeleton } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { formatMoney, toAmount } from '@/lib/money';
import { ROUTES } from '@/lib/routes';
import { sharingMessages as m } from './sharing-messages';
import styles from './sharing.module.css';

const AVATAR_PX = 44;
const ALL = { limit: PAGE_SIZE };

function InviteRow({ entry }: { entry: InviteLogEntry }) {
  const intl = useIntl();
  return (
    <article className={styles.row}>
      {entry.avatar ? (
        <img className={styles.avatar} src={entry.avatar} alt="" width={AVATAR_PX} height={AVATAR_PX} loading="lazy" />
      ) : (
        <span className={styles.avatarFallback} aria-hidden>
          {entry.nickname.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{entry.nickname}</p>
        <p className={styles.hint}>
          <FormattedMessage
            {...m.joined}
            values={{ date: intl.formatDate(entry.join_time * 1000, { dateStyle: 'medium' }) }}
          />
        </p>
      </div>
      {toAmount(entry.reward) > 0 && (
        <span className={styles.reward}>
          <FormattedMessage {...m.reward} values={{ amount: formatMoney(intl, entry.reward) }} />
        </span>
      )}
    </article>
  );
}

export default function ShareListPage() {
  const intl = useIntl();
  const pages = useGetInviteLogInfiniteQuery(ALL);
  const list = useInfiniteList(pages);
  // The totals come with every page: read off the first.
  const first = pages.data?.pages.at(0);

  const body = (
    <ListState
      list={list}
      skeleton={<PageSkeleton rows={6} />}
      failedTitle={m.logFailed}
      empty={{
        title: m.logEmpty,
        description: m.logEmptyBody,
        children: (
          <ActionLink to={ROUTES.share}>
            <FormattedMessage {...m.inviteFriends} />
          </ActionLink>
        ),
      }}
    >
      <>
        <dl className={styles.totals}>
          <div>
            <dt>
              <FormattedMessage {...m.friendsLabel} />
            </dt>
            <dd>{intl.formatNumber(first?.total ?? list.total)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.rewardTotalLabel} />
            </dt>
            <dd>{formatMoney(intl, first?.reward_total ?? '0')}</dd>
          </div>
        </dl>
        <div className={styles.listCard}>
          <WindowList
            items={list.items}
            total={list.total}
            getKey={(entry) => entry.id}
            renderItem={(entry) => <InviteRow entry={entry} />}
            estimateSize={72}
            gap={0}
            status={list.status}
            onLoadMore={list.loadMore}
            failed={list.failed}
            label={intl.formatMessage(pageTitles.shareList)}
          />
        </div>
      </>
    </ListState>
  );
  return (
    <div>
      <AppNavBar title={pageTitles.shareList} />
      <PageShell stack>{body}</PageShell>
    </div>
  );
}
