import { startTransition, useEffect, useState } from 'react';
import { useBannerListQuery } from '@/api/common/endpoints';
import { useCustomerMode } from '@/lib/customer-mode';
import { belowFirstScreenDue, HOME_BANNERS } from './home-queries';

/**
 * Whether home's first screen is done, so that what comes after it may load its chunk: the lower
 * sections, and the banners' carousel. That is once the banners have answered and, if they have a
 * picture, it has been painted, or the shopper has scrolled, touched or typed (belowFirstScreenDue).
 * Customer mode shows no banners, so nothing is waited for there. On a later visit to home in the
 * same session the banners' answer is held and the browser reports no more largest paints, so the
 * sections come at once.
 */
export function useBelowFirstScreenDue(): boolean {
  const customer = useCustomerMode().on;
  const banners = useBannerListQuery(HOME_BANNERS, { skip: customer });
  const settled = customer || !banners.isLoading;
  const pictures = banners.data?.list.length ?? 0;
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!settled) return;
    let live = true;
    void belowFirstScreenDue(customer ? 0 : pictures).then(() => {
      if (live) startTransition(() => setPainted(true));
    });
    return () => {
      live = false;
    };
  }, [settled, customer, pictures]);
  return settled && painted;
}
