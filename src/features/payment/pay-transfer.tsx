import { Link } from 'react-router-dom';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { PlatformBankCard } from '@/api/types';
import { ImageUpload, type UploadSummary } from '@/components/image-upload';
import { LimitedTextArea } from '@/components/limited-text-area';
import { imageFileToDataUrl } from '@/lib/image-data-url';
import { links } from '@/lib/links';
import { BankCardView } from './bank-card-view';
import { payPageMessages, payPageValues } from './pay-page-messages';
import styles from './payment.module.css';

export const NO_UPLOADS: UploadSummary = { urls: [], uploading: 0, failed: 0 };

/** A receipt is one or two screenshots; three leaves room for a multi-page bank statement. */
export const VOUCHER_MAX_IMAGES = 3;

interface Props {
  cards: PlatformBankCard[];
  rejectedNote: string | null;
  remark: string;
  onRemark: (remark: string) => void;
  onImages: (summary: UploadSummary) => void;
  disabled: boolean;
}

/** Bank transfer: the account to pay to (copyable), then the receipt's pictures and a note. */
export function PayTransfer({ cards, rejectedNote, remark, onRemark, onImages, disabled }: Props) {
  const intl = useIntl();
  // The receipt's pictures leave with their control when another way to pay is chosen: none of
  // them may be sent unseen after a switch back.
  useEffect(() => () => onImages(NO_UPLOADS), [onImages]);
  return (
    <>
      <section className={styles.card} aria-labelledby="pay-transfer-to">
        <div className={styles.cardHead}>
          <h2 id="pay-transfer-to" className={styles.cardTitle}>
            {intl.formatMessage(payPageMessages.transferTo)}
          </h2>
          {cards.length > 1 && (
            <Link to={links.bankCar()} className={styles.textLink}>
              {intl.formatMessage(payPageMessages.allAccounts)}
            </Link>
          )}
        </div>
        {cards.slice(0, 1).map((card) => (
          <BankCardView key={card.id} card={card} />
        ))}
      </section>
      <section className={styles.card} aria-labelledby="pay-voucher">
        <h2 id="pay-voucher" className={styles.cardTitle}>
          {intl.formatMessage(payPageMessages.voucher)}
        </h2>
        {rejectedNote !== null && (
          <p className={styles.warning} role="alert">
            <strong>{intl.formatMessage(payPageMessages.voucherRejected)}</strong>
            {rejectedNote && <span>{intl.formatMessage(payPageValues.rejectedNote, { note: rejectedNote })}</span>}
          </p>
        )}
        <p className={styles.muted}>{intl.formatMessage(payPageMessages.voucherHelp)}</p>
        <ImageUpload
          label={intl.formatMessage(payPageMessages.voucher)}
          maxCount={VOUCHER_MAX_IMAGES}
          upload={imageFileToDataUrl}
          onChange={onImages}
          disabled={disabled}
          draft="voucher"
        />
        <label htmlFor="voucher-remark" className={styles.fieldLabel}>
          {intl.formatMessage(payPageMessages.voucherRemark)}
        </label>
        <LimitedTextArea
          id="voucher-remark"
          value={remark}
          onChange={onRemark}
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={intl.formatMessage(payPageMessages.voucherRemarkPlaceholder)}
          disabled={disabled}
        />
      </section>
    </>
  );
}
