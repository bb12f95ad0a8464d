/**
 * A text an event wants shown: a catalogue message (id + English default + values) or a raw server
 * text. A value may itself be a text, translated first: the 304 list is one translated sentence per
 * short item, joined pair by pair by a message ('{head}, {tail}', '{head}，{tail}'). Events carry
 * these, never translated strings, so a recording reads the same in every language and the host
 * component translates at render time.
 */
export type UiText =
  | { message: { id: string; defaultMessage?: string }; values?: Record<string, UiTextValue> }
  | { raw: string };

export type UiTextValue = string | number | UiText;
