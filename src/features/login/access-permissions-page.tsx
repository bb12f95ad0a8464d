import CameraOutline from 'antd-mobile-icons/es/CameraOutline';
import CloseCircleOutline from 'antd-mobile-icons/es/CloseCircleOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import type { ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { permissionMessages as m } from './login-messages';
import styles from './access-permissions-page.module.css';

interface Permission {
  key: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  title: MessageDescriptor;
  body: MessageDescriptor;
}

/** What the shop actually touches, said plainly: a browser app asks for nothing in advance. */
const PERMISSIONS: Permission[] = [
  { key: 'camera', Icon: CameraOutline, title: m.cameraTitle, body: m.cameraBody },
  { key: 'clipboard', Icon: FileOutline, title: m.clipboardTitle, body: m.clipboardBody },
  { key: 'storage', Icon: LockOutline, title: m.storageTitle, body: m.storageBody },
  { key: 'device', Icon: CheckShieldOutline, title: m.deviceTitle, body: m.deviceBody },
  { key: 'none', Icon: CloseCircleOutline, title: m.notUsedTitle, body: m.notUsedBody },
];

export default function AccessPermissionsPage() {
  const intl = useIntl();
  return (
    <>
      <AppNavBar title={pageTitles.accessPermissions} />
      <main className={styles.page}>
        <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
        <ul className={styles.list}>
          {PERMISSIONS.map(({ key, Icon, title, body }) => (
            <li key={key} className={styles.item}>
              <span className={styles.icon}>
                <Icon aria-hidden />
              </span>
              <div>
                <h2 className={styles.title}>{intl.formatMessage(title)}</h2>
                <p className={styles.body}>{intl.formatMessage(body)}</p>
              </div>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
