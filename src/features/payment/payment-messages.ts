import { defineMessages } from 'react-intl';

export const paymentMessages = defineMessages({
  loadFailed: { id: 'payment.load_failed', defaultMessage: 'The order could not be loaded.' },
  badLink: { id: 'payment.bad_link', defaultMessage: 'This payment link is incomplete.' },
  toOrders: { id: 'payment.to_orders', defaultMessage: 'Go to my orders' },
  viewOrder: { id: 'payment.view_order', defaultMessage: 'View order' },
  continueShopping: { id: 'payment.continue_shopping', defaultMessage: 'Continue shopping' },
});
