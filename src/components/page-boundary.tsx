import DotLoading from 'antd-mobile/es/components/dot-loading';
import ExclamationCircleOutline from 'antd-mobile-icons/es/ExclamationCircleOutline';
import { Component, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { TIMEOUTS } from '@/lib/constants';
import { commonMessages } from './common-messages';
import { StatusView } from './status-view';
import styles from './page-boundary.module.css';

/** The loading view of an async page appears only after 200 ms (spec section 9), so fast loads never flash. */
function DelayedLoading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), TIMEOUTS.asyncPageDelayMs);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className={styles.center} role="status">
      <DotLoading color="primary" />
      <span className={styles.hidden}>
        <FormattedMessage {...commonMessages.loading} />
      </span>
    </div>
  );
}

/** A failed chunk load (offline, a new deploy) shows a tap-to-reload view instead of a blank screen. */
export function PageLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className={styles.retry} onClick={onRetry}>
      <StatusView
        icon={<ExclamationCircleOutline />}
        title={<FormattedMessage {...commonMessages.pageLoadFailed} />}
        description={<FormattedMessage {...commonMessages.connectionTimedOut} />}
      />
      <span className={styles.tap}>
        <FormattedMessage {...commonMessages.tapToReload} />
      </span>
    </button>
  );
}

interface BoundaryState {
  failed: boolean;
}

class ChunkErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page failed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <PageLoadError onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}

/** Wraps a lazy page: delayed loading view while its chunk loads, tap-to-reload when it fails. */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<DelayedLoading />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
