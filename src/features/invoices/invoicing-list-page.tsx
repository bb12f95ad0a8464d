import { Button } from '@/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import Popup from 'antd-mobile/es/components/popup';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { commonMessages } from '@/components/common-messages';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { WindowList } from '@/components/window-list';
import { ListState, PageSkeleton } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { links } from '@/lib/links';
import { InvoiceCard } from './invoice-card';
import { FILTER_LABEL } from './invoice-labels';
import { invoiceMessages as m } from './invoice-messages';
import styles from './invoices.module.css';
import { ProfilePicker } from './profile-picker';
import { INVOICE_FILTERS, useInvoicingList, type InvoiceFilter } from './use-invoicing-list';
import { FixedBar } from '@/components/fixed-bar';

/** Cards go side by side on a wide screen once each can be this wide. */
const CARD_MIN_WIDTH_PX = 400;

export default function InvoicingListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const page = useInvoicingList();
  const { list } = page;

  const body = (
    <ListState
      list={list}
      skeleton={<PageSkeleton rows={5} />}
      failedTitle={m.loadFailed}
      empty={{ title: m.emptyTitle, description: m.emptyBody }}
    >
      <WindowList
        items={list.items}
        total={list.total}
        getKey={(invoice) => invoice.id}
        renderItem={(invoice) => <InvoiceCard invoice={invoice} onEdit={page.startEdit} />}
        estimateSize={170}
        status={list.status}
        onLoadMore={list.loadMore}
        failed={list.failed}
        minColumnWidth={CARD_MIN_WIDTH_PX}
        label={intl.formatMessage(pageTitles.invoicingList)}
      />
    </ListState>
  );

  const filterLabel = (f: InvoiceFilter) =>
    f === 'all' ? intl.formatMessage(m.all) : intl.formatMessage(FILTER_LABEL[f]);

  return (
    <div>
      <AppNavBar title={pageTitles.invoicingList} />
      <PageShell bar>
        <Tabs activeKey={page.filter} onChange={(key) => page.setFilter(key as InvoiceFilter)} className={styles.filters}>
          {INVOICE_FILTERS.map((f) => (
            <Tabs.Tab key={f} title={filterLabel(f)} />
          ))}
        </Tabs>
        {body}
      </PageShell>
      <FixedBar as="footer" className={styles.bottomBar}>
        <Button block color="primary" shape="rounded" size="large" onClick={() => void navigate(links.invoiceApplication())}>
          <FormattedMessage {...m.request} />
        </Button>
      </FixedBar>
      <Popup showCloseButton
        visible={page.editing !== null}
        onMaskClick={page.cancelEdit}
        onClose={page.cancelEdit}
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
        destroyOnClose
      >
        <div className={styles.sheet} role="dialog" aria-labelledby="invoice-change-title">
          <h2 id="invoice-change-title" className={styles.sheetTitle}>
            <FormattedMessage {...m.changeTitle} />
          </h2>
          {page.profilesLoading ? (
            <DotLoading color="primary" />
          ) : (
            <ProfilePicker
              profiles={page.profiles}
              value={page.profileId}
              onChange={page.setProfileId}
              label={intl.formatMessage(m.changeTitle)}
            />
          )}
          <div className={styles.sheetActions}>
            <Button block onClick={() => void navigate(links.fillIn())}>
              <FormattedMessage {...m.addProfile} />
            </Button>
            <Button
              block
              color="primary"
              disabled={page.profileId === null || page.saving}
              loading={page.saving}
              onClick={page.confirmEdit}
            >
              <FormattedMessage {...commonMessages.confirm} />
            </Button>
          </div>
        </div>
      </Popup>
    </div>
  );
}
