import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { pageTitles } from '@/components/page-titles';
import { ROUTES } from '@/lib/routes';
import { useAppSelector } from '@/state/hooks';
import { selectAppLoaded } from '@/state/sys-config-slice';
import styles from './launch-page.module.css';

/** The entry page: a brand splash while launch runs, then home (the query string travels along). */
export default function LaunchPage() {
  const loaded = useAppSelector(selectAppLoaded);
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    if (loaded) void navigate(`${ROUTES.home}${search}`, { replace: true });
  }, [loaded, navigate, search]);
  return (
    <main className={styles.splash} data-launch-splash>
      <img className={styles.logo} src="/favicon.svg" width={96} height={96} alt="" />
      <h1 className={styles.title}>
        <FormattedMessage {...pageTitles.launch} />
      </h1>
      <SpinLoading color="primary" />
    </main>
  );
}
