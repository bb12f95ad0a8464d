import DotLoading from 'antd-mobile/es/components/dot-loading';
import ExclamationCircleOutline from 'antd-mobile-icons/es/ExclamationCircleOutline';
import { Component, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { reloadIfChunkGone } from '@/lib/chunk-failure';
import { TIMEOUTS } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { useBrowserOnline } from '@/lib/use-browser-online';
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
 * Offline, a page whose files the device does not hold says that, and that it opens once the
 * connection is back, rather than that the connection timed out.
 */
export function PageLoadError({ crashed = false, homeLink = false }: { crashed?: boolean; homeLink?: boolean }) {
  const offline = !useBrowserOnline() && !crashed;
  const title = crashed ? commonMessages.somethingWentWrong : offline ? commonMessages.pageNotSaved : commonMessages.pageLoadFailed;
  const retry = (
    <button type="button" className={styles.retry} onClick={reloadPage}>
      <StatusView
        icon={<ExclamationCircleOutline />}
        title={<FormattedMessage {...title} />}
        description={crashed ? null : <FormattedMessage {...(offline ? commonMessages.pageOpensOnline : commonMessages.connectionTimedOut)} />}
      />
      <span className={styles.tap}>
        <FormattedMessage {...commonMessages.tapToReload} />
      </span>
    </button>
  );
  if (!homeLink) return retry;
  // In place of a whole page there is no bar with a way back, and an installed app shows no
  // browser's either: offline, reloading only brings this view again. Home is on the device.
  return (
    <div className={styles.failedPage}>
      {retry}
      <a className={styles.home} href={ROUTES.home}>
        <FormattedMessage {...commonMessages.goHome} />
      </a>
    </div>
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
    <LoadBoundary what="page" fallback={<PageLoadError homeLink />}>
      <Suspense fallback={<DelayedLoading />}>{children}</Suspense>
    </LoadBoundary>
  );
}
