import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCollectMutation, useCommodityDetailsQuery } from '@/api/commodity/endpoints';
import { commonMessages } from '@/components/common-messages';
import { copyText } from '@/lib/clipboard';
import { links } from '@/lib/links';
import { shareLink } from '@/lib/share-sheet';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn, selectUserCode } from '@/state/session-slice';
import { toastRequested } from '@/state/ui-slice';
import { positiveInteger } from '@/lib/positive-integer';
import { goodsMessages as m } from './goods-messages';
import { bootAnswerShown, goodsIdOf, isBootAnswer } from './goods-queries';
import { goodsShareLink, imageFileName, saveImage } from './share';
import { shareMessages as sm } from './share-messages';
import { useGoodsBatch } from './use-goods-batch';
import type { SheetMode } from './use-spec-sheet';

/** The goods page's behaviour: the goods, favourite, share, pictures and the spec sheet. */
export function useGoodsInfo() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const intl = useIntl();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userCode = useAppSelector(selectUserCode);
  const id = goodsIdOf(params);
  // Stock moves while the shopper is away (buy now → pay → Back): ask again each time the page
  // opens, so the sheet's limits are today's, while the cached goods shows at once meanwhile.
  // Not on the open the boot just asked for (goods-queries.ts): that answer is seconds old.
  const [fromBoot] = useState(() => isBootAnswer(id));
  useEffect(() => {
    if (fromBoot) bootAnswerShown(id);
  }, [fromBoot, id]);
  const details = useCommodityDetailsQuery({ id }, { skip: id === 0, refetchOnMountOrArgChange: !fromBoot });
  const goods = details.data;
  // The batch the home strip linked from: its price applies while it runs and has pieces.
  const offer = useGoodsBatch(id, positiveInteger(params.get('batchId')) ?? 0);
  const [collect, collecting] = useCollectMutation();
  const [sheet, setSheet] = useState<SheetMode | null>(null);

  const toLogin = () => void navigate(links.login(`${location.pathname}${location.search}`));

  const toggleCollect = async () => {
    if (!goods || collecting.isLoading) return;
    if (!loggedIn) {
      toLogin();
      return;
    }
    const next = !goods.is_collect;
    const result = await collect({ commodity_id: goods.id, collect: next });
    if ('data' in result) dispatch(toastRequested({ text: { message: next ? m.collectAdded : m.collectRemoved } }));
  };

  /**
   * The phone's share sheet where there is one, else the link is copied. A guest's link carries no
   * user code, so nobody is credited for it: the guest is told so (and may log in first).
   */
  const share = async () => {
    if (!goods) return;
    const url = goodsShareLink(window.location.origin, goods.id, userCode);
    const outcome = await shareLink({ title: goods.title, text: intl.formatMessage(sm.text, { title: goods.title }), url });
    if (outcome === 'cancelled') return;
    if (outcome === 'shared') {
      if (!loggedIn) dispatch(toastRequested({ text: { message: sm.sharedAsGuest } }));
      return;
    }
    const copied = await copyText(url);
    const message = !copied ? commonMessages.copyFailed : loggedIn ? commonMessages.copied : sm.copiedAsGuest;
    dispatch(toastRequested({ text: { message }, icon: copied ? 'success' : 'fail' }));
  };

  const save = (index: number) => {
    const src = goods?.images[index];
    if (goods && src) saveImage(src, imageFileName(src, goods.id, index));
  };

  return {
    id,
    goods,
    loading: details.isLoading,
    failed: details.isError && !goods,
    retry: () => void details.refetch(),
    collecting: collecting.isLoading,
    toggleCollect: () => void toggleCollect(),
    share: () => void share(),
    save,
    batch: offer.batch,
    refreshBatch: offer.refresh,
    sheet,
    openSheet: (mode: SheetMode) => setSheet(mode),
    closeSheet: () => setSheet(null),
  };
}
