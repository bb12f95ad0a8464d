import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import ScanCodeOutline from 'antd-mobile-icons/es/ScanCodeOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import SetOutline from 'antd-mobile-icons/es/SetOutline';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import TextOutline from 'antd-mobile-icons/es/TextOutline';
import FolderOutline from 'antd-mobile-icons/es/FolderOutline';
import type { ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/lib/routes';
import { userMessages } from './user-messages';
import styles from './user-page.module.css';

interface Service {
  to: string;
  label: MessageDescriptor;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
}

const SERVICES: Service[] = [
  { to: ROUTES.quickOrder, label: userMessages.quickOrder, Icon: ScanCodeOutline },
  { to: ROUTES.reorderLists, label: userMessages.reorderLists, Icon: FolderOutline },
  { to: ROUTES.addressList, label: userMessages.addresses, Icon: EnvironmentOutline },
  { to: ROUTES.invoicingList, label: userMessages.invoices, Icon: FileOutline },
  { to: ROUTES.membershipLevel, label: userMessages.membership, Icon: GiftOutline },
  { to: ROUTES.commentList, label: userMessages.reviews, Icon: TextOutline },
  { to: ROUTES.share, label: userMessages.share, Icon: TeamOutline },
  { to: ROUTES.questions, label: userMessages.help, Icon: QuestionCircleOutline },
  { to: ROUTES.setUp, label: userMessages.settings, Icon: SetOutline },
];

/** Everything else an account holds, one tap each. */
export function ServiceGrid() {
  const intl = useIntl();
  return (
    <section className={styles.card} aria-labelledby="user-services">
      <header className={styles.cardHead}>
        <h2 id="user-services" className={styles.cardTitle}>
          {intl.formatMessage(userMessages.services)}
        </h2>
      </header>
      <ul className={styles.services}>
        {SERVICES.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link to={to} className={styles.service}>
              <Icon aria-hidden />
              <span>{intl.formatMessage(label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
