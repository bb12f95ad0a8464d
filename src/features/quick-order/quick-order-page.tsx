import { Button } from '@/components/button';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { confirmDialog } from '@/components/dialogs';
import { AppNavBar } from '@/components/nav-bar';
import { downloadLinesCsv } from '@/components/order-csv';
import { pageTitles } from '@/components/page-titles';
import { WindowList } from '@/components/window-list';
import { EmptyState } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { formatMoney } from '@/lib/money';
import { ROUTES } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectCurLang } from '@/state/lang-slice';
import { toastRequested } from '@/state/ui-slice';
import { readPhoto } from './barcode-reader';
import { LineEntry } from './line-entry';
import { qoMessages as m } from './quick-order-messages';
import type { ReviewRow } from './review-model';
import { FixRow, GoodsHead, LineRow } from './review-rows';
import { SaveListForm } from './save-list-form';
import { ScanSheet } from './scan-sheet';
import { useListFromQuery } from './use-list-from-query';
import { useQuickOrder } from './use-quick-order';
import styles from './quick-order.module.css';
import { commonMessages } from '@/components/common-messages';
import { FixedBar } from '@/components/fixed-bar';

const rowKey = (row: ReviewRow) => (row.kind === 'goods' ? `g-${String(row.item.goods.id)}` : row.item.line.key);

/** Quick order: lines in by code (typed, pasted, CSV, scanned), checked, then into the cart at once. */
export default function QuickOrderPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectCurLang);
  const qo = useQuickOrder();
  useListFromQuery(qo.userId, qo.addCodes);
  const [scanning, setScanning] = useState(false);
  const [saving, setSaving] = useState(false);
  const { review, draft, outcome } = qo;
  const toast = (message: (typeof m)[keyof typeof m], values?: Record<string, string | number>) =>
    dispatch(toastRequested({ text: values ? { message, values } : { message } }));

  const { addCodes } = qo;
  const onCode = useCallback((code: string) => addCodes([{ code, quantity: 1 }]), [addCodes]);
  const onPhoto = async (file: File) => {
    const codes = await readPhoto(file).catch(() => []);
    if (codes.length === 0) {
      toast(m.photoNone);
      return;
    }
    qo.addCodes(codes.map((code) => ({ code, quantity: 1 })));
    toast(m.photoAdded, { count: codes.length });
  };
  const clearAll = async () => {
    if (await confirmDialog({ content: intl.formatMessage(m.clearConfirm), confirmText: intl.formatMessage(m.clearAll), cancelText: intl.formatMessage(commonMessages.cancel) })) qo.clear();
  };
  const items = review.rows.flatMap((row) => (row.kind === 'goods' ? [] : [row.item]));
  const exportCsv = () =>
    void downloadLinesCsv(
      intl,
      lang,
      intl.formatMessage(pageTitles.quickOrder),
      items.map(({ line, goods, spec }) => ({ code: spec?.sku ?? line.code, quantity: line.quantity, title: goods?.title, specTitle: spec?.title })),
    );

  const actions = { setQuantity: qo.setQuantity, setCode: qo.setCode, chooseSpec: qo.chooseSpec, remove: qo.remove, retry: qo.retry };
  const renderRow = (row: ReviewRow) => {
    if (row.kind === 'fix') return <FixRow item={row.item} actions={actions} />;
    if (row.kind === 'goods') return <GoodsHead group={row.item} actions={actions} />;
    return <LineRow item={row.item} actions={actions} />;
  };
  const lines = draft.lines.length;
  const notAdded = outcome ? outcome.failed.size : 0;

  return (
    <>
      <AppNavBar
        title={pageTitles.quickOrder}
        right={
          <Link to={ROUTES.reorderLists} className={styles.navLink} aria-label={intl.formatMessage(m.lists)}>
            <UnorderedListOutline aria-hidden />
          </Link>
        }
      />
      <PageShell bar={lines > 0} stack>
        <LineEntry text={draft.text} note={qo.note} onText={qo.setText} onRead={qo.readText} onFile={(f) => void qo.readFile(f)} onScan={() => setScanning(true)} onPhoto={(f) => void onPhoto(f)} />
        {outcome && (
          <section className={`${styles.card} ${styles.report}`} role="status" aria-label={intl.formatMessage(m.reviewTitle)}>
            <p>{outcome.added.size > 0 ? intl.formatMessage(m.reportAdded, { lines: outcome.added.size, goods: outcome.goodsAdded }) : intl.formatMessage(m.reportNothing)}</p>
            {notAdded > 0 && <p className={styles.warning}>{intl.formatMessage(m.reportNotAdded, { count: notAdded })}</p>}
            {outcome.added.size > 0 && (
              <Button size="small" color="primary" shape="rounded" onClick={() => void navigate(ROUTES.cart)}>
                {intl.formatMessage(m.goToCart)}
              </Button>
            )}
          </section>
        )}
        <section className={styles.card} aria-labelledby="qo-review">
          <div className={styles.reviewHead}>
            <h2 id="qo-review" className={styles.heading}>
              {intl.formatMessage(m.reviewTitle)}
            </h2>
            {lines > 0 && (
              <span className={styles.muted}>
                {review.pending > 0
                  ? intl.formatMessage(m.checking, { count: review.pending })
                  : intl.formatMessage(m.reviewSummary, { lines: review.readyLines, goods: review.ready.length })}
              </span>
            )}
          </div>
          {lines === 0 ? (
            <EmptyState title={m.emptyTitle} description={m.emptyBody} />
          ) : (
            <>
              <div className={styles.tools}>
                <Button size="small" fill="outline" shape="rounded" onClick={() => setSaving(true)}>
                  {intl.formatMessage(m.saveAsList)}
                </Button>
                <Button size="small" fill="outline" shape="rounded" onClick={exportCsv}>
                  {intl.formatMessage(m.exportCsv)}
                </Button>
                <Button size="small" fill="none" onClick={() => void clearAll()}>
                  {intl.formatMessage(m.clearAll)}
                </Button>
              </div>
              {saving && <SaveListForm userId={qo.userId} items={items} onDone={() => setSaving(false)} />}
              {review.toFix.length > 0 && <h3 className={styles.subheading}>{intl.formatMessage(m.toFixTitle, { count: review.toFix.length })}</h3>}
              <WindowList items={review.rows} getKey={rowKey} renderItem={renderRow} estimateSize={96} status="nomore" onLoadMore={() => undefined} label={intl.formatMessage(m.reviewList)} gap={8} complete />
            </>
          )}
        </section>
      </PageShell>
      {lines > 0 && (
        <FixedBar className={styles.addBar}>
          <div className={styles.estimate}>
            <span className={styles.muted}>{intl.formatMessage(m.estimate)}</span>
            <strong>{formatMoney(intl, review.amount)}</strong>
          </div>
          <Button color="primary" shape="rounded" loading={qo.adding} disabled={review.readyLines === 0 || qo.adding} onClick={() => void qo.add()}>
            {review.readyLines === 0 ? intl.formatMessage(m.nothingReady) : intl.formatMessage(m.addAll, { count: review.readyLines })}
          </Button>
        </FixedBar>
      )}
      <ScanSheet visible={scanning} onClose={() => setScanning(false)} onCode={onCode} />
    </>
  );
}
