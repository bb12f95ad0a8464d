import { ROUTES } from './routes';

/**
 * Page parameters arrive as query strings (spec section 2: their names are not shown). These are
 * our names, in one place, so every page links to every other the same way. Pages read them with
 * `useSearchParams()` and the same names.
 */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') pairs.push(`${formEncoded(key)}=${formEncoded(String(value))}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/**
 * A query value written as URLSearchParams writes it (form encoding: a space is '+', and only
 * letters, digits and `*-._` stay as they are), without building one per link: a page of goods
 * cards builds a hundred links in its first render, and URLSearchParams cost about 100 ms of it at
 * 4× slowdown (issue 12).
 */
function formEncoded(text: string): string {
  if (/^[\w.*-]*$/.test(text)) return text;
  try {
    return encodeURIComponent(text)
      .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
      .replace(/%20/g, '+');
  } catch {
    // A lone surrogate (encodeURIComponent throws): URLSearchParams writes it as U+FFFD.
    return new URLSearchParams([['', text]]).toString().slice(1);
  }
}

/** Adds or replaces one query parameter on an own path, keeping the rest of it. */
export function withQueryParam(path: string, key: string, value: string): string {
  const url = new URL(path, 'http://own.invalid');
  url.searchParams.set(key, value);
  return url.pathname + url.search + url.hash;
}

/** The order list's tabs: every order, one status, or the after-sales requests (issue 5). */
export type OrderTab = 'all' | 'pending_payment' | 'paid' | 'shipped' | 'received' | 'completed' | 'cancelled' | 'after_sales';

export const links = {
  /** ?id= goods id &batchId= the batch it was reached from (its price shows while the batch runs) */
  goodsInfo: (id: number, batchId?: number) => withQuery(ROUTES.goodsInfo, { id, batchId }),
  /** ?categoryId= &title= (title only for the navbar while loading) */
  classList: (categoryId: number, title?: string) => withQuery(ROUTES.classList, { categoryId, title }),
  /** ?keyword= */
  searchResult: (keyword: string) => withQuery(ROUTES.searchResult, { keyword }),
  /** From the cart: ?source=cart. Buy now: ?source=buy_now&goodsId=&specs=<specId>:<qty>,… */
  confirmOrderFromCart: () => withQuery(ROUTES.confirmOrder, { source: 'cart' }),
  confirmOrderBuyNow: (goodsId: number, specs: { specId: number; quantity: number }[]) =>
    withQuery(ROUTES.confirmOrder, {
      source: 'buy_now',
      goodsId,
      specs: specs.map((s) => `${String(s.specId)}:${String(s.quantity)}`).join(','),
    }),
  /** ?orderId= */
  pay: (orderId: number) => withQuery(ROUTES.pay, { orderId }),
  payStu: (orderId: number) => withQuery(ROUTES.payStu, { orderId }),
  otherList: (orderId: number) => withQuery(ROUTES.otherList, { orderId }),
  /** The shop's receiving accounts, for paying by transfer (never a withdrawal destination). */
  bankCar: () => ROUTES.bankCar,
  /** ?status= one of OrderTab */
  orderList: (status: OrderTab = 'all') => withQuery(ROUTES.orderList, { status }),
  orderInfo: (id: number) => withQuery(ROUTES.orderInfo, { id }),
  evaluateOrder: (orderId: number) => withQuery(ROUTES.evaluateOrder, { orderId }),
  /** New request: ?orderId=; editing one under review: &id= */
  refundEdit: (orderId: number, id?: number) => withQuery(ROUTES.refundEdit, { orderId, id }),
  refundDetail: (id: number) => withQuery(ROUTES.refundDetail, { id }),
  refundProgress: (id: number) => withQuery(ROUTES.refundProgress, { id }),
  invoiceApplication: (orderId?: number) => withQuery(ROUTES.invoiceApplication, { orderId }),
  /** ?id= to edit an invoicing profile; none to add one */
  fillIn: (id?: number, redirect?: string) => withQuery(ROUTES.fillIn, { id, redirect }),
  /** ?id= to edit; none to add. &redirect= an own path to return to, told the saved address as &addressId= */
  addressInfo: (id?: number, redirect?: string) => withQuery(ROUTES.addressInfo, { id, redirect }),
  /** ?select=1&redirect= when choosing one for an order */
  addressList: (select?: boolean, redirect?: string) => withQuery(ROUTES.addressList, { select: select ? 1 : undefined, redirect }),
  parseSysInfo: (id: number) => withQuery(ROUTES.parseSysInfo, { id }),
  /** ?type= user | privacy | about | return_policy */
  agreement: (type: 'user' | 'privacy' | 'about' | 'return_policy') => withQuery(ROUTES.agreement, { type }),
  withdrawalRecordStu: (id: number) => withQuery(ROUTES.withdrawalRecordStu, { id }),
  /** ?redirect= an own path to return to after login (never a token, never another origin) */
  login: (redirect?: string) => withQuery(ROUTES.login, { redirect }),
} as const;
