import type { IntlShape } from 'react-intl';
import type { UiText } from '@/lib/ui-text';

/** Translates a UiText of a ui event in the current language. */
export function formatUiText(intl: Pick<IntlShape, 'formatMessage'>, text: UiText): string {
  if ('raw' in text) return text.raw;
  // A recording from an older build may hold a shape this one no longer writes: shown as nothing, not a crash.
  if (typeof text.message !== 'object') return '';
  if (!text.values) return intl.formatMessage(text.message);
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [name, typeof value === 'object' ? formatUiText(intl, value) : value]),
  );
  return intl.formatMessage(text.message, values);
}
