import type { MessageDescriptor } from 'react-intl';
import type { InvoiceStatus } from '@/api/types';
import { invoiceMessages as m } from './invoice-messages';

export const STATUS_LABEL: Record<InvoiceStatus, MessageDescriptor> = {
  pending: m.pending,
  issued: m.issued,
  rejected: m.rejected,
};

export const STATUS_COLOR: Record<InvoiceStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  issued: 'success',
  rejected: 'danger',
};

/** An issued invoice's file may be opened only from our own host, over https, or as an inline document. */
export function safeFileUrl(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (/^data:(application\/pdf|image\/(png|jpeg|svg\+xml))[;,]/i.test(url)) return url;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
