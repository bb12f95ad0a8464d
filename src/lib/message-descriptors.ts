/** A catalogue message as pages pass it around: to react-intl, and inside UI events (UiText). */
export interface CatalogueMessage {
  id: string;
  defaultMessage: string;
}

/**
 * react-intl 12 types each `defineMessages` entry as taking no values, so 'Code sent to
 * {number}' would refuse `{ number }`. Widening the entries to plain descriptors lets values
 * through; the placeholders stay checked by the formatjs lint rules and `npm run i18n:verify`.
 * Use: `export const x = untypedMessages(defineMessages({ … }))` (the extractor still sees them).
 */
export function untypedMessages<K extends string>(messages: Record<K, CatalogueMessage>): Record<K, CatalogueMessage> {
  return messages;
}
