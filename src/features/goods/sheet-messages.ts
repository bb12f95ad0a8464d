import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** Why a spec-sheet button is disabled, when the sheet's hint does not already say it. */
export const sheetMessages = defineMessages<{
  readonly chooseFirst: NoMessageValues;
  readonly cartRoom: { readonly count: number | bigint; readonly inCart: MessageValue; readonly spec: MessageValue };
  readonly cartShort: { readonly count: MessageValue; readonly inCart: MessageValue };
  readonly buyOwn: { readonly count: number | bigint };
}>({
  chooseFirst: { id: 'goods.reason_choose_first', defaultMessage: 'Choose a quantity first' },
  cartRoom: {
    id: 'goods.reason_cart_room',
    defaultMessage:
      'Add to cart: {spec} has room for {count, plural, =0 {no more pieces} one {# more piece} other {# more pieces}}, {inCart} already in your cart',
  },
  cartShort: {
    id: 'goods.reason_cart_short',
    defaultMessage: 'Add to cart: add {count} more to reach the minimum order, counting the {inCart} in your cart',
  },
  buyOwn: {
    id: 'goods.reason_buy_own',
    defaultMessage:
      'Buy now counts only the pieces chosen here, not the {count, plural, one {# piece} other {# pieces}} in your cart',
  },
});
