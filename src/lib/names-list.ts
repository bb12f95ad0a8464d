import type { IntlShape } from 'react-intl';

/**
 * Names listed in a sentence as the language lists them: 'Gold, Silver, Rose' in English and
 * French, 'Oro, Plata y Rosa' in Spanish, '金色、银色、玫瑰金' in Chinese (a comma and a space are
 * not how Chinese separates items).
 */
export function formatNames(intl: Pick<IntlShape, 'formatList'>, names: readonly string[]): string {
  return intl.formatList(names, { type: 'conjunction', style: 'narrow' });
}
