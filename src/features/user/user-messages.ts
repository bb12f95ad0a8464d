import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** Texts of the user tab. */
export const userMessages = defineMessages<{
  readonly settings: NoMessageValues;
  readonly guestName: NoMessageValues;
  readonly guestBody: NoMessageValues;
  readonly login: NoMessageValues;
  readonly editProfile: NoMessageValues;
  readonly memberId: { readonly code: MessageValue };
  readonly level: { readonly level: MessageValue };
  readonly levelLink: { readonly level: MessageValue };
  readonly balance: NoMessageValues;
  readonly coupons: NoMessageValues;
  readonly favourites: NoMessageValues;
  readonly wallet: NoMessageValues;
  readonly myOrders: NoMessageValues;
  readonly allOrders: NoMessageValues;
  readonly toPay: NoMessageValues;
  readonly toShip: NoMessageValues;
  readonly shipped: NoMessageValues;
  readonly received: NoMessageValues;
  readonly afterSales: NoMessageValues;
  readonly ordersWaiting: { readonly count: number | bigint };
  readonly services: NoMessageValues;
  readonly quickOrder: NoMessageValues;
  readonly reorderLists: NoMessageValues;
  readonly stockWatch: NoMessageValues;
  readonly customerMode: NoMessageValues;
  readonly lineSheet: NoMessageValues;
  readonly addresses: NoMessageValues;
  readonly invoices: NoMessageValues;
  readonly membership: NoMessageValues;
  readonly reviews: NoMessageValues;
  readonly share: NoMessageValues;
  readonly help: NoMessageValues;
}>({
  settings: { id: 'user.settings', defaultMessage: 'Settings' },
  guestName: { id: 'user.guest_name', defaultMessage: 'Welcome to the shop' },
  guestBody: { id: 'user.guest_body', defaultMessage: 'Log in to see your orders, balance and coupons.' },
  login: { id: 'user.login', defaultMessage: 'Log in or register' },
  editProfile: { id: 'user.edit_profile', defaultMessage: 'Edit profile' },
  memberId: { id: 'user.member_id', defaultMessage: 'Member ID {code}' },
  level: { id: 'user.level', defaultMessage: 'Level {level}' },
  /** `level` is the level's name ("Gold"), or "Level 2" until the list of levels is in. */
  levelLink: { id: 'user.level_link', defaultMessage: 'Membership level: {level}' },
  balance: { id: 'user.balance', defaultMessage: 'Balance' },
  coupons: { id: 'user.coupons', defaultMessage: 'Coupons' },
  favourites: { id: 'user.favourites', defaultMessage: 'Favourites' },
  wallet: { id: 'user.wallet', defaultMessage: 'Wallet' },
  myOrders: { id: 'user.my_orders', defaultMessage: 'My orders' },
  allOrders: { id: 'user.all_orders', defaultMessage: 'All orders' },
  toPay: { id: 'user.to_pay', defaultMessage: 'To pay' },
  toShip: { id: 'user.to_ship', defaultMessage: 'To ship' },
  shipped: { id: 'user.shipped', defaultMessage: 'Shipped' },
  received: { id: 'user.received', defaultMessage: 'Received' },
  afterSales: { id: 'user.after_sales', defaultMessage: 'After-sales' },
  ordersWaiting: {
    id: 'user.orders_waiting',
    defaultMessage: '{count, plural, =0 {no orders} one {# order} other {# orders}}',
  },
  services: { id: 'user.services', defaultMessage: 'My services' },
  quickOrder: { id: 'user.quick_order', defaultMessage: 'Quick order' },
  reorderLists: { id: 'user.reorder_lists', defaultMessage: 'Reorder lists' },
  stockWatch: { id: 'user.stock_watch', defaultMessage: 'Stock watch' },
  customerMode: { id: 'user.customer_mode', defaultMessage: 'Customer mode' },
  lineSheet: { id: 'user.line_sheet', defaultMessage: 'Line sheets' },
  addresses: { id: 'user.addresses', defaultMessage: 'Addresses' },
  invoices: { id: 'user.invoices', defaultMessage: 'Invoices' },
  membership: { id: 'user.membership', defaultMessage: 'Membership' },
  reviews: { id: 'user.reviews', defaultMessage: 'My reviews' },
  share: { id: 'user.share', defaultMessage: 'Invite friends' },
  help: { id: 'user.help', defaultMessage: 'Help and feedback' },
});
