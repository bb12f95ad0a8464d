import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { commonMessages } from '@/components/common-messages';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { ROUTES } from '@/lib/routes';
import { favouriteMessages as m } from './favourite-messages';
import { FavouritesGrid } from './favourites-grid';
import styles from './my-collection-page.module.css';
import { useFavourites } from './use-favourites';

export default function MyCollectionPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const favourites = useFavourites();
  let body;
  if (favourites.initialLoading) {
    body = (
      <div className={styles.skeletons} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} animated className={styles.skeleton} />
        ))}
      </div>
    );
  } else if (favourites.initialError) {
    body = (
      <ErrorBlock status="disconnected" title={intl.formatMessage(m.loadFailed)} description="">
        <Button color="primary" onClick={favourites.retry}>
          <FormattedMessage {...commonMessages.retry} />
        </Button>
      </ErrorBlock>
    );
  } else if (favourites.items.length === 0) {
    body = (
      <ErrorBlock status="empty" title={intl.formatMessage(m.emptyTitle)} description={intl.formatMessage(m.emptyBody)}>
        <Button color="primary" onClick={() => void navigate(ROUTES.class)}>
          <FormattedMessage {...m.browse} />
        </Button>
      </ErrorBlock>
    );
  } else {
    body = (
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
    );
  }
  return (
    <div>
      <AppNavBar title={pageTitles.myCollection} />
      <main className={styles.page}>{body}</main>
    </div>
  );
}
