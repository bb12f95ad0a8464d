import { commodityApi } from '@/api/commodity/endpoints';
import { commonApi } from '@/api/common/endpoints';
import { PAGE_SIZE } from '@/components/use-infinite-list';
import { TIMEOUTS } from '@/lib/constants';
import { oneTaskEach } from '@/lib/next-task';
import { whenPicturePainted } from '@/lib/when-picture-painted';
import type { AppThunkDispatch } from '@/state/hooks';

/** The banners' argument, shared by the section and the prefetch so both name one cache entry. */
export const HOME_BANNERS = { position: 'home' } as const;
/** The recommended waterfall's argument (its first page), shared the same way. */
export const HOME_RECOMMENDED = { limit: PAGE_SIZE };

/**
 * What lies below home's first screen (its calls, its chunk) waits for the banners' picture to be
 * painted when the banners have one, at most TIMEOUTS.firstPictureWaitMs (issue 12; see
 * whenPicturePainted). No banners (customer mode, none set, a failed call): nothing to wait for.
 */
export function belowFirstScreenDue(bannerPictures: number): Promise<void> {
  return bannerPictures > 0 ? whenPicturePainted(TIMEOUTS.firstPictureWaitMs) : Promise.resolve();
}

/**
 * Home's calls, started as the app boots (issue 12) instead of once the page's chunk has downloaded
 * and rendered: on a phone's line that took the chunk's download and the page's first render off
 * the path to the banners. The sections subscribe to the same cache entries (same endpoints, same
 * arguments), so nothing is asked twice, and the calls still wait at the request gate for the
 * fingerprint like any other. A first visit's calls carry no language yet, so the server answers in
 * its default one, which is the language launch then chooses.
 *
 * In two waves. First what fills a phone's first screen, the banners (the page's largest picture)
 * first; then, once those have answered, what lies below it (the recommended goods and their
 * labels, batches, promotions), which the page mounts only after the first screen has settled
 * anyway. Sent all at once, the second wave's calls shared the line (and a browser's six
 * connections to the API) with the banners and held back the page's largest picture.
 *
 * The second wave also waits for the banners' picture to be painted (belowFirstScreenDue): answers
 * that arrived between the banners' answer and their picture's paint still shared the line with
 * the picture's last steps. Measured on the real-API build's home (Lighthouse, 4
 * interleaved runs each): the simulated LCP with no CPU time fell from 3.39–3.45 s to 3.23–3.29 s.
 *
 * Each call after the banners starts in a task of its own (oneTaskEach): three or four dispatches
 * and fetches in one task made a task of 60–120 ms at 4× CPU, which counts as blocking time.
 *
 * Left to the sections: what is asked only after another answer (a slot's batches), only for a
 * shopper who is logged in (coupons), and, in customer mode, the wholesale sections it hides.
 */
export function prefetchHomeData(dispatch: AppThunkDispatch, { customerMode }: { customerMode: boolean }): void {
  const once = { subscribe: false } as const;
  const banners = customerMode ? undefined : dispatch(commonApi.endpoints.bannerList.initiate(HOME_BANNERS, once));
  void oneTaskEach([
    () => dispatch(commonApi.endpoints.hotSearch.initiate(undefined, once)),
    () => dispatch(commonApi.endpoints.categoryList.initiate(undefined, once)),
  ])
    .then((others) => Promise.allSettled([...(banners ? [banners] : []), ...others]))
    .then(async () => belowFirstScreenDue((await banners)?.data?.list.length ?? 0))
    .then(() =>
      oneTaskEach([
        () => dispatch(commodityApi.endpoints.recommendCommodityList.initiate(HOME_RECOMMENDED, once)),
        () => dispatch(commodityApi.endpoints.labelList.initiate(undefined, once)),
        ...(customerMode
          ? []
          : [() => dispatch(commodityApi.endpoints.batchTimeList.initiate(undefined, once)), () => dispatch(commodityApi.endpoints.activityList.initiate(undefined, once))]),
      ]),
    );
}
