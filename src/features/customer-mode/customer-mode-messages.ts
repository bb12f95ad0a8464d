import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** Texts of the customer mode page (entering with a markup and a PIN; leaving with the PIN). */
export const cmMessages = defineMessages<{
  readonly intro: NoMessageValues;
  readonly markup: NoMessageValues;
  readonly markupFactor: NoMessageValues;
  readonly markupPercent: NoMessageValues;
  readonly markupValue: NoMessageValues;
  readonly markupInvalid: NoMessageValues;
  readonly ending: NoMessageValues;
  readonly endingExact: NoMessageValues;
  readonly example: { readonly retail: MessageValue; readonly wholesale: MessageValue };
  readonly pin: NoMessageValues;
  readonly pinAgain: NoMessageValues;
  readonly pinInvalid: NoMessageValues;
  readonly pinMismatch: NoMessageValues;
  readonly start: NoMessageValues;
  readonly started: NoMessageValues;
  readonly onTitle: NoMessageValues;
  readonly onHint: NoMessageValues;
  readonly leavePin: NoMessageValues;
  readonly leave: NoMessageValues;
  readonly wrongPin: NoMessageValues;
  readonly left: NoMessageValues;
}>({
  intro: {
    id: 'customer_mode.intro',
    defaultMessage:
      'Show the catalogue to your own customers on this phone: they see your retail prices, never a wholesale price, tier, minimum order, cart, order or account page. Leaving asks for your PIN.',
  },
  markup: { id: 'customer_mode.markup', defaultMessage: 'Your markup' },
  markupFactor: { id: 'customer_mode.markup_factor', defaultMessage: 'Times (×)' },
  markupPercent: { id: 'customer_mode.markup_percent', defaultMessage: 'Percent (+%)' },
  markupValue: { id: 'customer_mode.markup_value', defaultMessage: 'Markup value' },
  markupInvalid: {
    id: 'customer_mode.markup_invalid',
    defaultMessage: 'Enter a markup between ×1.01 and ×20 (+1% to +1,900%).',
  },
  ending: { id: 'customer_mode.ending', defaultMessage: 'Prices end in' },
  endingExact: { id: 'customer_mode.ending_exact', defaultMessage: 'Exact cents' },
  example: { id: 'customer_mode.example', defaultMessage: 'A wholesale price of {wholesale} shows as {retail}.' },
  pin: { id: 'customer_mode.pin', defaultMessage: 'PIN to leave (4 to 8 digits)' },
  pinAgain: { id: 'customer_mode.pin_again', defaultMessage: 'PIN again' },
  pinInvalid: { id: 'customer_mode.pin_invalid', defaultMessage: 'The PIN is 4 to 8 digits.' },
  pinMismatch: { id: 'customer_mode.pin_mismatch', defaultMessage: 'The two PINs differ.' },
  start: { id: 'customer_mode.start', defaultMessage: 'Start customer mode' },
  started: { id: 'customer_mode.started', defaultMessage: 'Customer mode is on' },
  onTitle: { id: 'customer_mode.on_title', defaultMessage: 'Customer mode is on' },
  onHint: {
    id: 'customer_mode.on_hint',
    defaultMessage: 'Prices show your retail price. To see wholesale prices, your cart and your account again, enter your PIN.',
  },
  leavePin: { id: 'customer_mode.leave_pin', defaultMessage: 'Your PIN' },
  leave: { id: 'customer_mode.leave', defaultMessage: 'Leave customer mode' },
  wrongPin: { id: 'customer_mode.wrong_pin', defaultMessage: 'That is not the PIN. Try again.' },
  left: { id: 'customer_mode.left', defaultMessage: 'Customer mode is off' },
});
