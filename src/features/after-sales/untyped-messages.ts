/** A catalogue message as pages pass it around: to react-intl, and inside UI events (UiText). */
export interface Message {
  id: string;
  defaultMessage: string;
}

/**
 * react-intl 12 types each `defineMessages` entry as a message that takes no values, so passing
 * `{ sn }` to 'Order {sn}' does not compile. Widening to the plain descriptor keeps the ICU
 * placeholders checked where they matter (formatjs lint and i18n:verify) and lets values through.
 */
export function untyped<K extends string>(messages: Record<K, Message>): Record<K, Message> {
  return messages;
}
