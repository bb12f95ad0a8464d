import { defineMessages, type MessageValue } from 'react-intl';

export const payPageMessages = defineMessages({
  amountDue: { id: 'payment.amount_due', defaultMessage: 'Amount due' },
  payWithin: { id: 'payment.pay_within', defaultMessage: 'Pay within' },
  methods: { id: 'payment.methods', defaultMessage: 'Payment method' },
  balanceHint: { id: 'payment.method_balance_hint', defaultMessage: 'Paid at once from your balance' },
  transferHint: {
    id: 'payment.method_bank_transfer_hint',
    defaultMessage: 'Transfer to our bank account, then upload the receipt',
  },
  cardHint: { id: 'payment.method_credit_card_hint', defaultMessage: 'Paid online at once' },
  wechatHint: { id: 'payment.method_wechat_hint', defaultMessage: 'Paid in WeChat at once' },
  topUp: { id: 'payment.top_up', defaultMessage: 'Top up' },
  transferTo: { id: 'payment.transfer_to', defaultMessage: 'Transfer to' },
  allAccounts: { id: 'payment.all_accounts', defaultMessage: 'All bank accounts' },
  voucher: { id: 'payment.voucher', defaultMessage: 'Transfer receipt' },
  voucherHelp: {
    id: 'payment.voucher_help',
    defaultMessage: 'A photo or screenshot of the transfer, showing the amount, date and reference.',
  },
  voucherRemark: { id: 'payment.voucher_remark', defaultMessage: 'Note (optional)' },
  voucherRemarkPlaceholder: {
    id: 'payment.voucher_remark_placeholder',
    defaultMessage: 'Name of the account you paid from, anything we should know',
  },
  submitVoucher: { id: 'payment.submit_voucher', defaultMessage: 'Submit receipt' },
  otherPayers: { id: 'payment.other_payers', defaultMessage: 'Someone else paying for you?' },
  otherPayersHint: { id: 'payment.other_payers_hint', defaultMessage: 'See our agents who can pay on your behalf' },
  redirectRefused: {
    id: 'payment.redirect_refused',
    defaultMessage: 'The payment page could not be opened. Please choose another method.',
  },
  alreadyPaid: { id: 'payment.already_paid', defaultMessage: 'This order is already paid' },
  cancelled: { id: 'payment.cancelled', defaultMessage: 'This order was cancelled' },
  underReview: { id: 'payment.under_review', defaultMessage: 'Your transfer receipt is being reviewed' },
  underReviewBody: {
    id: 'payment.under_review_body',
    defaultMessage: 'We will confirm the payment as soon as the transfer arrives.',
  },
  seeStatus: { id: 'payment.see_status', defaultMessage: 'See payment status' },
  voucherRejected: { id: 'payment.voucher_rejected_notice', defaultMessage: 'Your previous receipt was not accepted' },
});

export const payPageValues = defineMessages<{
  readonly orderNo: { readonly sn: MessageValue };
  readonly available: { readonly amount: MessageValue };
  readonly short: { readonly amount: MessageValue };
  readonly payAmount: { readonly amount: MessageValue };
  readonly rejectedNote: { readonly note: MessageValue };
}>({
  orderNo: { id: 'payment.order_no', defaultMessage: 'Order {sn}' },
  available: { id: 'payment.balance_available', defaultMessage: 'Available: {amount}' },
  short: { id: 'payment.balance_short', defaultMessage: 'Short by {amount}' },
  payAmount: { id: 'payment.pay_amount', defaultMessage: 'Pay {amount}' },
  rejectedNote: { id: 'payment.rejected_note', defaultMessage: 'The shop says: {note}' },
});
