import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** Words of the goods page and its spec sheet. */
export const goodsMessages = defineMessages<{
  readonly loadFailed: NoMessageValues;
  readonly notFound: NoMessageValues;
  readonly offShelf: NoMessageValues;
  readonly printTags: NoMessageValues;
  readonly gallery: NoMessageValues;
  readonly openImage: { readonly index: MessageValue; readonly total: MessageValue };
  readonly imageOf: { readonly index: MessageValue; readonly total: MessageValue };
  readonly saveImage: NoMessageValues;
  readonly shareImage: NoMessageValues;
  readonly imageActions: NoMessageValues;
  readonly share: NoMessageValues;
  readonly collect: NoMessageValues;
  readonly collected: NoMessageValues;
  readonly collectAdded: NoMessageValues;
  readonly collectRemoved: NoMessageValues;
  readonly addToCart: NoMessageValues;
  readonly buyNow: NoMessageValues;
  readonly cart: NoMessageValues;
  readonly tiers: NoMessageValues;
  readonly tierRange: { readonly from: MessageValue; readonly to: MessageValue };
  readonly tierFrom: { readonly from: MessageValue };
  readonly minOrder: { readonly count: number | bigint };
  readonly sold: { readonly count: number | bigint };
  readonly specs: NoMessageValues;
  readonly specSummary: { readonly platings: number | bigint; readonly sizes: number | bigint };
  readonly chooseSpecs: NoMessageValues;
  readonly description: NoMessageValues;
  readonly appraisals: { readonly count: MessageValue };
  readonly noAppraisals: NoMessageValues;
  readonly appraisalsFailed: NoMessageValues;
  readonly seeAllAppraisals: NoMessageValues;
  readonly shopReply: NoMessageValues;
  readonly sheetTitle: NoMessageValues;
  readonly specStock: { readonly count: number | bigint };
  readonly inCart: { readonly count: MessageValue };
  readonly quantityOf: { readonly spec: MessageValue };
  readonly total: { readonly count: number | bigint };
  readonly estimate: NoMessageValues;
  readonly shortOfMinimum: { readonly count: MessageValue; readonly min: MessageValue };
  readonly nextTier: { readonly count: MessageValue; readonly price: MessageValue };
  readonly topTier: NoMessageValues;
  readonly added: NoMessageValues;
}>({
  loadFailed: { id: 'goods.load_failed', defaultMessage: 'This product could not be loaded.' },
  notFound: { id: 'goods.not_found', defaultMessage: 'This product could not be found.' },
  offShelf: { id: 'goods.off_shelf', defaultMessage: 'This product is no longer on sale.' },
  printTags: { id: 'goods.print_tags', defaultMessage: 'Print tags with barcodes' },
  gallery: { id: 'goods.gallery', defaultMessage: 'Product pictures' },
  openImage: { id: 'goods.open_image', defaultMessage: 'Picture {index} of {total}, tap to enlarge' },
  imageOf: { id: 'goods.image_of', defaultMessage: '{index} / {total}' },
  saveImage: { id: 'goods.save_image', defaultMessage: 'Save picture' },
  shareImage: { id: 'goods.share_image', defaultMessage: 'Share' },
  imageActions: { id: 'goods.image_actions', defaultMessage: 'Picture options' },
  share: { id: 'goods.share', defaultMessage: 'Share' },
  collect: { id: 'goods.collect', defaultMessage: 'Favourite' },
  collected: { id: 'goods.collected', defaultMessage: 'Saved' },
  collectAdded: { id: 'goods.collect_added', defaultMessage: 'Added to favourites' },
  collectRemoved: { id: 'goods.collect_removed', defaultMessage: 'Removed from favourites' },
  addToCart: { id: 'goods.add_to_cart', defaultMessage: 'Add to cart' },
  buyNow: { id: 'goods.buy_now', defaultMessage: 'Buy now' },
  cart: { id: 'goods.cart', defaultMessage: 'Cart' },
  tiers: { id: 'goods.tiers', defaultMessage: 'Wholesale prices' },
  tierRange: { id: 'goods.tier_range', defaultMessage: '{from}–{to} pcs' },
  tierFrom: { id: 'goods.tier_from', defaultMessage: '≥ {from} pcs' },
  minOrder: {
    id: 'goods.min_order',
    defaultMessage: 'Minimum order {count, plural, one {# pc} other {# pcs}}, colours and sizes can be mixed',
  },
  sold: { id: 'goods.sold', defaultMessage: '{count, plural, one {# sold} other {# sold}}' },
  specs: { id: 'goods.specs', defaultMessage: 'Options' },
  specSummary: {
    id: 'goods.spec_summary',
    defaultMessage:
      '{platings, plural, one {# colour} other {# colours}} · {sizes, plural, one {# size} other {# sizes}}',
  },
  chooseSpecs: { id: 'goods.choose_specs', defaultMessage: 'Choose colours, sizes and quantities' },
  description: { id: 'goods.description', defaultMessage: 'Details' },
  appraisals: { id: 'goods.appraisals', defaultMessage: 'Reviews ({count})' },
  noAppraisals: { id: 'goods.no_appraisals', defaultMessage: 'No reviews yet.' },
  appraisalsFailed: { id: 'goods.appraisals_failed', defaultMessage: 'The reviews could not be loaded.' },
  seeAllAppraisals: { id: 'goods.see_all_appraisals', defaultMessage: 'See all' },
  shopReply: { id: 'goods.shop_reply', defaultMessage: 'Shop reply' },
  sheetTitle: { id: 'goods.sheet_title', defaultMessage: 'Choose quantities' },
  specStock: { id: 'goods.spec_stock', defaultMessage: '{count, plural, =0 {Sold out} other {Stock #}}' },
  inCart: { id: 'goods.in_cart', defaultMessage: '{count} in cart' },
  quantityOf: { id: 'goods.quantity_of', defaultMessage: 'Quantity of {spec}' },
  total: { id: 'goods.total', defaultMessage: '{count, plural, one {# pc} other {# pcs}} selected' },
  estimate: { id: 'goods.estimate', defaultMessage: 'Estimated' },
  shortOfMinimum: {
    id: 'goods.short_of_minimum',
    defaultMessage: 'Add {count} more to reach the minimum order of {min}',
  },
  nextTier: { id: 'goods.next_tier', defaultMessage: 'Add {count} more for {price} each' },
  topTier: { id: 'goods.top_tier', defaultMessage: 'Best wholesale price reached' },
  added: { id: 'goods.added', defaultMessage: 'Added to cart' },
});
