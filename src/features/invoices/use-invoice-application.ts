import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useGetUserInvoicingQuery } from '@/api/account/endpoints';
import { useInvoicingMutation, useOrderListInfiniteQuery } from '@/api/order/endpoints';
import type { InvoicingProfile } from '@/api/types';
import { PAGE_SIZE, useInfiniteList } from '@/components/use-infinite-list';
import { STAY_LOCKED, useSingleFlight } from '@/components/use-single-flight';
import { links } from '@/lib/links';
import { toMoneyString } from '@/lib/money';
import { ROUTES } from '@/lib/routes';
import { toCents } from '@/lib/validation';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { positiveInteger } from '@/lib/positive-integer';
import { invoiceMessages as m } from './invoice-messages';

const INVOICEABLE = { status: 'all', invoiceable: true, limit: PAGE_SIZE } as const;

const idList = (raw: string) => raw.split(',').map(positiveInteger).filter((id) => id !== null);

/**
 * Request one invoice over one or more paid orders (?orderId= preselects one), made out to a profile.
 * The choice lives in the page's own URL (?orders=1,2&profile=3, replaced as it changes), so a trip
 * to "Add invoice details" and back, or a reload, finds it as it was; a profile added on that trip
 * comes back chosen.
 */
export function useInvoiceApplication() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const ordersParam = params.get('orders');
  const preselected = positiveInteger(params.get('orderId'));

  const orders = useInfiniteList(useOrderListInfiniteQuery(INVOICEABLE));
  const profiles = useGetUserInvoicingQuery();
  const [apply] = useInvoicingMutation();
  const selected: ReadonlySet<number> = useMemo(
    () => new Set(ordersParam !== null ? idList(ordersParam) : preselected === null ? [] : [preselected]),
    [ordersParam, preselected],
  );
  const chosenProfile = positiveInteger(params.get('profile'));
  const [tried, setTried] = useState(false);

  const list = profiles.data?.list ?? [];
  const fallback: InvoicingProfile | undefined = list.find((p) => p.is_default) ?? list.at(0);
  const profileId: number | null =
    chosenProfile !== null && list.some((p) => p.id === chosenProfile) ? chosenProfile : (fallback?.id ?? null);

  // Only orders still on offer count: one invoiced meanwhile drops out of the list and the total.
  const chosenOrders = orders.items.filter((o) => selected.has(o.id));
  const totalCents = chosenOrders.reduce((sum, o) => sum + (toCents(o.pay_amount) ?? 0), 0);

  const remember = (change: (next: URLSearchParams) => void) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  };

  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    remember((p) => {
      p.set('orders', [...next].join(','));
      p.delete('orderId');
    });
  };

  const chooseProfile = (id: number) => remember((p) => p.set('profile', String(id)));

  const [submit, pending] = useSingleFlight(async () => {
    setTried(true);
    if (chosenOrders.length === 0 || profileId === null) return;
    const result = await apply({ order_ids: chosenOrders.map((o) => o.id), profile_id: profileId });
    if ('error' in result) return;
    dispatch(toastRequested({ text: { message: m.submitted }, icon: 'success' }));
    void navigate(ROUTES.invoicingList, { replace: true });
    return STAY_LOCKED;
  });

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
    chooseProfile,
    profileError: tried && profileId === null,
    editProfile: (p: InvoicingProfile) => void navigate(links.fillIn(p.id)),
    // The new profile comes back as &profile= on this page's own address (with its choice of orders).
    addProfile: () => void navigate(links.fillIn(undefined, location.pathname + location.search)),
    pending,
    submit: () => void submit(),
  };
}
