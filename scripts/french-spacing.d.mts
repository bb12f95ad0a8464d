/** `text` with French punctuation's plain spaces made no-break (see french-spacing.mjs). */
export function frenchSpacing(text: string): string;
