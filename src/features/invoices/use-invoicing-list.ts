import { useState } from 'react';
import { useGetUserInvoicingQuery } from '@/api/account/endpoints';
import { useInvoicingEditMutation, useInvoicingListInfiniteQuery } from '@/api/order/endpoints';
import type { Invoice, InvoicingProfile, InvoiceStatus } from '@/api/types';
import { PAGE_SIZE, useInfiniteList } from '@/components/use-infinite-list';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { invoiceMessages as m } from './invoice-messages';

export type InvoiceFilter = InvoiceStatus | 'all';
export const INVOICE_FILTERS: InvoiceFilter[] = ['all', 'pending', 'issued', 'rejected'];

/**
 * The saved profile an invoice is made out to: its profile is a copy taken when it was asked for,
 * without an id, so it is found by what it says; null once that profile was changed or deleted.
 */
function savedProfileOf(invoice: Invoice, saved: readonly InvoicingProfile[]): number | null {
  const { title_type, title, tax_no, email } = invoice.profile;
  return saved.find((p) => p.title_type === title_type && p.title === title && p.tax_no === tax_no && p.email === email)?.id ?? null;
}

/** The shopper's invoices by state, and changing who a pending or rejected one is made out to. */
export function useInvoicingList() {
  const dispatch = useAppDispatch();
  const [filter, setFilter] = useState<InvoiceFilter>('all');
  const list = useInfiniteList(useInvoicingListInfiniteQuery(filter === 'all' ? { limit: PAGE_SIZE } : { status: filter, limit: PAGE_SIZE }));
  const [editing, setEditing] = useState<Invoice | null>(null);
  const [profileId, setProfileId] = useState<number | null>(null);
  const profiles = useGetUserInvoicingQuery(undefined, { skip: editing === null });
  const [edit, editState] = useInvoicingEditMutation();

  const startEdit = (invoice: Invoice) => {
    setEditing(invoice);
    setProfileId(null);
  };

  const saved = profiles.data?.list ?? [];
  // The sheet opens on the profile the invoice is made out to, until the shopper picks another.
  const chosen = profileId ?? (editing ? savedProfileOf(editing, saved) : null);

  const confirmEdit = async () => {
    if (!editing || chosen === null || editState.isLoading) return;
    const result = await edit({ id: editing.id, profile_id: chosen });
    if ('error' in result) return;
    setEditing(null);
    dispatch(toastRequested({ text: { message: m.changed }, icon: 'success' }));
  };

  return {
    filter,
    setFilter,
    list,
    editing,
    profiles: saved,
    profilesLoading: profiles.isLoading,
    profileId: chosen,
    setProfileId,
    saving: editState.isLoading,
    startEdit,
    cancelEdit: () => setEditing(null),
    confirmEdit: () => void confirmEdit(),
  };
}
