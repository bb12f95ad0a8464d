import Skeleton from 'antd-mobile/es/components/skeleton';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useGetAgreementQuery } from '@/api/common/endpoints';
import type { AgreementType } from '@/api/types';
import { commonMessages } from '@/components/common-messages';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { RichText } from '@/components/rich-text';
import { LoadFailed } from '@/components/page-state';
import { helpMessages } from './help-messages';
import styles from './help.module.css';

const TYPES: readonly AgreementType[] = ['user', 'privacy', 'about', 'return_policy'];

function agreementType(raw: string | null): AgreementType {
  return TYPES.find((t) => t === raw) ?? 'user';
}

/** One of the shop's documents (?type=user|privacy|about|return_policy), its HTML sanitized. */
export default function AgreementPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const type = agreementType(params.get('type'));
  const { data, isLoading, isError, refetch } = useGetAgreementQuery({ type });

  let body;
  if (data) {
    body = (
      <article className={styles.document}>
        {data.update_time > 0 && (
          <p className={styles.updated}>
            {intl.formatMessage(helpMessages.updated, { date: intl.formatDate(data.update_time * 1000, { dateStyle: 'long' }) })}
          </p>
        )}
        <RichText html={data.content} />
      </article>
    );
  } else if (isLoading) {
    body = (
      <div className={styles.document} role="status" aria-label={intl.formatMessage(commonMessages.loading)}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  } else if (isError) {
    body = (
      <LoadFailed title={helpMessages.agreementFailed} onRetry={() => void refetch()} />
    );
  }

  return (
    <>
      <AppNavBar title={data?.title || pageTitles.agreement} />
      <main className={styles.page}>{body}</main>
    </>
  );
}
