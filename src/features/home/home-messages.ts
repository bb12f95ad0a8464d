import { defineMessages, type NoMessageValues } from 'react-intl';

export const homeMessages = defineMessages<{
  searchPlaceholder: NoMessageValues;
  quickOrder: NoMessageValues;
  hotSearches: NoMessageValues;
  banners: NoMessageValues;
  categories: NoMessageValues;
  allCategories: NoMessageValues;
  batches: NoMessageValues;
  batchSlots: NoMessageValues;
  slotOngoing: NoMessageValues;
  slotUpcoming: NoMessageValues;
  slotEnded: NoMessageValues;
  endsIn: NoMessageValues;
  startsIn: NoMessageValues;
  ended: NoMessageValues;
  batchGoods: { title: string };
  batchSold: { sold: number; stock: number };
  noBatches: NoMessageValues;
  activities: NoMessageValues;
  remindMe: NoMessageValues;
  reminderSet: NoMessageValues;
  reminderSetToast: { title: string };
  reminderRemovedToast: { title: string };
  recommended: NoMessageValues;
  forYou: NoMessageValues;
  recommendedFailed: NoMessageValues;
  newCoupons: { count: number };
  couponValueOff: { value: string };
  couponDiscount: { percent: number };
  couponThreshold: { amount: string };
  couponNoThreshold: NoMessageValues;
  couponLocked: NoMessageValues;
  viewCoupons: NoMessageValues;
  gotIt: NoMessageValues;
}>({
  searchPlaceholder: { id: 'home.search_placeholder', defaultMessage: 'Search rings, earrings, item codes…' },
  quickOrder: { id: 'home.quick_order', defaultMessage: 'Quick order' },
  hotSearches: { id: 'home.hot_searches', defaultMessage: 'Popular searches' },
  banners: { id: 'home.banners', defaultMessage: 'Featured' },
  categories: { id: 'home.categories', defaultMessage: 'Shop by category' },
  allCategories: { id: 'home.all_categories', defaultMessage: 'All' },
  batches: { id: 'home.batches', defaultMessage: 'Wholesale batches' },
  batchSlots: { id: 'home.batch_slots', defaultMessage: 'Batch times' },
  slotOngoing: { id: 'home.slot_ongoing', defaultMessage: 'On now' },
  slotUpcoming: { id: 'home.slot_upcoming', defaultMessage: 'Coming up' },
  slotEnded: { id: 'home.slot_ended', defaultMessage: 'Ended' },
  endsIn: { id: 'home.ends_in', defaultMessage: 'Ends in' },
  startsIn: { id: 'home.starts_in', defaultMessage: 'Starts in' },
  ended: { id: 'home.ended', defaultMessage: 'This batch has ended' },
  batchGoods: { id: 'home.batch_goods', defaultMessage: 'Goods in {title}' },
  batchSold: { id: 'home.batch_sold', defaultMessage: '{sold}/{stock} sold' },
  noBatches: { id: 'home.no_batches', defaultMessage: 'No batches at this time. Check the next slot.' },
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
  couponValueOff: { id: 'home.coupon_value_off', defaultMessage: '{value} off' },
  couponDiscount: { id: 'home.coupon_discount', defaultMessage: '{percent}% off' },
  couponThreshold: { id: 'home.coupon_threshold', defaultMessage: 'On orders over {amount}' },
  couponNoThreshold: { id: 'home.coupon_no_threshold', defaultMessage: 'No minimum spend' },
  couponLocked: { id: 'home.coupon_locked', defaultMessage: 'Opens later' },
  viewCoupons: { id: 'home.view_coupons', defaultMessage: 'View my coupons' },
  gotIt: { id: 'home.got_it', defaultMessage: 'Got it' },
});
