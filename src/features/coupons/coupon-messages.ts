import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

export const couponMessages = defineMessages<{
  readonly tabUnused: NoMessageValues;
  readonly tabUsed: NoMessageValues;
  readonly tabExpired: NoMessageValues;
  readonly noThreshold: NoMessageValues;
  readonly open: NoMessageValues;
  readonly opened: NoMessageValues;
  readonly shopNow: NoMessageValues;
  readonly secondRebate: NoMessageValues;
  readonly newHeading: NoMessageValues;
  readonly emptyUnused: NoMessageValues;
  readonly emptyUnusedBody: NoMessageValues;
  readonly emptyUsed: NoMessageValues;
  readonly emptyExpired: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly listLabel: NoMessageValues;
  readonly threshold: { readonly amount: MessageValue };
  readonly validUntil: { readonly date: MessageValue };
  readonly validFrom: { readonly end: MessageValue; readonly start: MessageValue };
  readonly opensOn: { readonly date: MessageValue };
  readonly usedOn: { readonly date: MessageValue; readonly sn: MessageValue };
  readonly usedOnNoOrder: { readonly date: MessageValue };
  readonly remindSummary: { readonly count: number | bigint };
  readonly openLabel: { readonly title: MessageValue };
}>({
  // The tabs name a group of coupons (French "Expirés"); one coupon's state is couponStatusLabels.
  tabUnused: { id: 'coupons.unused', defaultMessage: 'Available' },
  tabUsed: { id: 'coupons.used', defaultMessage: 'Used' },
  tabExpired: { id: 'coupons.expired', defaultMessage: 'Expired' },
  noThreshold: { id: 'coupons.no_threshold', defaultMessage: 'No minimum spend' },
  open: { id: 'coupons.open', defaultMessage: 'Open' },
  opened: { id: 'coupons.opened', defaultMessage: 'Coupon opened — it is ready to use' },
  shopNow: { id: 'coupons.shop_now', defaultMessage: 'Shop now' },
  secondRebate: { id: 'coupons.second_rebate', defaultMessage: 'Second rebate' },
  newHeading: { id: 'coupons.new_heading', defaultMessage: 'New coupons for you' },
  emptyUnused: { id: 'coupons.empty_unused', defaultMessage: 'No coupons to use right now' },
  emptyUnusedBody: {
    id: 'coupons.empty_unused_body',
    defaultMessage: 'Coupons you receive from orders and promotions will appear here.',
  },
  emptyUsed: { id: 'coupons.empty_used', defaultMessage: 'You have not used any coupons yet' },
  emptyExpired: { id: 'coupons.empty_expired', defaultMessage: 'No expired coupons' },
  loadFailed: { id: 'coupons.load_failed', defaultMessage: 'Your coupons could not be loaded.' },
  listLabel: { id: 'coupons.list_label', defaultMessage: 'Coupons' },
  threshold: { id: 'coupons.threshold', defaultMessage: 'On orders over {amount}' },
  validUntil: { id: 'coupons.valid_until', defaultMessage: 'Valid until {date}' },
  validFrom: { id: 'coupons.valid_from', defaultMessage: 'Valid {start} – {end}' },
  opensOn: { id: 'coupons.opens_on', defaultMessage: 'You can open it from {date}' },
  usedOn: { id: 'coupons.used_on', defaultMessage: 'Used on {date} for order {sn}' },
  usedOnNoOrder: { id: 'coupons.used_on_no_order', defaultMessage: 'Used on {date}' },
  remindSummary: {
    id: 'coupons.remind_summary',
    defaultMessage: '{count, plural, one {You have received a new coupon} other {You have received # new coupons}}',
  },
  openLabel: { id: 'coupons.open_label', defaultMessage: 'Open {title}' },
});
