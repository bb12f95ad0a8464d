import { ActionLink } from '@/components/action-link';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { FormattedMessage } from 'react-intl';
import { AppNavBar } from '@/components/nav-bar';
import { commonMessages } from '@/components/common-messages';
import { pageTitles } from '@/components/page-titles';
import { ListState } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { ROUTES } from '@/lib/routes';
import { favouriteMessages as m } from './favourite-messages';
import { FavouritesGrid } from './favourites-grid';
import styles from './my-collection-page.module.css';
import { useFavourites } from './use-favourites';

export default function MyCollectionPage() {
  const favourites = useFavourites();
  const body = (
    <ListState
      list={favourites}
      skeleton={
        <div className={styles.skeletons} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} animated className={styles.skeleton} />
          ))}
        </div>
      }
      failedTitle={m.loadFailed}
      empty={{
        title: m.emptyTitle,
        description: m.emptyBody,
        children: (
          <ActionLink to={ROUTES.class}>
            <FormattedMessage {...commonMessages.browseCatalogue} />
          </ActionLink>
        ),
      }}
    >
      <>
        <p className={styles.count}>
          <FormattedMessage {...m.count} values={{ count: favourites.total }} />
        </p>
        <FavouritesGrid
          items={favourites.items}
          total={favourites.total}
          status={favourites.status}
          failed={favourites.failed}
          onLoadMore={favourites.loadMore}
          onRemove={favourites.remove}
        />
      </>
    </ListState>
  );
  return (
    <div>
      <AppNavBar title={pageTitles.myCollection} />
      <PageShell>{body}</PageShell>
    </div>
  );
}
