import { Button } from './button';
import { createErrorBlock } from 'antd-mobile/es/components/error-block/create-error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { ROUTES } from '@/lib/routes';
import { useBrowserOnline } from '@/lib/use-browser-online';
import { ActionLink } from './action-link';
import { offlineMessages } from './offline-banner';
import { commonMessages } from './common-messages';
import type { InfiniteList } from './use-infinite-list';
import styles from './page-state.module.css';

type Values = Record<string, string | number>;

// The pictures come in their own chunk, after the first screen (error-block-picture.tsx). antd's
// picture box has a fixed height (100 px), so the text under it does not move when one arrives.
// These states show when the network fails: a picture whose chunk cannot come is left out, never
// thrown to the page's error boundary in place of the state that says what happened.
type PictureProps = { status: 'disconnected' | 'empty' };
const Picture = lazy<ComponentType<PictureProps>>(() => import('./error-block-picture').catch(() => ({ default: () => null })));
const picture = (status: PictureProps['status']) => (
  <Suspense fallback={null}>
    <Picture status={status} />
  </Suspense>
);
/** antd's ErrorBlock, drawing only the two pictures these states use. */
const ErrorBlock = createErrorBlock({ default: picture('empty'), empty: picture('empty'), disconnected: picture('disconnected'), busy: picture('disconnected') });

/** What could not be loaded, and how to try again (no `onRetry`: nothing to retry, only `children`). */
export interface Failure {
  title: MessageDescriptor;
  onRetry?: () => void;
  /** Further ways out beside the one "Try again" (back to a list). */
  children?: ReactNode;
  /**
   * "Back to home" beside "Try again", where the page has no other way out worth its place: a
   * goods that could not be opened, offline from a link.
   */
  homeLink?: boolean;
}

/** Nothing to show: a list with no rows, a record that is gone, a link that holds nothing. */
export interface Absence {
  title: MessageDescriptor;
  description?: MessageDescriptor;
  /** Fills the title's and description's placeholders. */
  values?: Values;
  /** What to do instead (browse the shop, back to the list). */
  children?: ReactNode;
}

/**
 * Loading failed with nothing to show. Every page says it the same way: the disconnected picture,
 * what could not be loaded, one "Try again". Offline it also says when it will come: the device
 * does not hold it (what it holds answers from its saved copy instead of failing).
 */
export function LoadFailed({ title, onRetry, children, homeLink = false }: Failure) {
  const intl = useIntl();
  const offline = !useBrowserOnline();
  return (
    <ErrorBlock
      status="disconnected"
      className={styles.failed}
      title={intl.formatMessage(title)}
      description={offline ? intl.formatMessage(offlineMessages.backOnline) : null}
    >
      <div className={styles.actions}>
        {onRetry && (
          <Button color="primary" shape="rounded" onClick={onRetry}>
            <FormattedMessage {...commonMessages.retry} />
          </Button>
        )}
        {children}
        {homeLink && (
          <ActionLink to={ROUTES.home} quiet>
            <FormattedMessage {...commonMessages.goHome} />
          </ActionLink>
        )}
      </div>
    </ErrorBlock>
  );
}

/** Nothing to show, said with the empty picture, a title, an optional line and what to do instead. */
export function EmptyState({ title, description, values, children }: Absence) {
  const intl = useIntl();
  return (
    <ErrorBlock
      status="empty"
      className={styles.state}
      title={intl.formatMessage(title, values)}
      description={description ? intl.formatMessage(description, values) : null}
    >
      {children && <div className={styles.actions}>{children}</div>}
    </ErrorBlock>
  );
}

/** The common loading placeholder: a white card of grey lines, announced as loading. */
export function PageSkeleton({ rows = 4, title = false }: { rows?: number; title?: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={intl.formatMessage(commonMessages.loading)}>
      {title && <Skeleton.Title animated />}
      <Skeleton.Paragraph lineCount={rows} animated />
    </div>
  );
}

interface PageStateProps {
  /** The first load is under way. */
  loading: boolean;
  /** Shown while loading; it holds the room of what replaces it, so nothing moves (issue 12). */
  skeleton: ReactNode;
  /** Set when loading failed and there is nothing to show. */
  failed?: Failure | false | null;
  /** Set when there is nothing to show (checked after loading and failure). */
  empty?: Absence | false | null;
  /** The page's content; a function when it may only be built once the data is there. */
  children: ReactNode | (() => ReactNode);
}

/** The one loading → failed → empty → content chain of a page or of a section of one. */
export function PageState({ loading, skeleton, failed, empty, children }: PageStateProps) {
  if (loading) return skeleton;
  if (failed) return <LoadFailed {...failed} />;
  if (empty) return <EmptyState {...empty} />;
  return typeof children === 'function' ? children() : children;
}

interface ListStateProps {
  /** A list from useInfiniteList. */
  list: Pick<InfiniteList<unknown>, 'initialLoading' | 'initialError' | 'retry' | 'items'>;
  skeleton: ReactNode;
  /** What says the first page could not be loaded (with a retry). */
  failedTitle: MessageDescriptor;
  /** What says there is nothing in the list yet. */
  empty: Absence;
  /** The list, shown once its first page is in and holds something. */
  children: ReactNode;
}

/** PageState for a paged list: its first page's loading and failure, then an empty list. */
export function ListState({ list, skeleton, failedTitle, empty, children }: ListStateProps) {
  return (
    <PageState
      loading={list.initialLoading}
      skeleton={skeleton}
      failed={list.initialError && { title: failedTitle, onRetry: list.retry }}
      empty={list.items.length === 0 && empty}
    >
      {children}
    </PageState>
  );
}
