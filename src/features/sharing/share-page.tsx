import { Button } from '@/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { QRCodeSVG } from 'qrcode.react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonMessages } from '@/components/common-messages';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { RichText } from '@/components/rich-text';
import { EmptyState, LoadFailed } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { UrlText } from '@/components/url-text';
import { formatMoney } from '@/lib/money';
import { ROUTES } from '@/lib/routes';
import { sharingMessages as m } from './sharing-messages';
import styles from './sharing.module.css';
import { useShare } from './use-share';

const QR_SIZE = 176;
const POSTER_WIDTH = 750;
const POSTER_HEIGHT = 420;

export default function SharePage() {
  const intl = useIntl();
  const page = useShare();
  const { template } = page;

  return (
    <div>
      <AppNavBar title={pageTitles.share} />
      <PageShell stack>
        {template.isLoading ? (
          <Skeleton animated className={styles.posterSkeleton} />
        ) : template.data ? (
          <section className={styles.poster} aria-labelledby="share-title">
            {template.data.poster && (
              <img
                className={styles.posterImage}
                src={template.data.poster}
                alt=""
                width={POSTER_WIDTH}
                height={POSTER_HEIGHT}
              />
            )}
            <div className={styles.posterText}>
              <h2 id="share-title" className={styles.posterTitle}>
                {template.data.title}
              </h2>
              {template.data.share_text && <p className={styles.posterBody}>{template.data.share_text}</p>}
            </div>
          </section>
        ) : (
          <LoadFailed title={m.templateFailed} onRetry={() => void template.refetch()} />
        )}

        <section className={styles.card} aria-labelledby="share-link">
          <h2 id="share-link" className={styles.cardTitle}>
            <FormattedMessage {...m.yourLink} />
          </h2>
          {page.link ? (
            <div className={styles.linkBlock}>
              <div className={styles.qr}>
                <QRCodeSVG
                  value={page.link}
                  size={QR_SIZE}
                  level="M"
                  marginSize={2}
                  role="img"
                  aria-label={intl.formatMessage(m.qrLabel)}
                  title={intl.formatMessage(m.qrLabel)}
                />
                <p className={styles.hint}>
                  <FormattedMessage {...m.qrHint} />
                </p>
              </div>
              <div className={styles.linkSide}>
                <p className={styles.link} data-testid="invite-link">
                  <UrlText url={page.link} />
                </p>
                <p className={styles.code}>
                  <FormattedMessage {...m.code} values={{ code: page.userCode }} />
                </p>
                <div className={styles.actions}>
                  <Button color="primary" shape="rounded" onClick={page.copyLink}>
                    <FormattedMessage {...m.copyLink} />
                  </Button>
                  <Button shape="rounded" onClick={page.copyCode}>
                    <FormattedMessage {...m.copyCode} />
                  </Button>
                  {page.canShare && (
                    <Button shape="rounded" fill="outline" color="primary" onClick={page.share}>
                      <FormattedMessage {...m.share} />
                    </Button>
                  )}
                </div>
              </div>
            </div>
          ) : (
            <EmptyState title={m.noCode}>
              <Button color="primary" loading={page.profileLoading} onClick={page.retryProfile}>
                <FormattedMessage {...commonMessages.retry} />
              </Button>
            </EmptyState>
          )}
        </section>

        <Link to={ROUTES.shareList} className={styles.summary}>
          <span>
            <span className={styles.summaryTitle}>
              <FormattedMessage {...m.invited} />
            </span>
            {page.invitedCount !== undefined && (
              <span className={styles.hint}>
                <FormattedMessage
                  {...m.summary}
                  values={{ count: page.invitedCount, amount: formatMoney(intl, page.rewardTotal ?? '0') }}
                />
              </span>
            )}
          </span>
          <RightOutline aria-hidden />
        </Link>

        {template.data?.rules && (
          <section className={styles.card} aria-labelledby="share-rules">
            <h2 id="share-rules" className={styles.cardTitle}>
              <FormattedMessage {...m.rules} />
            </h2>
            <RichText html={template.data.rules} />
          </section>
        )}
      </PageShell>
    </div>
  );
}
