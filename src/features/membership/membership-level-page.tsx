import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tag from 'antd-mobile/es/components/tag';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VipGrade } from '@/api/types';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { EmptyState, LoadFailed } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { formatMoney, toAmount } from '@/lib/money';
import { membershipMessages as m } from './membership-messages';
import styles from './membership-level-page.module.css';
import { useMembership, type MembershipView } from './use-membership';

function Hero({ view }: { view: MembershipView }) {
  const intl = useIntl();
  return (
    <section className={styles.hero} aria-labelledby="membership-current">
      <div className={styles.heroHead}>
        {view.current?.icon && (
          <img className={styles.heroIcon} src={view.current.icon} alt="" width={48} height={48} />
        )}
        <div>
          <p className={styles.heroLabel}>
            <FormattedMessage {...m.currentLevel} />
          </p>
          <h2 id="membership-current" className={styles.heroName}>
            {view.current?.name}
          </h2>
        </div>
      </div>
      <p className={styles.heroSpend}>
        <FormattedMessage {...m.totalSpend} values={{ amount: formatMoney(intl, view.totalSpend) }} />
      </p>
      {view.next && view.nextGap !== null ? (
        <>
          {/* antd's bar draws only; the role and values are ours, so screen readers hear the progress. */}
          <div
            role="progressbar"
            aria-label={intl.formatMessage(m.progressLabel)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(view.progress)}
          >
            <ProgressBar
              percent={view.progress}
              style={{ '--track-color': 'rgb(255 255 255 / 25%)', '--fill-color': '#fff', '--track-width': '6px' }}
            />
          </div>
          <p className={styles.heroNext}>
            <FormattedMessage {...m.nextGap} values={{ amount: formatMoney(intl, view.nextGap), level: view.next.name }} />
          </p>
        </>
      ) : (
        <p className={styles.heroNext}>
          <FormattedMessage {...m.topLevel} />
        </p>
      )}
    </section>
  );
}

function LevelCard({ level, currentLevel }: { level: VipGrade; currentLevel: number }) {
  const intl = useIntl();
  const isCurrent = level.level === currentLevel;
  const off = 1 - toAmount(level.discount);
  return (
    <li className={isCurrent ? `${styles.level} ${styles.levelCurrent}` : styles.level} aria-current={isCurrent ? 'true' : undefined}>
      <div className={styles.levelHead}>
        {level.icon ? (
          <img className={styles.levelIcon} src={level.icon} alt="" width={36} height={36} loading="lazy" />
        ) : null}
        <h3 className={styles.levelName}>{level.name}</h3>
        {off > 0.0001 && (
          <span className={styles.discount}>
            <FormattedMessage {...m.discount} values={{ percent: Math.round(off * 1000) / 1000 }} />
          </span>
        )}
        {isCurrent ? (
          <Tag color="primary">
            <FormattedMessage {...m.current} />
          </Tag>
        ) : level.level < currentLevel ? (
          <Tag color="default" fill="outline">
            <FormattedMessage {...m.reached} />
          </Tag>
        ) : null}
      </div>
      <p className={styles.threshold}>
        {toAmount(level.threshold) > 0 ? (
          <FormattedMessage {...m.threshold} values={{ amount: formatMoney(intl, level.threshold) }} />
        ) : (
          <FormattedMessage {...m.thresholdNone} />
        )}
      </p>
      <ul className={styles.benefits}>
        {level.benefits.map((benefit) => (
          <li key={benefit}>
            <CheckCircleFill className={styles.tick} aria-hidden />
            {benefit}
          </li>
        ))}
      </ul>
    </li>
  );
}

export default function MembershipLevelPage() {
  const { view, currentLevel, isLoading, isError, retry } = useMembership();
  let body;
  if (isLoading) {
    body = (
      <div aria-busy="true">
        <Skeleton className={styles.heroSkeleton} animated />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  } else if (isError || !view) {
    body = (
      <LoadFailed title={m.loadFailed} onRetry={retry} />
    );
  } else if (view.levels.length === 0) {
    body = <EmptyState title={m.empty} />;
  } else {
    body = (
      <>
        <Hero view={view} />
        <h2 className={styles.sectionTitle}>
          <FormattedMessage {...m.levelsHeading} />
        </h2>
        <ul className={styles.levels}>
          {view.levels.map((level) => (
            <LevelCard key={level.id} level={level} currentLevel={currentLevel} />
          ))}
        </ul>
      </>
    );
  }
  return (
    <div>
      <AppNavBar title={pageTitles.membershipLevel} />
      <PageShell>{body}</PageShell>
    </div>
  );
}
