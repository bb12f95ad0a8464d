import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '@/components/common-messages';
import { walletMessages as m } from './wallet-messages';
import styles from './wallet.module.css';

export function RowsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className={styles.card} aria-busy="true">
      <Skeleton.Paragraph lineCount={rows} animated />
    </div>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <ErrorBlock status="disconnected" title={intl.formatMessage(m.loadFailed)} description="">
      <Button color="primary" onClick={onRetry}>
        <FormattedMessage {...commonMessages.retry} />
      </Button>
    </ErrorBlock>
  );
}

export function Empty({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <ErrorBlock status="empty" title={title} description={description ?? ''}>
      {children}
    </ErrorBlock>
  );
}
