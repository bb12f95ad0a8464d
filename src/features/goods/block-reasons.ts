import type { MessageDescriptor } from 'react-intl';
import type { GoodsDetail } from '@/api/types';
import { sheetMessages as s } from './sheet-messages';
import type { SheetMode } from './use-spec-sheet';

export interface BlockReason {
  key: string;
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

interface BlockFacts {
  mode: SheetMode;
  total: number;
  /** Short of the minimum on the sheet's own basis: its hint already says so. */
  short: number;
  cartShort: number;
  inCartTotal: number;
  ready: boolean;
  buyReady: boolean;
  overflow: GoodsDetail['specs'][number] | undefined;
  cartRoom: (specId: number, stock: number) => number;
  inCart: ReadonlyMap<number, number>;
}

/** Why each shown button is disabled, leaving out what the sheet's hint line already says. */
export function blockReasons(f: BlockFacts): BlockReason[] {
  const reasons: BlockReason[] = [];
  const cartBlocked = f.mode !== 'buy' && !f.ready;
  const buyBlocked = f.mode !== 'cart' && !f.buyReady;
  if ((cartBlocked || buyBlocked) && f.total === 0 && f.short === 0) reasons.push({ key: 'choose', message: s.chooseFirst });
  if (cartBlocked && f.overflow) {
    const spec = f.overflow;
    reasons.push({
      key: 'room',
      message: s.cartRoom,
      values: { spec: spec.title, count: f.cartRoom(spec.id, spec.stock), inCart: f.inCart.get(spec.id) ?? 0 },
    });
  }
  if (cartBlocked && f.mode === 'both' && f.total > 0 && f.cartShort > 0 && f.inCartTotal > 0) {
    reasons.push({ key: 'cart-short', message: s.cartShort, values: { count: f.cartShort, inCart: f.inCartTotal } });
  }
  if (buyBlocked && f.total > 0 && f.inCartTotal > 0) reasons.push({ key: 'buy-own', message: s.buyOwn, values: { count: f.inCartTotal } });
  return reasons;
}
