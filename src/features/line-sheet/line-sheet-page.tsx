import { Button } from '@/components/button';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { PageShell } from '@/components/page-shell';
import { copyText } from '@/lib/clipboard';
import { ROUTES } from '@/lib/routes';
import { shareLink } from '@/lib/share-sheet';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { lsMessages as m } from './line-sheet-messages';
import { SheetBuilder } from './sheet-builder';
import { readSheetLink } from './sheet-link';
import { SheetView } from './sheet-view';
import card from '@/styles/card-page.module.css';
import styles from './line-sheet.module.css';

/**
 * Line sheets: without goods in its link, the builder; with them, the sheet, ready to print (the
 * page's chrome stays off paper) and to send as its own link.
 */
export default function LineSheetPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const sheet = readSheetLink(search);

  const share = async () => {
    const url = window.location.href;
    const title = sheet?.title || intl.formatMessage(m.sheetTitle);
    if ((await shareLink({ title, text: title, url })) !== 'unavailable') return;
    if (await copyText(url)) dispatch(toastRequested({ text: { message: m.copied }, icon: 'success' }));
  };

  return (
    <>
      <div className={styles.noPrint}>
        <AppNavBar title={pageTitles.lineSheet} />
      </div>
      <PageShell stack className={styles.page}>
        {sheet ? (
          <>
            <section className={`${card.card} ${styles.noPrint}`} aria-label={intl.formatMessage(pageTitles.lineSheet)}>
              <div className={styles.actions}>
                <Button color="primary" shape="rounded" onClick={() => window.print()}>
                  {intl.formatMessage(m.print)}
                </Button>
                <Button shape="rounded" fill="outline" onClick={() => void share()}>
                  {intl.formatMessage(m.share)}
                </Button>
                <Link to={ROUTES.lineSheet} className={styles.edit}>
                  {intl.formatMessage(m.edit)}
                </Link>
              </div>
              <p className={card.hint}>{intl.formatMessage(m.paperHint)}</p>
            </section>
            <SheetView sheet={sheet} />
          </>
        ) : (
          <SheetBuilder />
        )}
      </PageShell>
    </>
  );
}
