import type { LedgerKind } from '@/api/types';
import { l10n, type DemoLocale, type L10n } from '../lib/locale';
import { REFUSAL_TEXTS } from './refusal-texts';

/**
 * Texts the shop writes into its answers (case timelines, the shop's notes, reasons, replies).
 * Records keep the English; answers carry the shopper's language (the `lang` header).
 */
const TEXTS: Partial<Record<string, L10n>> = {};
function add(text: L10n): string {
  TEXTS[text.en] = text;
  return text.en;
}

export const SERVER_TEXT = {
  caseSubmitted: add(l10n('Application submitted, waiting for the shop’s review', '申请已提交，等待商家审核', '申請已送出，等待商家審核', 'Demande envoyée, en attente de l’examen de la boutique', 'Solicitud enviada, pendiente de revisión por la tienda')),
  caseApproved: add(l10n('Approved by the shop', '商家已同意', '商家已同意', 'Acceptée par la boutique', 'Aprobada por la tienda')),
  caseRejected: add(l10n('Rejected by the shop', '商家已拒绝', '商家已拒絕', 'Refusée par la boutique', 'Rechazada por la tienda')),
  caseReturnSent: add(l10n('Return parcel sent to the shop', '退货包裹已寄出', '退貨包裹已寄出', 'Colis de retour envoyé à la boutique', 'Paquete de devolución enviado a la tienda')),
  caseRefunded: add(l10n('Refund paid to your balance', '退款已退回余额', '退款已退回餘額', 'Remboursement versé sur votre solde', 'Reembolso abonado a tu saldo')),
  caseEdited: add(l10n('Application edited and submitted again', '申请已修改并重新提交', '申請已修改並重新送出', 'Demande modifiée et renvoyée', 'Solicitud modificada y enviada de nuevo')),
  caseRejectNote: add(l10n(
    'The photos do not show the problem described. Please add clearer photos and apply again.',
    '照片未能显示所述问题，请补充更清晰的照片后重新申请。',
    '照片未能顯示所述問題，請補充更清晰的照片後重新申請。',
    'Les photos ne montrent pas le problème décrit. Ajoutez des photos plus nettes et refaites la demande.',
    'Las fotos no muestran el problema descrito. Añade fotos más claras y vuelve a solicitarlo.',
  )),
  caseReturnNote: add(l10n(
    'Please send the goods to the return address and enter the tracking number.',
    '请将商品寄回退货地址，并填写物流单号。',
    '請將商品寄回退貨地址，並填寫物流單號。',
    'Renvoyez les articles à l’adresse de retour et indiquez le numéro de suivi.',
    'Envía los artículos a la dirección de devolución e indica el número de seguimiento.',
  )),
  invoiceRejected: add(l10n(
    'The title does not match the tax number. Please correct the profile.',
    '发票抬头与税号不符，请修改开票信息。',
    '發票抬頭與統一編號不符，請修改發票資訊。',
    'Le nom sur la facture ne correspond pas au numéro fiscal. Corrigez vos informations de facturation.',
    'El nombre de la factura no coincide con el NIF. Corrige tus datos de facturación.',
  )),
  voucherRejected: add(l10n(
    'The transfer could not be matched to this order. Please check the amount and upload the receipt again.',
    '未能核对到此订单的转账，请核对金额后重新上传凭证。',
    '未能核對到此訂單的轉帳，請核對金額後重新上傳憑證。',
    'Le virement n’a pas pu être rapproché de cette commande. Vérifiez le montant et envoyez à nouveau le justificatif.',
    'No hemos podido asociar la transferencia a este pedido. Comprueba el importe y vuelve a subir el comprobante.',
  )),
  withdrawalRejected: add(l10n(
    'The account name does not match the name on your account.',
    '收款户名与您的账户姓名不符。',
    '收款戶名與您的帳戶姓名不符。',
    'Le titulaire du compte ne correspond pas au nom de votre compte.',
    'El titular de la cuenta no coincide con el nombre de tu cuenta.',
  )),
  feedbackReply: add(l10n(
    'Thank you for your feedback. Our team will look into it and get back to you.',
    '感谢您的反馈，我们的团队会尽快处理并回复您。',
    '感謝您的回饋，我們的團隊會盡快處理並回覆您。',
    'Merci pour votre commentaire. Notre équipe l’examine et reviendra vers vous.',
    'Gracias por tus comentarios. Nuestro equipo los revisará y te responderá.',
  )),
  chokerReply: add(l10n('Thank you! 35 cm chokers arrive next month.', '谢谢！35厘米颈链下月上架。', '謝謝！35公分頸鍊下月上架。', 'Merci ! Les ras-de-cou de 35 cm arrivent le mois prochain.', '¡Gracias! Las gargantillas de 35 cm llegan el mes que viene.')),
  // Status words put into notices.
  underReview: add(l10n('under review', '审核中', '審核中', 'en cours d’examen', 'en revisión')),
  approved: add(l10n('approved', '已同意', '已同意', 'acceptée', 'aprobada')),
  rejected: add(l10n('rejected', '已拒绝', '已拒絕', 'refusée', 'rechazada')),
  returning: add(l10n('return on its way', '退货寄回中', '退貨寄回中', 'retour en route', 'devolución en camino')),
  refunded: add(l10n('refunded', '已退款', '已退款', 'remboursée', 'reembolsada')),
  paid: add(l10n('paid out', '已打款', '已撥款', 'versé', 'abonado')),
} as const;

for (const refusal of REFUSAL_TEXTS) add(refusal);

/** The shopper's language for a text the shop wrote; unknown texts (a shopper's own) pass as they are. */
export function say(text: string, locale: DemoLocale): string {
  return TEXTS[text]?.[locale] ?? text;
}

const LEDGER: Record<LedgerKind, L10n> = {
  recharge: l10n('Top-up', '余额充值', '餘額儲值', 'Recharge', 'Recarga'),
  payment: l10n('Payment for order {sn}', '订单{sn}付款', '訂單{sn}付款', 'Paiement de la commande {sn}', 'Pago del pedido {sn}'),
  refund: l10n('Refund {sn}', '售后退款{sn}', '售後退款{sn}', 'Remboursement {sn}', 'Reembolso {sn}'),
  withdrawal: l10n('Withdrawal', '提现', '提領', 'Retrait', 'Retiro'),
  rebate: l10n('Invitation reward', '邀请奖励', '邀請獎勵', 'Prime de parrainage', 'Recompensa por invitación'),
  adjustment: l10n('Withdrawal {sn} returned', '提现{sn}退回', '提領{sn}退回', 'Retrait {sn} restitué', 'Retiro {sn} devuelto'),
};

export function ledgerTitle(kind: LedgerKind, sn: string, locale: DemoLocale): string {
  return LEDGER[kind][locale].replace('{sn}', sn);
}

/** Every text above, the ledger's titles with them: what the terminology test reads (TRANSLATING.md). */
export function serverTexts(): L10n[] {
  return [...Object.values(TEXTS).filter((text) => text !== undefined), ...Object.values(LEDGER)];
}
