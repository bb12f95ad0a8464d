import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

export const walletMessages = defineMessages<{
  readonly available: NoMessageValues;
  readonly topUp: NoMessageValues;
  readonly withdraw: NoMessageValues;
  readonly topUpHistory: NoMessageValues;
  readonly withdrawalHistory: NoMessageValues;
  readonly ledgerHeading: NoMessageValues;
  readonly ledgerEmpty: NoMessageValues;
  readonly ledgerEmptyBody: NoMessageValues;
  readonly kindAll: NoMessageValues;
  readonly kindRecharge: NoMessageValues;
  readonly kindPayment: NoMessageValues;
  readonly kindRefund: NoMessageValues;
  readonly kindWithdrawal: NoMessageValues;
  readonly kindRebate: NoMessageValues;
  readonly kindAdjustment: NoMessageValues;
  readonly amount: NoMessageValues;
  readonly amountPlaceholder: NoMessageValues;
  readonly quickAmounts: NoMessageValues;
  readonly payMethod: NoMessageValues;
  readonly bankTransferHint: NoMessageValues;
  readonly creditCardHint: NoMessageValues;
  readonly wechatHint: NoMessageValues;
  readonly topUpSubmitEmpty: NoMessageValues;
  readonly topUpDone: NoMessageValues;
  readonly redirecting: NoMessageValues;
  readonly redirectBlocked: NoMessageValues;
  readonly backToBalance: NoMessageValues;
  readonly bankName: NoMessageValues;
  readonly bankNamePlaceholder: NoMessageValues;
  readonly accountNamePlaceholder: NoMessageValues;
  readonly accountNoPlaceholder: NoMessageValues;
  readonly accountName: NoMessageValues;
  readonly accountNo: NoMessageValues;
  readonly branch: NoMessageValues;
  readonly swift: NoMessageValues;
  readonly transferReference: NoMessageValues;
  readonly transferDetails: NoMessageValues;
  readonly withdrawAmount: NoMessageValues;
  readonly withdrawAll: NoMessageValues;
  readonly payoutHeading: NoMessageValues;
  readonly payoutIntro: NoMessageValues;
  readonly payoutAccountNo: NoMessageValues;
  readonly shopAccountRefused: NoMessageValues;
  readonly accountNoInvalid: NoMessageValues;
  readonly swiftInvalid: NoMessageValues;
  readonly withdrawSubmit: NoMessageValues;
  readonly withdrawRequested: NoMessageValues;
  readonly withdrawNote: NoMessageValues;
  readonly feeUnknown: NoMessageValues;
  readonly confirmTitle: NoMessageValues;
  readonly balanceLoading: NoMessageValues;
  readonly noBalance: NoMessageValues;
  readonly withdrawalsEmpty: NoMessageValues;
  readonly topUpsEmpty: NoMessageValues;
  readonly stepSubmitted: NoMessageValues;
  readonly stepReview: NoMessageValues;
  readonly stepReviewing: NoMessageValues;
  readonly stepApproved: NoMessageValues;
  readonly stepPaying: NoMessageValues;
  readonly stepPaid: NoMessageValues;
  readonly stepRejected: NoMessageValues;
  readonly refundedToBalance: NoMessageValues;
  readonly withdrawalNo: NoMessageValues;
  readonly requested: NoMessageValues;
  readonly fee: NoMessageValues;
  readonly received: NoMessageValues;
  readonly payoutAccount: NoMessageValues;
  readonly timeline: NoMessageValues;
  readonly withdrawalNotFound: NoMessageValues;
  readonly balanceAfter: { readonly amount: MessageValue };
  readonly orderNo: { readonly sn: MessageValue };
  readonly topUpSubmit: { readonly amount: MessageValue };
  readonly topUpLimit: { readonly max: MessageValue };
  readonly topUpDoneBody: { readonly amount: MessageValue };
  readonly transferTitle: { readonly amount: MessageValue };
  readonly transferBody: { readonly sn: MessageValue };
  readonly canWithdraw: { readonly amount: MessageValue };
  readonly toCard: { readonly bank: MessageValue; readonly last4: MessageValue };
  readonly lastAccountHint: { readonly last4: MessageValue };
  readonly transferDetailsFor: { readonly sn: MessageValue };
  readonly feeRule: { readonly min: MessageValue; readonly rate: MessageValue };
  readonly confirmBody: { readonly amount: MessageValue; readonly bank: MessageValue; readonly fee: MessageValue; readonly last4: MessageValue; readonly receive: MessageValue };
  readonly confirmBodyNoFee: { readonly amount: MessageValue; readonly bank: MessageValue; readonly last4: MessageValue };
  readonly rejectReason: { readonly reason: MessageValue };
}>({
  available: { id: 'wallet.available', defaultMessage: 'Available balance' },
  topUp: { id: 'wallet.top_up', defaultMessage: 'Top up' },
  withdraw: { id: 'wallet.withdraw', defaultMessage: 'Withdraw' },
  topUpHistory: { id: 'wallet.top_up_history', defaultMessage: 'Top-up history' },
  withdrawalHistory: { id: 'wallet.withdrawal_history', defaultMessage: 'Withdrawal history' },
  ledgerHeading: { id: 'wallet.ledger_heading', defaultMessage: 'Balance activity' },
  ledgerEmpty: { id: 'wallet.ledger_empty', defaultMessage: 'No balance activity yet' },
  ledgerEmptyBody: {
    id: 'wallet.ledger_empty_body',
    defaultMessage: 'Top up your balance to pay for orders in one tap.',
  },
  kindAll: { id: 'wallet.kind_all', defaultMessage: 'All' },
  kindRecharge: { id: 'wallet.kind_recharge', defaultMessage: 'Top-ups' },
  kindPayment: { id: 'wallet.kind_payment', defaultMessage: 'Payments' },
  kindRefund: { id: 'wallet.kind_refund', defaultMessage: 'Refunds' },
  kindWithdrawal: { id: 'wallet.kind_withdrawal', defaultMessage: 'Withdrawals' },
  kindRebate: { id: 'wallet.kind_rebate', defaultMessage: 'Rebates' },
  kindAdjustment: { id: 'wallet.kind_adjustment', defaultMessage: 'Adjustments' },
  // Top up
  amount: { id: 'wallet.amount', defaultMessage: 'Amount' },
  amountPlaceholder: { id: 'wallet.amount_placeholder', defaultMessage: '0.00' },
  quickAmounts: { id: 'wallet.quick_amounts', defaultMessage: 'Quick amounts' },
  payMethod: { id: 'wallet.pay_method', defaultMessage: 'Pay with' },
  bankTransferHint: {
    id: 'wallet.bank_transfer_hint',
    defaultMessage: 'Transfer from your bank; we credit your balance once the transfer arrives.',
  },
  creditCardHint: { id: 'wallet.credit_card_hint', defaultMessage: 'Pay securely on the card payment page.' },
  wechatHint: { id: 'wallet.wechat_hint', defaultMessage: 'Pay with WeChat in this browser.' },
  topUpSubmitEmpty: { id: 'wallet.top_up_submit_empty', defaultMessage: 'Top up' },
  topUpDone: { id: 'wallet.top_up_done', defaultMessage: 'Top-up successful' },
  redirecting: { id: 'wallet.redirecting', defaultMessage: 'Taking you to the payment page…' },
  redirectBlocked: {
    id: 'wallet.redirect_blocked',
    defaultMessage: 'The payment page address was not recognised, so we did not open it. Please contact us.',
  },
  backToBalance: { id: 'wallet.back_to_balance', defaultMessage: 'Back to balance' },
  bankName: { id: 'wallet.bank_name', defaultMessage: 'Bank' },
  /** What a new payee's empty fields say (a blank box said nothing of what goes in it). */
  bankNamePlaceholder: { id: 'wallet.bank_name_placeholder', defaultMessage: 'Your bank’s name' },
  accountNamePlaceholder: { id: 'wallet.account_name_placeholder', defaultMessage: 'As on the account' },
  accountNoPlaceholder: { id: 'wallet.account_no_placeholder', defaultMessage: '8 to 34 letters or digits' },
  accountName: { id: 'wallet.account_name', defaultMessage: 'Account name' },
  accountNo: { id: 'wallet.account_no', defaultMessage: 'Account number' },
  branch: { id: 'wallet.branch', defaultMessage: 'Branch' },
  swift: { id: 'wallet.swift', defaultMessage: 'SWIFT / BIC' },
  transferReference: { id: 'wallet.transfer_reference', defaultMessage: 'Reference (transfer note)' },
  transferDetails: { id: 'wallet.transfer_details', defaultMessage: 'How to pay' },
  // Withdraw
  withdrawAmount: { id: 'wallet.withdraw_amount', defaultMessage: 'Amount to withdraw' },
  withdrawAll: { id: 'wallet.withdraw_all', defaultMessage: 'Withdraw all' },
  payoutHeading: { id: 'wallet.payout_heading', defaultMessage: 'Your bank account' },
  payoutIntro: {
    id: 'wallet.payout_intro',
    defaultMessage: 'The money is paid into your own bank account, as you enter it here.',
  },
  payoutAccountNo: { id: 'wallet.payout_account_no', defaultMessage: 'IBAN or account number' },
  shopAccountRefused: {
    id: 'wallet.shop_account_refused',
    defaultMessage: 'This is one of the shop’s accounts for receiving payments. Enter your own account.',
  },
  accountNoInvalid: {
    id: 'wallet.account_no_invalid',
    defaultMessage: 'Use 8 to 34 letters or digits (spaces are fine)',
  },
  swiftInvalid: { id: 'wallet.swift_invalid', defaultMessage: 'A SWIFT code has 8 or 11 letters and digits' },
  withdrawSubmit: { id: 'wallet.withdraw_submit', defaultMessage: 'Request withdrawal' },
  withdrawRequested: { id: 'wallet.withdraw_requested', defaultMessage: 'Withdrawal requested' },
  withdrawNote: {
    id: 'wallet.withdraw_note',
    defaultMessage: 'Withdrawals are reviewed within 1–3 working days.',
  },
  feeUnknown: {
    id: 'wallet.fee_unknown',
    defaultMessage: 'Any fee is taken from the amount before payout and shown on the withdrawal record.',
  },
  confirmTitle: { id: 'wallet.confirm_title', defaultMessage: 'Confirm the withdrawal' },
  balanceLoading: { id: 'wallet.balance_loading', defaultMessage: 'Checking your balance…' },
  noBalance: { id: 'wallet.no_balance', defaultMessage: 'There is nothing to withdraw yet.' },
  // Withdrawal records
  withdrawalsEmpty: { id: 'wallet.withdrawals_empty', defaultMessage: 'No withdrawals yet' },
  topUpsEmpty: { id: 'wallet.top_ups_empty', defaultMessage: 'No top-ups yet' },
  // Withdrawal status
  stepSubmitted: { id: 'wallet.step_submitted', defaultMessage: 'Request submitted' },
  stepReview: { id: 'wallet.step_review', defaultMessage: 'Under review' },
  stepReviewing: { id: 'wallet.step_reviewing', defaultMessage: 'We are checking your request' },
  stepApproved: { id: 'wallet.step_approved', defaultMessage: 'Approved' },
  stepPaying: { id: 'wallet.step_paying', defaultMessage: 'The payout is on its way to your bank' },
  stepPaid: { id: 'wallet.step_paid', defaultMessage: 'Paid out' },
  stepRejected: { id: 'wallet.step_rejected', defaultMessage: 'Rejected' },
  refundedToBalance: {
    id: 'wallet.refunded_to_balance',
    defaultMessage: 'The amount has been returned to your balance.',
  },
  withdrawalNo: { id: 'wallet.withdrawal_no', defaultMessage: 'Withdrawal no.' },
  requested: { id: 'wallet.requested', defaultMessage: 'Requested' },
  fee: { id: 'wallet.fee', defaultMessage: 'Fee' },
  received: { id: 'wallet.received', defaultMessage: 'You receive' },
  payoutAccount: { id: 'wallet.payout_account', defaultMessage: 'Pay-out account' },
  timeline: { id: 'wallet.timeline', defaultMessage: 'Progress' },
  withdrawalNotFound: { id: 'wallet.withdrawal_not_found', defaultMessage: 'We could not find this withdrawal.' },
  balanceAfter: { id: 'wallet.balance_after', defaultMessage: 'Balance {amount}' },
  orderNo: { id: 'wallet.order_no', defaultMessage: 'No. {sn}' },
  topUpSubmit: { id: 'wallet.top_up_submit', defaultMessage: 'Top up {amount}' },
  topUpLimit: { id: 'wallet.top_up_limit', defaultMessage: 'Up to {max} per top-up' },
  topUpDoneBody: { id: 'wallet.top_up_done_body', defaultMessage: '{amount} has been added to your balance.' },
  transferTitle: { id: 'wallet.transfer_title', defaultMessage: 'Transfer {amount} to finish' },
  transferBody: {
    id: 'wallet.transfer_body',
    defaultMessage:
      'Send the amount to one of the accounts below and put {sn} in the transfer note. Your balance is credited once we receive it.',
  },
  canWithdraw: { id: 'wallet.can_withdraw', defaultMessage: 'Available: {amount}' },
  toCard: { id: 'wallet.to_card', defaultMessage: '{bank} ···· {last4}' },
  lastAccountHint: { id: 'wallet.last_account_hint', defaultMessage: 'Last time: the account ending {last4}' },
  transferDetailsFor: { id: 'wallet.transfer_details_for', defaultMessage: 'How to pay top-up {sn}' },
  feeRule: { id: 'wallet.fee_rule', defaultMessage: 'Fee: {rate} of the amount, at least {min}' },
  confirmBody: {
    id: 'wallet.confirm_body',
    defaultMessage: 'Withdraw {amount} to {bank} ···· {last4}? The fee is {fee}, so you receive {receive}.',
  },
  confirmBodyNoFee: {
    id: 'wallet.confirm_body_no_fee',
    defaultMessage: 'Withdraw {amount} to {bank} ···· {last4}? Any fee is taken before payout and shown on the withdrawal record.',
  },
  rejectReason: { id: 'wallet.reject_reason', defaultMessage: 'Reason: {reason}' },
});
