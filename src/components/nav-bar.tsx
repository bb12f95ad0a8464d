import NavBar from 'antd-mobile/es/components/nav-bar';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
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

/** global.css's --navbar-height: the bar's height while its title fits on one line at normal spacing. */
const NAVBAR_HEIGHT = 44;

/**
 * What sticks under the bar (a page's tabs and sort bar, the offline notice) stands at
 * --navbar-height: while the bar is taller than its 44 px (a title on two lines under a reader's
 * own text spacing), the variable follows it, so the bar does not cover their top. Measured by a
 * ResizeObserver, which reports after layout: no forced layout in the first render, and the
 * document's variable is left alone while the bar is 44 px.
 */
function useStickiesFollow(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = header.current;
    if (!bar) return undefined;
    const root = document.documentElement.style;
    const watch = new ResizeObserver(() => {
      // Read in the observer's callback, after layout: no layout is forced.
      const height = bar.offsetHeight;
      if (height > NAVBAR_HEIGHT + 0.5) root.setProperty('--navbar-height', `${String(height)}px`);
      else root.removeProperty('--navbar-height');
    });
    watch.observe(bar);
    return () => {
      watch.disconnect();
      root.removeProperty('--navbar-height');
    };
  }, [header]);
}

/** The custom navbar (44 px, taller for a title on two lines): back pops history, or goes home when the page was opened directly. */
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
  useStickiesFollow(header);
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
