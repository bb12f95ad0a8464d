import { ActionLink } from '@/components/action-link';
import { Button } from '@/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { EmptyState } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { decodeListShare, type SharedList } from '@/lib/list-share';
import { buyerLinks } from '@/lib/buyer-links';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { createList } from '@/lib/saved-lists';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';
import { toastRequested } from '@/state/ui-slice';
import { ListLines } from './list-lines';
import { rlMessages as m } from './reorder-lists-messages';
import styles from './reorder-lists.module.css';

/** A list opened from a share link: shown as it came, and saved to the buyer's lists on request. */
export default function SharedListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { pathname, hash } = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector((state) => state.session.user_info?.id ?? 0);
  const [shared, setShared] = useState<SharedList | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void decodeListShare(hash).then((list) => live && setShared(list));
    return () => {
      live = false;
    };
  }, [hash]);

  const save = () => {
    if (!shared) return;
    const saved = createList(userId, { name: shared.name || intl.formatMessage(m.untitled), source: 'shared', items: shared.items });
    if (!saved) {
      dispatch(toastRequested({ text: { message: m.tooMany } }));
      return;
    }
    dispatch(toastRequested({ text: { message: m.created, values: { name: saved.name } } }));
    void navigate(buyerLinks.reorderListInfo(saved.id), { replace: true });
  };

  let body;
  if (shared === undefined) body = <Skeleton.Paragraph lineCount={6} animated />;
  else if (shared === null) {
    // Nothing to add: the way on is the shopper's own lists (where a list can be made or imported).
    body = (
      <EmptyState title={m.badLink}>
        <ActionLink to={ROUTES.reorderLists}>{intl.formatMessage(m.backToLists)}</ActionLink>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <section className={styles.card}>
          <h2 className={styles.heading}>{shared.name || intl.formatMessage(m.untitled)}</h2>
          <p className={styles.hint}>{intl.formatMessage(m.sharedIntro)}</p>
          {loggedIn ? (
            <Button color="primary" shape="rounded" block onClick={save}>
              {intl.formatMessage(m.saveShared)}
            </Button>
          ) : (
            <Button color="primary" shape="rounded" block onClick={() => void navigate(links.login(pathname + hash))}>
              {intl.formatMessage(m.logInToSave)}
            </Button>
          )}
        </section>
        <section className={styles.card}>
          <ListLines items={shared.items} />
        </section>
      </>
    );
  }
  return (
    <>
      <AppNavBar title={pageTitles.sharedList} />
      <PageShell stack>{body}</PageShell>
    </>
  );
}
