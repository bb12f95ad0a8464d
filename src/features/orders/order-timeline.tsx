import Steps from 'antd-mobile/es/components/steps';
import { useRef } from 'react';
import { FormattedDate, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { OrderDetail, OrderStatus } from '@/api/types';
import { useRowFits } from '@/components/use-row-fits';
import { orderInfoMessages as m } from './order-info-messages';
import styles from './order-info-page.module.css';

interface Stage {
  key: string;
  title: MessageDescriptor;
  time: number | null;
}

const FLOW: OrderStatus[] = ['pending_payment', 'paid', 'shipped', 'received', 'completed'];

/** The stages an order goes through and the one it has reached (pure, for the detail's Steps). */
export function orderStages(order: OrderDetail): { stages: Stage[]; current: number } {
  const placed: Stage = { key: 'placed', title: m.stepPlaced, time: order.create_time };
  if (order.status === 'cancelled') {
    return { stages: [placed, { key: 'cancelled', title: m.stepCancelled, time: order.cancel_time }], current: 1 };
  }
  const stages: Stage[] = [
    placed,
    { key: 'paid', title: m.stepPaid, time: order.pay_time },
    { key: 'shipped', title: m.stepShipped, time: order.ship_time },
    { key: 'received', title: m.stepReceived, time: order.receive_time },
    { key: 'completed', title: m.stepCompleted, time: null },
  ];
  return { stages, current: FLOW.indexOf(order.status) };
}

/**
 * The order's stages side by side, or under each other where they do not fit (long words with a
 * reader's own text spacing, a small phone): a row wider than the screen made the page scroll sideways.
 */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const { stages, current } = orderStages(order);
  const box = useRef<HTMLDivElement>(null);
  // The row's words: the language, and the order's status (which stages there are, which carry a date).
  const sideBySide = useRowFits(box, `${intl.locale} ${String(order.id)} ${order.status}`);
  return (
    <div ref={box} className={styles.timeline} role="group" aria-label={intl.formatMessage(m.timelineLabel)}>
      <Steps current={current} direction={sideBySide ? 'horizontal' : 'vertical'}>
        {stages.map((stage, index) => (
          <Steps.Step
            key={stage.key}
            aria-current={index === current ? 'step' : undefined}
            status={index < current ? 'finish' : index === current ? (order.status === 'cancelled' ? 'error' : 'process') : 'wait'}
            title={<FormattedMessage {...stage.title} />}
            description={
              stage.time !== null && index <= current ? <FormattedDate value={stage.time * 1000} month="short" day="numeric" hour="numeric" minute="2-digit" /> : null
            }
          />
        ))}
      </Steps>
    </div>
  );
}
