import { Button } from '@/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import PhoneFill from 'antd-mobile-icons/es/PhoneFill';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAgentListQuery, useOrderDetailsQuery } from '@/api/order/endpoints';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { formatMoney } from '@/lib/money';
import { useCopy } from '@/components/use-copy';
import { VisuallyHidden } from '@/components/visually-hidden';
import { EmptyState, LoadFailed } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { positiveInteger } from '@/lib/positive-integer';
import styles from './payment.module.css';

const messages = defineMessages<{
  readonly intro: NoMessageValues;
  readonly empty: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly copyOrder: NoMessageValues;
  readonly call: { readonly name: MessageValue };
  readonly copyNumber: { readonly name: MessageValue };
  readonly orderLine: { readonly amount: MessageValue; readonly sn: MessageValue };
}>({
  intro: {
    id: 'payment.other_intro',
    defaultMessage: 'Our agents can pay on your behalf. Contact one and send them the order number and amount.',
  },
  empty: { id: 'payment.other_empty', defaultMessage: 'No agents are available right now.' },
  loadFailed: { id: 'payment.other_load_failed', defaultMessage: 'The agents could not be loaded.' },
  copyOrder: { id: 'payment.other_copy_order', defaultMessage: 'Copy order details' },
  call: { id: 'payment.other_call', defaultMessage: 'Call {name}' },
  copyNumber: { id: 'payment.other_copy_number', defaultMessage: 'Copy the number of {name}' },
  orderLine: { id: 'payment.other_order_line', defaultMessage: 'Order {sn}, amount due {amount}' },
});

/** The other payers: the shop's agents who can pay an order for the shopper, with their contacts. */
export default function OtherListPage() {
  const intl = useIntl();
  const copy = useCopy();
  const [params] = useSearchParams();
  const orderId = positiveInteger(params.get('orderId'));
  const order = useOrderDetailsQuery({ id: orderId ?? 0 }, { skip: orderId === null });
  const agents = useAgentListQuery();
  const list = agents.data?.list ?? [];
  const orderLine = order.data
    ? intl.formatMessage(messages.orderLine, { sn: order.data.order_sn, amount: formatMoney(intl, order.data.pay_amount) })
    : null;

  let body;
  if (agents.isLoading) {
    body = (
      <div className={styles.card}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (agents.isError && !agents.data) {
    body = (
      <LoadFailed title={messages.loadFailed} onRetry={() => void agents.refetch()} />
    );
  } else if (list.length === 0) {
    body = <EmptyState title={messages.empty} />;
  } else {
    body = (
      <ul className={styles.agents}>
        {list.map((agent) => (
          <li key={agent.id} className={`${styles.card} ${styles.agent}`}>
            <img src={agent.avatar} alt="" width={48} height={48} loading="lazy" className={styles.avatar} />
            <div className={styles.agentBody}>
              <strong>{agent.name}</strong>
              <span className={styles.muted}>{agent.region}</span>
              {/* Named by the number it shows, then what pressing it does (name holds the visible text). */}
              <button type="button" className={styles.textLink} onClick={() => copy(agent.mobile)}>
                {agent.mobile}
                <VisuallyHidden> {intl.formatMessage(messages.copyNumber, { name: agent.name })}</VisuallyHidden>
              </button>
            </div>
            <a className={styles.call} href={`tel:${agent.mobile.replace(/[^\d+]/g, '')}`} aria-label={intl.formatMessage(messages.call, { name: agent.name })}>
              <PhoneFill aria-hidden />
            </a>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <AppNavBar title={pageTitles.otherList} />
      <PageShell stack>
        <section className={styles.card}>
          <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
          {orderLine && (
            <div className={styles.orderLine}>
              <span>{orderLine}</span>
              <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => copy(orderLine)}>
                {intl.formatMessage(messages.copyOrder)}
              </Button>
            </div>
          )}
        </section>
        {body}
      </PageShell>
    </>
  );
}
