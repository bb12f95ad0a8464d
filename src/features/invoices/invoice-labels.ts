import type { MessageDescriptor } from 'react-intl';
import type { InvoiceStatus } from '@/api/types';
import { guardResource } from '@/lib/link-guard';
import { invoiceMessages as m } from './invoice-messages';

/** The list's filter tabs, naming a group ("Issued" invoices: French "Émises"); one invoice's state is invoiceStatusLabels (@/api/status-labels). */
export const FILTER_LABEL: Record<InvoiceStatus, MessageDescriptor> = {
  pending: m.pending,
  issued: m.issued,
  rejected: m.rejected,
};

export const STATUS_COLOR: Record<InvoiceStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  issued: 'success',
  rejected: 'danger',
};

/**
 * An issued invoice's file: an inline document, or a file the link guard lets load (our own
 * path, or https elsewhere); a protocol-relative or backslash file link is refused.
 */
export function safeFileUrl(url: string): string | null {
  if (/^data:(application\/pdf|image\/(png|jpeg|svg\+xml))[;,]/i.test(url)) return url;
  return guardResource(url, 'invoice file');
}
