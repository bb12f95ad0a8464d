import type { IntlShape } from 'react-intl';
import type { UiText } from '@/lib/ui-text';

/** Translates a UiText of a ui event in the current language. */
export function formatUiText(intl: Pick<IntlShape, 'formatMessage'>, text: UiText): string {
  if ('raw' in text) return text.raw;
  if ('parts' in text) return text.parts.map((part) => formatUiText(intl, part)).join(text.separator);
  return intl.formatMessage(text.message, text.values);
}
