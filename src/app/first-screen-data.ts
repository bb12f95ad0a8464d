import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { prefetchClassListData } from '@/features/catalogue/class-list-queries';
import { prefetchGoodsData } from '@/features/goods/goods-queries';
import { prefetchHomeData } from '@/features/home/home-queries';
import { readCustomerMode } from '@/lib/customer-mode';
import { ROUTES } from '@/lib/routes';
import type { SliceState } from '@/state/hooks';

/**
 * Starts the data of the page the shopper opened as the app boots, beside launch's own calls,
 * rather than after the page's chunk has downloaded and its first render has run (issue 12: on a
 * phone's line those came before the first call). The launch page ('/') leads to home. Pages not
 * listed here ask for their data when they render, as before.
 */
export function prefetchFirstScreen(pathname: string, search = ''): ThunkAction<void, SliceState, unknown, UnknownAction> {
  return (dispatch) => {
    if (pathname === ROUTES.home || pathname === ROUTES.root) prefetchHomeData(dispatch, { customerMode: readCustomerMode().on });
    else if (pathname === ROUTES.classList) prefetchClassListData(dispatch, new URLSearchParams(search));
    else if (pathname === ROUTES.goodsInfo) prefetchGoodsData(dispatch, new URLSearchParams(search));
  };
}
