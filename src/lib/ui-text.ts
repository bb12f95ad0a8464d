/**
 * A text an event wants shown: a catalogue message (id + English default + values), a raw server
 * text, or several texts joined (the 304 list: one translated sentence per short item, joined by
 * commas). Events carry these, never translated strings, so a recording reads the same in every
 * language and the host component translates at render time.
 */
export type UiText =
  | { message: { id: string; defaultMessage?: string }; values?: Record<string, string | number> }
  | { raw: string }
  | { parts: UiText[]; separator: string };
