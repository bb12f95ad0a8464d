import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

export const homeMessages = defineMessages<{
  readonly searchPlaceholder: NoMessageValues;
  readonly quickOrder: NoMessageValues;
  readonly hotSearches: NoMessageValues;
  readonly banners: NoMessageValues;
  readonly categories: NoMessageValues;
  readonly allCategories: NoMessageValues;
  readonly batches: NoMessageValues;
  readonly batchSlots: NoMessageValues;
  readonly endsIn: NoMessageValues;
  readonly startsIn: NoMessageValues;
  readonly ended: NoMessageValues;
  readonly batchGoods: { readonly title: MessageValue };
  readonly batchSold: { readonly sold: MessageValue; readonly stock: MessageValue };
  readonly noBatches: NoMessageValues;
  readonly batchesFailed: NoMessageValues;
  readonly activities: NoMessageValues;
  readonly remindMe: NoMessageValues;
  readonly reminderSet: NoMessageValues;
  readonly reminderSetToast: { readonly title: MessageValue };
  readonly reminderRemovedToast: { readonly title: MessageValue };
  readonly recommended: NoMessageValues;
  readonly forYou: NoMessageValues;
  readonly recommendedFailed: NoMessageValues;
  readonly newCoupons: { readonly count: number | bigint };
  readonly couponThreshold: { readonly amount: MessageValue };
  readonly moreCoupons: { readonly count: number | bigint };
  readonly couponNoThreshold: NoMessageValues;
  readonly couponLocked: NoMessageValues;
  readonly couponReady: NoMessageValues;
  readonly viewCoupons: NoMessageValues;
}>({
  searchPlaceholder: { id: 'home.search_placeholder', defaultMessage: 'Search jewelry or item codes' },
  quickOrder: { id: 'home.quick_order', defaultMessage: 'Quick order' },
  hotSearches: { id: 'home.hot_searches', defaultMessage: 'Popular searches' },
  banners: { id: 'home.banners', defaultMessage: 'Featured' },
  categories: { id: 'home.categories', defaultMessage: 'Shop by category' },
  allCategories: { id: 'home.all_categories', defaultMessage: 'All' },
  batches: { id: 'home.batches', defaultMessage: 'Wholesale batches' },
  batchSlots: { id: 'home.batch_slots', defaultMessage: 'Batch times' },
  endsIn: { id: 'home.ends_in', defaultMessage: 'Ends in' },
  startsIn: { id: 'home.starts_in', defaultMessage: 'Starts in' },
  ended: { id: 'home.ended', defaultMessage: 'This batch has ended' },
  batchGoods: { id: 'home.batch_goods', defaultMessage: 'Goods in {title}' },
  batchSold: { id: 'home.batch_sold', defaultMessage: '{sold}/{stock} sold' },
  noBatches: { id: 'home.no_batches', defaultMessage: 'No batches at this time. Check the next slot.' },
  batchesFailed: { id: 'home.batches_failed', defaultMessage: 'The batches could not be loaded.' },
  activities: { id: 'home.activities', defaultMessage: 'Promotions' },
  remindMe: { id: 'home.remind_me', defaultMessage: 'Remind me' },
  reminderSet: { id: 'home.reminder_set', defaultMessage: 'Reminder on' },
  reminderSetToast: { id: 'home.reminder_set_toast', defaultMessage: 'We will remind you when “{title}” starts' },
  reminderRemovedToast: { id: 'home.reminder_removed_toast', defaultMessage: 'Reminder for “{title}” turned off' },
  recommended: { id: 'home.recommended', defaultMessage: 'Recommended for you' },
  forYou: { id: 'home.for_you', defaultMessage: 'For you' },
  recommendedFailed: { id: 'home.recommended_failed', defaultMessage: 'The recommendations could not be loaded.' },
  newCoupons: {
    id: 'home.new_coupons',
    defaultMessage: '{count, plural, one {You have a new coupon} other {You have # new coupons}}',
  },
  couponThreshold: { id: 'home.coupon_threshold', defaultMessage: 'On orders over {amount}' },
  moreCoupons: { id: 'home.more_coupons', defaultMessage: '{count, plural, one {and # more coupon} other {and # more coupons}}' },
  couponNoThreshold: { id: 'home.coupon_no_threshold', defaultMessage: 'No minimum spend' },
  couponLocked: { id: 'home.coupon_locked', defaultMessage: 'Opens later' },
  couponReady: { id: 'home.coupon_ready', defaultMessage: 'Ready to open' },
  viewCoupons: { id: 'home.view_coupons', defaultMessage: 'View my coupons' },
});
