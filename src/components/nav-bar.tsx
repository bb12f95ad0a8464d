import NavBar from 'antd-mobile/es/components/nav-bar';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { isTabRoute, ROUTES } from '@/lib/routes';
import { commonMessages } from './common-messages';
import { useGoBack } from './use-go-back';
import styles from './nav-bar.module.css';

interface AppNavBarProps {
  title: MessageDescriptor | string;
  /** Defaults to true except on the five tab pages, which are roots. */
  back?: boolean;
  right?: ReactNode;
}

/** The custom 44 px navbar: back pops history, or goes home when the page was opened directly. */
export function AppNavBar({ title, back: backProp, right }: AppNavBarProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const back = backProp ?? !isTabRoute(pathname);
  const text = typeof title === 'string' ? title : intl.formatMessage(title);
  const onBack = useGoBack(ROUTES.home);
  // antd's NavBar marks its left slot role="button" with no name and puts the back handler on a
  // div; we put a real <button> there instead and drop the nameless role so screen readers and
  // keyboards meet one proper control.
  const header = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    header.current?.querySelector('.adm-nav-bar-left')?.removeAttribute('role');
  });
  return (
    <header className={styles.bar} ref={header}>
      <NavBar
        back={null}
        left={
          back ? (
            <button type="button" className={styles.back} onClick={onBack}>
              <LeftOutline aria-hidden className={styles.backIcon} />
              <span>{intl.formatMessage(commonMessages.back)}</span>
            </button>
          ) : null
        }
        right={right}
      >
        <h1 className={styles.title}>{text}</h1>
      </NavBar>
    </header>
  );
}
