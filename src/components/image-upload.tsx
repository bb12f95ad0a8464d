import ImageUploader from 'antd-mobile/es/components/image-uploader';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { canAddMore, bytesToMegabytes, DEFAULT_MAX_UPLOAD_BYTES, pickAllowance } from '@/lib/upload-limits';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { usePictureDraft } from './forms/use-picture-draft';
import { useImageUpload, type UploadSummary } from './use-image-upload';
import { useImageAlt } from './use-image-alt';
import styles from './image-upload.module.css';

export type { UploadSummary } from './use-image-upload';

const messages = defineMessages<{
  readonly uploading: NoMessageValues;
  readonly failed: NoMessageValues;
  readonly retry: NoMessageValues;
  readonly remove: { readonly index: MessageValue };
  readonly picture: { readonly index: MessageValue; readonly label: MessageValue };
  readonly hint: { readonly count: MessageValue; readonly max: number | bigint; readonly size: MessageValue };
  readonly tooLarge: { readonly count: number | bigint; readonly size: MessageValue };
  readonly tooMany: { readonly accepted: number | bigint };
}>({
  uploading: { id: 'components.upload_uploading', defaultMessage: 'Uploading…' },
  failed: { id: 'components.upload_failed', defaultMessage: 'Upload failed' },
  retry: { id: 'components.upload_retry', defaultMessage: 'Retry' },
  remove: { id: 'components.upload_remove', defaultMessage: 'Remove image {index}' },
  picture: { id: 'components.upload_picture_alt', defaultMessage: '{label}, image {index}' },
  hint: {
    id: 'components.upload_hint',
    defaultMessage: '{count} of {max, plural, one {# image} other {# images}} · up to {size} MB each',
  },
  tooLarge: {
    id: 'components.upload_too_large',
    defaultMessage:
      '{count, plural, one {This image is larger than {size} MB and was not added.} other {# images are larger than {size} MB and were not added.}}',
  },
  tooMany: {
    id: 'components.upload_too_many',
    defaultMessage:
      '{accepted, plural, =0 {No more images can be added.} one {Only # more image could be added.} other {Only # more images could be added.}}',
  },
});

export interface ImageUploadProps {
  /** Accessible name of the whole control ('Payment voucher', 'Review photos'). */
  label: string;
  maxCount: number;
  maxSizeBytes?: number;
  /** Uploads one file and answers its URL; a rejection marks the item failed (it can be retried). */
  upload: (file: File) => Promise<string>;
  /** Images uploaded before the form opened (editing); read once. */
  defaultValue?: readonly string[];
  /** Every change of the uploaded URLs or of the pending and failed counts. */
  onChange?: (summary: UploadSummary) => void;
  /** Files refused for their size (spec section 5's oversize event), after the shopper was told. */
  onOversize?: (files: File[]) => void;
  disabled?: boolean;
  /**
   * Keeps the uploaded pictures through a reload under this name (use-picture-draft.ts): for a form
   * that also keeps its fields; they come back as if picked again.
   */
  draft?: string;
}

const NO_URLS: readonly string[] = [];

/**
 * Image picking with the limits of spec section 5, on antd-mobile's ImageUploader: oversize files
 * are refused with a message and not passed on, one pick takes at most min(remaining slots, 9),
 * and the control hides at the maximum. Items show uploading, failed (with retry) and success.
 * The queue lives in our hook rather than antd's, because antd's cannot retry a failed file.
 */
export function ImageUpload({ label, maxCount, maxSizeBytes = DEFAULT_MAX_UPLOAD_BYTES, upload, defaultValue = NO_URLS, onChange, onOversize, disabled, draft }: ImageUploadProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const size = bytesToMegabytes(maxSizeBytes);
  const root = useRef<HTMLDivElement>(null);
  const nameOf = useCallback((index: number) => intl.formatMessage(messages.picture, { label, index }), [intl, label]);
  useImageAlt(root, nameOf);

  const handleOversize = useCallback(
    (files: File[]) => {
      dispatch(toastRequested({ text: { message: messages.tooLarge, values: { count: files.length, size } }, icon: 'fail' }));
      onOversize?.(files);
    },
    [dispatch, onOversize, size],
  );
  const handleOverflow = useCallback(
    (accepted: number) => dispatch(toastRequested({ text: { message: messages.tooMany, values: { accepted } } })),
    [dispatch],
  );
  const pictures = usePictureDraft(draft);
  const handleChange = useCallback(
    (summary: UploadSummary) => {
      pictures?.keep(summary.urls);
      onChange?.(summary);
    },
    [onChange, pictures],
  );
  const { items, pick, retry, remove, restore } = useImageUpload({
    defaultValue,
    upload,
    maxCount,
    maxSizeBytes,
    onOversize: handleOversize,
    onOverflow: handleOverflow,
    onChange: handleChange,
  });
  useEffect(
    () =>
      pictures?.onRestored((urls) => {
        if (urls) restore(urls);
      }),
    [pictures, restore],
  );

  const value = useMemo(() => items.map((item) => ({ key: item.key, url: item.previewUrl })), [items]);
  const byKey = useMemo(() => new Map(items.map((item) => [item.key, item])), [items]);
  const allowance = pickAllowance(items.length, maxCount);

  return (
    <div ref={root} role="group" aria-label={label} className={styles.root}>
      <ImageUploader
        value={value}
        maxCount={maxCount}
        showUpload={!disabled && canAddMore(items.length, maxCount)}
        multiple={allowance > 1}
        deletable={false}
        beforeUpload={(file, files) => {
          // antd calls this once per file of the pick; the first call plans the whole pick.
          if (file === files[0]) pick(files);
          return null;
        }}
        upload={() => Promise.reject(new Error('handled by useImageUpload'))}
        renderItem={(node, file, list) => {
          const item = file.key === undefined ? undefined : byKey.get(String(file.key));
          if (!item) return node;
          const index = list.indexOf(file) + 1;
          return (
            <div key={item.key} className={styles.cell} data-status={item.status}>
              {node}
              {item.status === 'uploading' && (
                <div className={styles.mask} role="status">
                  <SpinLoading color="white" style={{ '--size': '20px' }} />
                  <span>{intl.formatMessage(messages.uploading)}</span>
                </div>
              )}
              {item.status === 'failed' && (
                <div className={styles.mask}>
                  <span>{intl.formatMessage(messages.failed)}</span>
                  <button type="button" className={styles.retry} onClick={() => retry(item.key)} disabled={disabled}>
                    {intl.formatMessage(messages.retry)}
                  </button>
                </div>
              )}
              {!disabled && (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={intl.formatMessage(messages.remove, { index })}
                  onClick={() => remove(item.key)}
                >
                  <CloseOutline aria-hidden />
                </button>
              )}
            </div>
          );
        }}
      />
      <p className={styles.hint}>{intl.formatMessage(messages.hint, { count: items.length, max: maxCount, size })}</p>
    </div>
  );
}
