import DotLoading from 'antd-mobile/es/components/dot-loading';
import ExclamationCircleOutline from 'antd-mobile-icons/es/ExclamationCircleOutline';
import { Component, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { reloadIfChunkGone } from '@/lib/chunk-failure';
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

const reloadPage = () => window.location.reload();

/**
 * A failed chunk load (offline, a new deploy) shows a tap-to-reload view instead of a blank
 * screen; `crashed` says instead that something went wrong (code that threw, not a lost chunk).
 */
export function PageLoadError({ crashed = false }: { crashed?: boolean }) {
  return (
    <button type="button" className={styles.retry} onClick={reloadPage}>
      <StatusView
        icon={<ExclamationCircleOutline />}
        title={<FormattedMessage {...(crashed ? commonMessages.somethingWentWrong : commonMessages.pageLoadFailed)} />}
        description={crashed ? null : <FormattedMessage {...commonMessages.connectionTimedOut} />}
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

interface LoadBoundaryProps {
  children: ReactNode;
  /** What shows instead once a lazy piece under it has failed. */
  fallback: ReactNode;
  /** Names the piece in the console. */
  what: string;
  /** After the failure is logged; by default a chunk the server no longer has reloads the tab once. */
  onFailed?: (error: Error) => void;
}

/**
 * Catches a lazy piece that failed (its chunk offline or gone after a deploy, or its code
 * throwing) and shows `fallback`. A chunk the server no longer has reloads the tab once by itself
 * (lib/chunk-failure.ts); offline, the fallback's tap-to-reload is the way back.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.what} failed`, error, info.componentStack);
    if (this.props.onFailed) this.props.onFailed(error);
    else void reloadIfChunkGone(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Wraps a lazy page: delayed loading view while its chunk loads, tap-to-reload when it fails. */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <LoadBoundary what="page" fallback={<PageLoadError />}>
      <Suspense fallback={<DelayedLoading />}>{children}</Suspense>
    </LoadBoundary>
  );
}
