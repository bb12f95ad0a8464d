import { useState } from 'react';
import { useGetUserInvoicingQuery } from '@/api/account/endpoints';
import { useInvoicingEditMutation, useInvoicingListInfiniteQuery } from '@/api/order/endpoints';
import type { Invoice, InvoiceStatus } from '@/api/types';
import { PAGE_SIZE, useInfiniteList } from '@/components/use-infinite-list';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { invoiceMessages as m } from './invoice-messages';

export type InvoiceFilter = InvoiceStatus | 'all';
export const INVOICE_FILTERS: InvoiceFilter[] = ['all', 'pending', 'issued', 'rejected'];

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

  const confirmEdit = async () => {
    if (!editing || profileId === null || editState.isLoading) return;
    const result = await edit({ id: editing.id, profile_id: profileId });
    if ('error' in result) return;
    setEditing(null);
    dispatch(toastRequested({ text: { message: m.changed }, icon: 'success' }));
  };

  return {
    filter,
    setFilter,
    list,
    editing,
    profiles: profiles.data?.list ?? [],
    profilesLoading: profiles.isLoading,
    profileId,
    setProfileId,
    saving: editState.isLoading,
    startEdit,
    cancelEdit: () => setEditing(null),
    confirmEdit: () => void confirmEdit(),
  };
}
