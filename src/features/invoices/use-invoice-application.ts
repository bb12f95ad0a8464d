import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useGetUserInvoicingQuery } from '@/api/account';
import { useInvoicingMutation, useOrderListQuery } from '@/api/order';
import type { InvoicingProfile } from '@/api/types';
import { usePagedList } from '@/components/use-paged-list';
import { links } from '@/lib/links';
import { toMoneyString } from '@/lib/money';
import { ROUTES } from '@/lib/routes';
import { toCents } from '@/lib/validation';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { invoiceMessages as m } from './invoice-messages';

const INVOICEABLE = { status: 'all', invoiceable: true } as const;

/** Request one invoice over one or more paid orders (?orderId= preselects one), made out to a profile. */
export function useInvoiceApplication() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('orderId') ?? '';
  const preselected = /^\d+$/.test(raw) ? Number(raw) : null;

  const orders = usePagedList(useOrderListQuery, INVOICEABLE);
  const profiles = useGetUserInvoicingQuery();
  const [apply] = useInvoicingMutation();
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(preselected === null ? [] : [preselected]));
  const [chosenProfile, setChosenProfile] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const list = profiles.data?.list ?? [];
  const fallback: InvoicingProfile | undefined = list.find((p) => p.is_default) ?? list.at(0);
  const profileId: number | null =
    chosenProfile !== null && list.some((p) => p.id === chosenProfile) ? chosenProfile : (fallback?.id ?? null);

  // Only orders still on offer count: one invoiced meanwhile drops out of the list and the total.
  const chosenOrders = orders.items.filter((o) => selected.has(o.id));
  const totalCents = chosenOrders.reduce((sum, o) => sum + (toCents(o.pay_amount) ?? 0), 0);

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async () => {
    setTried(true);
    if (inFlight.current || chosenOrders.length === 0 || profileId === null) return;
    inFlight.current = true;
    setPending(true);
    const result = await apply({ order_ids: chosenOrders.map((o) => o.id), profile_id: profileId });
    if ('error' in result) {
      inFlight.current = false;
      setPending(false);
      return;
    }
    // Success keeps the lock: the page is leaving, and a late tap must not apply twice.
    dispatch(toastRequested({ text: { message: m.submitted }, icon: 'success' }));
    void navigate(ROUTES.invoicingList, { replace: true });
  };

  return {
    orders,
    selected,
    toggle,
    chosenCount: chosenOrders.length,
    total: toMoneyString(totalCents / 100),
    ordersError: tried && chosenOrders.length === 0,
    profiles: list,
    profilesLoading: profiles.isLoading,
    profilesError: profiles.isError && !profiles.data,
    retryProfiles: () => void profiles.refetch(),
    profileId,
    chooseProfile: setChosenProfile,
    profileError: tried && profileId === null,
    editProfile: (p: InvoicingProfile) => void navigate(links.fillIn(p.id)),
    addProfile: () => void navigate(links.fillIn()),
    pending,
    submit: () => void submit(),
  };
}
