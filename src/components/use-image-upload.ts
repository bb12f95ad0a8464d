import { nanoid } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadStatus } from '@/lib/constants';
import { planPick, type UploadLimits } from '@/lib/upload-limits';

export interface UploadItem {
  key: string;
  /** null for an image that was already uploaded before this form opened. */
  file: File | null;
  /** What the grid shows: an object URL of the picked file, or the uploaded URL. */
  previewUrl: string;
  /** The uploaded image's URL once the upload succeeded. */
  url: string | null;
  status: UploadStatus;
}

export interface UploadSummary {
  urls: string[];
  uploading: number;
  failed: number;
}

function objectUrl(file: File): string {
  // The test DOM and very old engines have no object URLs; the grid then shows its placeholder.
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function releaseUrl(item: UploadItem): void {
  if (item.file && item.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(item.previewUrl);
}

const uploadedItem = (url: string): UploadItem => ({ key: nanoid(), file: null, previewUrl: url, url, status: 'success' });

export function summarize(items: readonly UploadItem[]): UploadSummary {
  const urls: string[] = [];
  let uploading = 0;
  let failed = 0;
  for (const item of items) {
    if (item.status === 'success' && item.url) urls.push(item.url);
    else if (item.status === 'uploading') uploading += 1;
    else if (item.status === 'failed') failed += 1;
  }
  return { urls, uploading, failed };
}

interface Options extends UploadLimits {
  defaultValue: readonly string[];
  upload: (file: File) => Promise<string>;
  onOversize: (files: File[]) => void;
  onOverflow: (accepted: number) => void;
  onChange?: (summary: UploadSummary) => void;
}

/**
 * The upload queue behind ImageUpload: each picked file becomes an item that is uploading, then
 * success or failed; a failed one can be retried or removed. Every slot counts, failed ones too,
 * so the control hides at the maximum whatever state the items are in.
 */
export function useImageUpload({ defaultValue, upload, maxCount, maxSizeBytes, onOversize, onOverflow, onChange }: Options) {
  const [items, setItems] = useState<UploadItem[]>(() => defaultValue.map(uploadedItem));
  // Handlers read the latest items without being re-created on every change.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  const settle = useCallback((key: string, patch: Partial<UploadItem>) => {
    // An item removed while its upload ran stays removed.
    setItems((prev) => prev.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      settle(key, { status: 'uploading' });
      upload(file).then(
        (url) => settle(key, { status: 'success', url }),
        () => settle(key, { status: 'failed' }),
      );
    },
    [settle, upload],
  );

  /** One pick from the file input; answers nothing for antd-mobile to upload itself. */
  const pick = useCallback(
    (files: File[]) => {
      const plan = planPick(files, itemsRef.current.length, { maxCount, maxSizeBytes });
      if (plan.oversize.length > 0) onOversize(plan.oversize);
      if (plan.overflow.length > 0) onOverflow(plan.accepted.length);
      const added: UploadItem[] = plan.accepted.map((file) => ({
        key: nanoid(),
        file,
        previewUrl: objectUrl(file),
        url: null,
        status: 'uploading',
      }));
      if (added.length === 0) return;
      setItems((prev) => [...prev, ...added]);
      for (const item of added) if (item.file) start(item.key, item.file);
    },
    [maxCount, maxSizeBytes, onOversize, onOverflow, start],
  );

  const retry = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((i) => i.key === key);
      if (item?.file && item.status === 'failed') start(key, item.file);
    },
    [start],
  );

  const remove = useCallback((key: string) => {
    setItems((prev) => {
      const gone = prev.find((i) => i.key === key);
      if (gone) releaseUrl(gone);
      return prev.filter((i) => i.key !== key);
    });
  }, []);

  /**
   * Pictures kept from before a reload (use-picture-draft.ts) take the place of those the form
   * opened with (the shopper's own changes to them); any picked since the page opened stay after.
   */
  const restore = useCallback(
    (urls: readonly string[]) => {
      setItems((prev) => [...urls.map(uploadedItem), ...prev.filter((item) => item.file !== null)].slice(0, maxCount));
    },
    [maxCount],
  );

  useEffect(() => () => itemsRef.current.forEach(releaseUrl), []);

  // Tell the form only when what it cares about changed (urls or pending counts).
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const summary = summarize(items);
  const signature = `${summary.urls.join('\n')}|${summary.uploading}|${summary.failed}`;
  const lastSignature = useRef(signature);
  useEffect(() => {
    if (lastSignature.current === signature) return;
    lastSignature.current = signature;
    onChangeRef.current?.(summarize(itemsRef.current));
  }, [signature]);

  return { items, pick, retry, remove, restore };
}
