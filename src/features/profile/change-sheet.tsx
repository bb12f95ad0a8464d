import Popup from 'antd-mobile/es/components/popup';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './profile.module.css';
import { commonMessages } from '@/components/common-messages';

interface ChangeSheetProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A bottom sheet holding one change form (password, email, mobile). */
export function ChangeSheet({ title, open, onClose, children }: ChangeSheetProps) {
  const intl = useIntl();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <div role="dialog" aria-modal="true" aria-label={title}>
        <header className={styles.sheetHead}>
          <h2 className={styles.sheetTitle}>{title}</h2>
          <button type="button" className={styles.sheetClose} onClick={onClose} aria-label={intl.formatMessage(commonMessages.close)}>
            <CloseOutline aria-hidden />
          </button>
        </header>
        {children}
      </div>
    </Popup>
  );
}
