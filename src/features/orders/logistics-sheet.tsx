import DotLoading from 'antd-mobile/es/components/dot-loading';
import Steps from 'antd-mobile/es/components/steps';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useLogisticsCompanyListQuery, useOrderDetailsQuery } from '@/api/order/endpoints';
import { BottomSheet } from './bottom-sheet';
import { orderMessages } from './order-messages';
import { CopyButton } from '@/components/copy-button';
import styles from './sheets.module.css';

const { Step } = Steps;

/** The parcel's carrier, tracking number and every trace, newest first, as a timeline. */
export function LogisticsSheet({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const intl = useIntl();
  const { data: order, isLoading } = useOrderDetailsQuery({ id: orderId });
  const { data: companies } = useLogisticsCompanyListQuery();
  const logistics = order?.logistics ?? null;
  const carrier = companies?.list.find((c) => c.id === logistics?.company_id)?.name ?? logistics?.company;

  return (
    <BottomSheet title={intl.formatMessage(orderMessages.logisticsTitle)} onClosed={onClose}>
      {() =>
        isLoading ? (
          <div className={styles.center}>
            <DotLoading color="primary" />
          </div>
        ) : !logistics ? (
          <p className={styles.muted}>
            <FormattedMessage {...orderMessages.logisticsNone} />
          </p>
        ) : (
          <>
            <dl className={styles.facts}>
              <dt>
                <FormattedMessage {...orderMessages.logisticsCarrier} />
              </dt>
              <dd>{carrier}</dd>
              <dt>
                <FormattedMessage {...orderMessages.logisticsTrackingNo} />
              </dt>
              <dd className={styles.copyRow}>
                <span className={styles.mono}>{logistics.tracking_no}</span>
                <CopyButton value={logistics.tracking_no} what={intl.formatMessage(orderMessages.logisticsTrackingNo)} />
              </dd>
            </dl>
            {logistics.traces.length === 0 ? (
              <p className={styles.muted}>
                <FormattedMessage {...orderMessages.logisticsNone} />
              </p>
            ) : (
              <Steps direction="vertical" current={0} className={styles.steps}>
                {logistics.traces.map((trace, index) => (
                  <Step
                    key={`${String(trace.time)}-${String(index)}`}
                    status={index === 0 ? 'process' : 'finish'}
                    title={trace.text}
                    description={<FormattedDate value={trace.time * 1000} dateStyle="medium" timeStyle="short" />}
                  />
                ))}
              </Steps>
            )}
          </>
        )
      }
    </BottomSheet>
  );
}
