import Popup from 'antd-mobile/es/components/popup';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './bottom-sheet.module.css';
import { commonMessages } from '@/components/common-messages';

interface BottomSheetProps {
  title: string;
  /** Called once the closing animation has finished, so the owner can unmount the sheet. */
  onClosed: () => void;
  children: (close: () => void) => ReactNode;
  footer?: (close: () => void) => ReactNode;
}

/** An antd Popup from the bottom with a titled header, opened on mount and closed by its owner. */
export function BottomSheet({ title, onClosed, children, footer }: BottomSheetProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Popup
      visible={open}
      onMaskClick={close}
      onClose={close}
      afterClose={onClosed}
      bodyClassName={styles.body}
      destroyOnClose
    >
      <section role="dialog" aria-modal="true" aria-label={title} className={styles.sheet}>
        <header className={styles.header}>
          <h2 className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} onClick={close} aria-label={intl.formatMessage(commonMessages.close)}>
            <CloseOutline aria-hidden />
          </button>
        </header>
        <div className={styles.content}>{children(close)}</div>
        {footer && <footer className={styles.footer}>{footer(close)}</footer>}
      </section>
    </Popup>
  );
}
