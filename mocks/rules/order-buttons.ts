import type { OrderButtonPress } from '@/api/types';
import { refuse } from '../lib/errors';
import { l10n, type DemoLocale, type L10n } from '../lib/locale';
import { now } from '../lib/settings';
import type { DemoState, OrderRecord } from '../state/schema';
import { cancelOrder } from './order-flow';

/** The actions /api/order/button performs itself when the body names one (docs/api-layer.md). */
export const PRESSABLE: readonly OrderButtonPress[] = ['cancel', 'confirm_receipt'];

/** What the shopper reads after a press, or why it was refused, in the `lang` header's language. */
const TEXT = {
  cancelled: l10n('Order cancelled', '订单已取消', '訂單已取消', 'Commande annulée', 'Pedido cancelado'),
  received: l10n('Receipt confirmed', '已确认收货', '已確認收貨', 'Réception confirmée', 'Recepción confirmada'),
  alreadyCancelled: l10n('This order is already cancelled', '该订单已取消', '該訂單已取消', 'Cette commande est déjà annulée', 'Este pedido ya está cancelado'),
  paidNoCancel: l10n(
    'This order is already paid and can no longer be cancelled. Apply for a refund instead.',
    '该订单已付款，无法取消，请申请退款。',
    '該訂單已付款，無法取消，請申請退款。',
    'Cette commande est déjà payée et ne peut plus être annulée. Demandez plutôt un remboursement.',
    'Este pedido ya está pagado y no se puede cancelar. Solicita un reembolso.',
  ),
  reviewNoCancel: l10n(
    'Your transfer receipt is being reviewed, so the order cannot be cancelled now.',
    '您的转账凭证正在审核中，暂时无法取消订单。',
    '您的轉帳憑證正在審核中，暫時無法取消訂單。',
    'Votre justificatif de virement est en cours d’examen : la commande ne peut pas être annulée pour l’instant.',
    'Tu comprobante de transferencia está en revisión, así que el pedido no se puede cancelar por ahora.',
  ),
  notShipped: l10n(
    'This order has not shipped yet, so its receipt cannot be confirmed.',
    '该订单尚未发货，无法确认收货。',
    '該訂單尚未出貨，無法確認收貨。',
    'Cette commande n’est pas encore expédiée : sa réception ne peut pas être confirmée.',
    'Este pedido aún no se ha enviado, así que no se puede confirmar su recepción.',
  ),
  alreadyReceived: l10n('Receipt of this order is already confirmed', '该订单已确认收货', '該訂單已確認收貨', 'La réception de cette commande est déjà confirmée', 'La recepción de este pedido ya está confirmada'),
  cancelledNoReceipt: l10n('This order was cancelled', '该订单已取消', '該訂單已取消', 'Cette commande a été annulée', 'Este pedido fue cancelado'),
} as const satisfies Record<string, L10n>;

function assertCancellable(order: OrderRecord, locale: DemoLocale): void {
  if (order.status === 'cancelled') refuse(TEXT.alreadyCancelled[locale]);
  if (order.status !== 'pending_payment') refuse(TEXT.paidNoCancel[locale]);
  // The shop may be matching the money to this order right now: it decides first.
  if (order.voucher.status === 'pending_review') refuse(TEXT.reviewNoCancel[locale]);
}

function assertReceivable(order: OrderRecord, locale: DemoLocale): void {
  if (order.status === 'cancelled') refuse(TEXT.cancelledNoReceipt[locale]);
  if (order.status === 'received' || order.status === 'completed') refuse(TEXT.alreadyReceived[locale]);
  if (order.status !== 'shipped') refuse(TEXT.notShipped[locale]);
}

/** Performs a pressed button and answers the success message; a wrong state is refused (code 0). */
export function pressButton(db: DemoState, order: OrderRecord, action: OrderButtonPress, locale: DemoLocale): string {
  if (action === 'cancel') {
    assertCancellable(order, locale);
    cancelOrder(db, order, 'shopper');
    return TEXT.cancelled[locale];
  }
  assertReceivable(order, locale);
  // Received from now on: the appraisal and after-sales rules, and the clock that completes the
  // order, run from this time as for a parcel the carrier delivered.
  order.status = 'received';
  order.receiveTime = now();
  return TEXT.received[locale];
}
