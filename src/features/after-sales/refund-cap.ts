import { toMoneyString } from '@/lib/money';
import { toCents } from '@/lib/validation';

export interface ClaimLine {
  /** Unit price paid. */
  price: string;
  /** Pieces on the order line. */
  quantity: number;
  /** Pieces claimed (1..quantity). */
  claimed: number;
}

/**
 * The most the shopper may ask back for the claimed pieces. The preview (confirmAfterSales)
 * answers the cap for whole lines; a part of a line gets its share of that cap by value, rounded
 * down to the cent so the client never offers more than the server will accept.
 */
export function refundCap(maxForWholeLines: string, lines: readonly ClaimLine[]): string {
  const max = toCents(maxForWholeLines) ?? 0;
  let whole = 0;
  let claimed = 0;
  for (const line of lines) {
    const unit = toCents(line.price) ?? 0;
    whole += unit * line.quantity;
    claimed += unit * Math.min(Math.max(line.claimed, 0), line.quantity);
  }
  if (whole === 0) return toMoneyString(0);
  return toMoneyString(Math.floor((max * claimed) / whole) / 100);
}

/** '12.5' → '12.50', as the server writes money (the field has already been validated). */
export function normalizeAmount(value: string): string {
  const text = value.trim();
  const cents = toCents(text.startsWith('.') ? `0${text}` : text) ?? 0;
  return toMoneyString(cents / 100);
}

/**
 * The cap computed from the order itself, for an edit: the preview call refuses lines that already
 * have a case, so an edit cannot ask it. The claimed pieces get their share by value of what was
 * paid for goods (goods less coupon and member discounts; shipping is not refunded).
 */
export function refundCapFromOrder(
  order: { goods_amount: string; coupon_discount: string; membership_discount: string },
  lines: readonly ClaimLine[],
): string {
  const goods = toCents(order.goods_amount) ?? 0;
  const paid = goods - (toCents(order.coupon_discount) ?? 0) - (toCents(order.membership_discount) ?? 0);
  const claimed = lines.reduce((sum, l) => sum + (toCents(l.price) ?? 0) * Math.min(Math.max(l.claimed, 0), l.quantity), 0);
  if (goods <= 0 || paid <= 0) return toMoneyString(0);
  return toMoneyString(Math.floor((claimed * paid) / goods) / 100);
}
