import { defineMessages, type IntlShape } from 'react-intl';
import type { Locale } from '@/lib/constants';
import { csvFileName, downloadText, writeCsv } from '@/lib/csv-lines';

const messages = defineMessages({
  code: { id: 'components.csv_code', defaultMessage: 'Code' },
  quantity: { id: 'components.csv_quantity', defaultMessage: 'Quantity' },
  name: { id: 'components.csv_name', defaultMessage: 'Product' },
  spec: { id: 'components.csv_spec', defaultMessage: 'Option' },
  price: { id: 'components.csv_price', defaultMessage: 'Unit price' },
});

export interface CsvLine {
  code: string;
  quantity: number;
  title?: string;
  specTitle?: string;
  price?: string;
}

/**
 * Downloads lines (the cart, a list, a quick order) as a CSV file with titled columns in the
 * buyer's language; quick order and reorder lists read such a file back in any language.
 */
export async function downloadLinesCsv(intl: IntlShape, locale: Locale, name: string, lines: readonly CsvLine[]): Promise<void> {
  const header = [messages.code, messages.quantity, messages.name, messages.spec, messages.price].map((m) => intl.formatMessage(m));
  const rows = lines.map((l) => [l.code, l.quantity, l.title ?? '', l.specTitle ?? '', l.price ?? '']);
  downloadText(csvFileName(name), await writeCsv([header, ...rows], locale));
}
