import { Button } from '@/components/button';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ActionLink } from '@/components/action-link';
import { confirmDialog } from '@/components/dialogs';
import { AppNavBar } from '@/components/nav-bar';
import { downloadLinesCsv } from '@/components/order-csv';
import { pageTitles } from '@/components/page-titles';
import { useCopy } from '@/components/use-copy';
import { EmptyState } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { encodeListShare, LONG_LINK, shareLink as linkTo } from '@/lib/list-share';
import { buyerLinks } from '@/lib/buyer-links';
import { ROUTES } from '@/lib/routes';
import { deleteList, MAX_LIST_NAME, updateList } from '@/lib/saved-lists';
import { shareLink } from '@/lib/share-sheet';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectCurLang } from '@/state/lang-slice';
import { toastRequested } from '@/state/ui-slice';
import { ListLines } from './list-lines';
import { rlMessages as m } from './reorder-lists-messages';
import { useSavedLists } from './use-saved-lists';
import styles from './reorder-lists.module.css';
import { commonMessages } from '@/components/common-messages';

/** One reorder list: rename it, change its quantities, add it to the cart, export or share it. */
export default function ListInfoPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const copy = useCopy();
  const lang = useAppSelector(selectCurLang);
  const [params] = useSearchParams();
  const { userId, lists } = useSavedLists();
  const list = lists.find((l) => l.id === params.get('id'));
  const [name, setName] = useState<string | null>(null);

  if (!list) {
    return (
      <>
        <AppNavBar title={pageTitles.reorderListInfo} />
        <PageShell stack>
          <EmptyState title={m.missing}>
            <ActionLink to={ROUTES.reorderLists}>{intl.formatMessage(m.backToLists)}</ActionLink>
          </EmptyState>
        </PageShell>
      </>
    );
  }

  const share = async () => {
    const url = linkTo(window.location.origin, ROUTES.sharedList, await encodeListShare(list));
    if (url.length > LONG_LINK) dispatch(toastRequested({ text: { message: m.longLink } }));
    const outcome = await shareLink({ title: list.name, text: intl.formatMessage(m.shareText, { name: list.name, count: list.items.length }), url });
    if (outcome === 'unavailable') copy(url);
  };
  const remove = async () => {
    const sure = await confirmDialog({ content: intl.formatMessage(m.deleteConfirm, { name: list.name }), confirmText: intl.formatMessage(m.delete), cancelText: intl.formatMessage(commonMessages.cancel) });
    if (!sure) return;
    deleteList(userId, list.id);
    void navigate(ROUTES.reorderLists, { replace: true });
  };

  return (
    <>
      <AppNavBar title={pageTitles.reorderListInfo} />
      <PageShell stack>
        <section className={styles.card}>
          <form
            className={styles.rename}
            onSubmit={(e) => {
              e.preventDefault();
              if (name !== null) updateList(userId, list.id, { name });
              setName(null);
            }}
          >
            <label className={styles.field}>
              <span>{intl.formatMessage(m.name)}</span>
              <input className={styles.input} value={name ?? list.name} maxLength={MAX_LIST_NAME} onChange={(e) => setName(e.target.value)} required />
            </label>
            {name !== null && name !== list.name && (
              <Button size="small" type="submit" color="primary" fill="outline">
                {intl.formatMessage(m.rename)}
              </Button>
            )}
          </form>
          <p className={styles.hint}>{intl.formatMessage(m.addHint)}</p>
          <Button color="primary" shape="rounded" block onClick={() => void navigate(buyerLinks.quickOrder(list.id))}>
            {intl.formatMessage(m.addToCart)}
          </Button>
          <div className={styles.sources}>
            <Button size="small" shape="rounded" fill="outline" onClick={() => void downloadLinesCsv(intl, lang, list.name, list.items)}>
              {intl.formatMessage(m.exportCsv)}
            </Button>
            <Button size="small" shape="rounded" fill="outline" onClick={() => void share()}>
              {intl.formatMessage(m.share)}
            </Button>
            <Button size="small" fill="none" color="danger" onClick={() => void remove()}>
              {intl.formatMessage(m.delete)}
            </Button>
          </div>
        </section>
        <section className={styles.card}>
          <ListLines items={list.items} onChange={(items) => updateList(userId, list.id, { items })} />
        </section>
      </PageShell>
    </>
  );
}
