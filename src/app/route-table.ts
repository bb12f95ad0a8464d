import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKey } from '@/components/page-titles';
import { trackChunk } from '@/lib/chunk-loads';
import { ROUTES } from '@/lib/routes';
import type { RoutedPage } from './page-loaders';

export interface PageRoute {
  key: PageKey;
  path: string;
  /** Pages that make no sense without an account send the shopper to login first. */
  auth: boolean;
  /** The page's chunk, through the page loaders' chunk (page-loaders.ts): not in the entry. */
  load: () => Promise<{ default: ComponentType }>;
}

const pageLoaders = () => import('./page-loaders').then((m) => m.PAGE_LOADERS);

type PageModule = { default: ComponentType };
/** Pages whose chunk has arrived, by key: the boot waits for the opened one before the first render. */
const loadedPages = new Map<RoutedPage, PageModule>();

/** Forgets which chunks arrived (tests: a file must not find the pages an earlier file opened). */
export function forgetLoadedPages(): void {
  loadedPages.clear();
}

function route(key: RoutedPage, path: string, auth: boolean): PageRoute {
  const load = () =>
    trackChunk(
      pageLoaders()
        .then((loaders) => loaders[key]())
        .then((loaded: PageModule) => {
          loadedPages.set(key, loaded);
          return loaded;
        }),
    );
  return { key, path, auth, load };
}

/**
 * The page as a lazy component. React.lazy suspends once on its first render even when the chunk
 * is already in (its promise settles a tick later), and the retry renders the page apart from
 * the shell; a page whose chunk has arrived (the boot waits for the opened one) is handed over at
 * once instead, through a thenable that calls back synchronously, so the shell and the page are
 * one render (issue 12).
 */
export function lazyPage(route: PageRoute): LazyExoticComponent<ComponentType> {
  return lazy(() => {
    const page = loadedPages.get(route.key as RoutedPage);
    if (!page) return route.load();
    const now: PromiseLike<PageModule> = {
      then: (onLoaded) => {
        onLoaded?.(page);
        return now as never;
      },
    };
    return now as Promise<PageModule>;
  });
}

/**
 * Every route of spec section 2 (plus order confirmation and the QA replay page), each page its
 * own lazy chunk. '/' serves the launch page too (see router.tsx).
 */
export const PAGE_ROUTES: PageRoute[] = [
  route('launch', ROUTES.launch, false),
  route('home', ROUTES.home, false),
  route('class', ROUTES.class, false),
  route('msg', ROUTES.msg, false),
  route('cart', ROUTES.cart, false),
  route('user', ROUTES.user, false),
  route('login', ROUTES.login, false),
  route('accessPermissions', ROUTES.accessPermissions, false),
  route('search', ROUTES.search, false),
  route('searchResult', ROUTES.searchResult, false),
  route('classList', ROUTES.classList, false),
  route('goodsInfo', ROUTES.goodsInfo, false),
  route('orderList', ROUTES.orderList, true),
  route('orderInfo', ROUTES.orderInfo, true),
  route('evaluateOrder', ROUTES.evaluateOrder, true),
  route('confirmOrder', ROUTES.confirmOrder, true),
  route('refundDetail', ROUTES.refundDetail, true),
  route('refundEdit', ROUTES.refundEdit, true),
  route('refundProgress', ROUTES.refundProgress, true),
  route('balance', ROUTES.balance, true),
  route('recharge', ROUTES.recharge, true),
  route('rechargeRecord', ROUTES.rechargeRecord, true),
  route('withdrawal', ROUTES.withdrawal, true),
  route('withdrawalRecord', ROUTES.withdrawalRecord, true),
  route('withdrawalRecordStu', ROUTES.withdrawalRecordStu, true),
  route('setUp', ROUTES.setUp, false),
  route('addressList', ROUTES.addressList, true),
  route('addressInfo', ROUTES.addressInfo, true),
  route('membershipLevel', ROUTES.membershipLevel, true),
  route('myCollection', ROUTES.myCollection, true),
  route('questions', ROUTES.questions, false),
  route('agreement', ROUTES.agreement, false),
  route('invoicingList', ROUTES.invoicingList, true),
  route('invoiceApplication', ROUTES.invoiceApplication, true),
  route('fillIn', ROUTES.fillIn, true),
  route('coupon', ROUTES.coupon, true),
  route('userInfo', ROUTES.userInfo, true),
  route('accountSettings', ROUTES.accountSettings, true),
  route('share', ROUTES.share, true),
  route('shareList', ROUTES.shareList, true),
  route('commentList', ROUTES.commentList, true),
  route('pay', ROUTES.pay, true),
  route('payStu', ROUTES.payStu, true),
  route('otherList', ROUTES.otherList, true),
  route('bankCar', ROUTES.bankCar, true),
  route('parseSysInfo', ROUTES.parseSysInfo, false),
  route('quickOrder', ROUTES.quickOrder, true),
  route('printTags', ROUTES.printTags, false),
  route('reorderLists', ROUTES.reorderLists, true),
  route('reorderListInfo', ROUTES.reorderListInfo, true),
  route('sharedList', ROUTES.sharedList, false),
  route('stockWatch', ROUTES.stockWatch, true),
  route('lineSheet', ROUTES.lineSheet, false),
  route('customerMode', ROUTES.customerMode, false),
  route('qaReplay', ROUTES.qaReplay, false),
];
