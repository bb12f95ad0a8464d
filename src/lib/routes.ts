/** Route paths of spec section 2, named once so links never carry a typo. */
export const ROUTES = {
  root: '/',
  launch: '/pages/launch-page/launch-page',
  home: '/pages/tabbar/home/home',
  class: '/pages/tabbar/class/class',
  msg: '/pages/tabbar/msg/msg',
  cart: '/pages/tabbar/cart/cart',
  user: '/pages/tabbar/user/user',
  login: '/pages/login/login',
  accessPermissions: '/pages/login/accessPermissions',
  search: '/pages/business/search/search',
  searchResult: '/pages/business/search/searchResult',
  classList: '/pages/business/class/classList',
  goodsInfo: '/pages/business/goods/goodsInfo',
  orderList: '/pages/business/order/orderList',
  orderInfo: '/pages/business/order/orderInfo',
  evaluateOrder: '/pages/business/order/evalauteOrder',
  refundDetail: '/pages/business/order/refundDetail/refundDetail',
  refundEdit: '/pages/business/order/refundDetail/refundEdit',
  refundProgress: '/pages/business/order/refundDetail/refundProgress',
  balance: '/pages/business/balance/balance',
  recharge: '/pages/business/balance/recharge',
  rechargeRecord: '/pages/business/balance/rechargeRecord',
  withdrawal: '/pages/business/balance/withdrawal',
  withdrawalRecord: '/pages/business/balance/withdrawalRecord',
  withdrawalRecordStu: '/pages/business/balance/withdrawalRecordStu',
  setUp: '/pages/business/user/setUp/setUp',
  addressList: '/pages/business/user/address/addressList',
  addressInfo: '/pages/business/user/address/addressInfo',
  membershipLevel: '/pages/business/user/membershipLevel/membershipLevel',
  myCollection: '/pages/business/user/myCollection/myCollection',
  questions: '/pages/business/user/questions/questions',
  agreement: '/pages/business/agreement/agreement',
  invoicingList: '/pages/business/invoicing/invoicingList',
  invoiceApplication: '/pages/business/invoicing/invoiceApplication',
  fillIn: '/pages/business/invoicing/fillIn',
  coupon: '/pages/business/user/coupon/coupon',
  userInfo: '/pages/business/user/userInfo/userInfo',
  accountSettings: '/pages/business/user/userInfo/accountSettings',
  share: '/pages/business/user/share/share',
  shareList: '/pages/business/user/share/shareList',
  commentList: '/pages/business/user/commentList/commentList',
  pay: '/pages/business/pay/pay',
  payStu: '/pages/business/pay/payStu',
  otherList: '/pages/business/pay/otherList',
  bankCar: '/pages/business/bankCar/bankCar',
  parseSysInfo: '/pages/business/user/parseSysInfo/parseSysInfo',
  /** Not in the spec's route list: order confirmation is reached from the cart and buy-now (issue 5). */
  confirmOrder: '/pages/business/order/confirmOrder',
  /** Buyer tools (issue 15), not in the spec's route list: quick order by code, its printed tags, reorder lists. */
  quickOrder: '/pages/business/quickOrder/quickOrder',
  printTags: '/pages/business/quickOrder/printTags',
  reorderLists: '/pages/business/reorderList/reorderList',
  reorderListInfo: '/pages/business/reorderList/listInfo',
  sharedList: '/pages/business/reorderList/sharedList',
  /** QA replay page (issue 7); only reachable with the QA flag. */
  qaReplay: '/qa/replay',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

export const TAB_ROUTES = [ROUTES.home, ROUTES.class, ROUTES.msg, ROUTES.cart, ROUTES.user] as const;
export type TabRoute = (typeof TAB_ROUTES)[number];

export function isTabRoute(path: string): path is TabRoute {
  return (TAB_ROUTES as readonly string[]).includes(path);
}
