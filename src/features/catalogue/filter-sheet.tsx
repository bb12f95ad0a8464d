import { Button } from '@/components/button';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { Selector } from '@/components/selector';
import { useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { useLabelListQuery } from '@/api/commodity/endpoints';
import { CURRENCY, editableNumber, toMoneyString } from '@/lib/money';
import { toCents } from '@/lib/validation';
import type { ListFilters } from './use-list-params';
import styles from './filter-sheet.module.css';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly priceRange: { readonly currency: MessageValue };
  readonly minPrice: NoMessageValues;
  readonly maxPrice: NoMessageValues;
  readonly labels: NoMessageValues;
  readonly reset: NoMessageValues;
  readonly apply: NoMessageValues;
}>({
  title: { id: 'catalogue.filter_title', defaultMessage: 'Filter products' },
  priceRange: { id: 'catalogue.filter_price_range', defaultMessage: 'Unit price ({currency})' },
  minPrice: { id: 'catalogue.filter_min_price', defaultMessage: 'Lowest' },
  maxPrice: { id: 'catalogue.filter_max_price', defaultMessage: 'Highest' },
  labels: { id: 'catalogue.filter_labels', defaultMessage: 'Collections' },
  reset: { id: 'catalogue.filter_reset', defaultMessage: 'Reset' },
  apply: { id: 'catalogue.filter_apply', defaultMessage: 'Show products' },
});

/**
 * '12.5' or '12,50' → '12.50' (a decimal comma, as French and Spanish keypads type it, is the
 * decimal point: README, Decisions); blank, junk or more than two decimals → undefined.
 */
function price(raw: string): string | undefined {
  const cents = toCents(raw);
  return cents === null ? undefined : toMoneyString(cents / 100);
}

/** Reads the two price fields; a reversed range is swapped rather than refused. */
export function readPriceRange(min: string, max: string): Pick<ListFilters, 'min_price' | 'max_price'> {
  const lo = price(min);
  const hi = price(max);
  if (lo !== undefined && hi !== undefined && Number(lo) > Number(hi)) return { min_price: hi, max_price: lo };
  return { min_price: lo, max_price: hi };
}

export interface FilterSheetProps {
  visible: boolean;
  filters: ListFilters;
  onApply: (filters: ListFilters) => void;
  onClose: () => void;
}

/** The filter sheet: a unit-price range and a collection label, applied together. */
export function FilterSheet({ visible, filters, onApply, onClose }: FilterSheetProps) {
  const intl = useIntl();
  const labels = useLabelListQuery(undefined, { skip: !visible });
  // A range from the address ('12.5') is shown in the shopper's way ('12,5'); readPriceRange reads both.
  const shown = (price: string | undefined) => editableNumber(intl.locale, price ?? '');
  const [min, setMin] = useState(() => shown(filters.min_price));
  const [max, setMax] = useState(() => shown(filters.max_price));
  const [label, setLabel] = useState<number | undefined>(filters.label_id);

  // Opening the sheet starts from what the list shows now.
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) {
      setMin(shown(filters.min_price));
      setMax(shown(filters.max_price));
      setLabel(filters.label_id);
    }
  }

  const apply = () => {
    onApply({ ...readPriceRange(min, max), label_id: label });
    onClose();
  };
  const reset = () => {
    setMin('');
    setMax('');
    setLabel(undefined);
  };

  return (
    <Popup showCloseButton visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <section aria-label={intl.formatMessage(messages.title)}>
        <h2 className={styles.title}>{intl.formatMessage(messages.title)}</h2>
        <h3 className={styles.heading}>{intl.formatMessage(messages.priceRange, { currency: CURRENCY })}</h3>
        <div className={styles.range}>
          <Input
            className={styles.input}
            aria-label={intl.formatMessage(messages.minPrice)}
            placeholder={intl.formatMessage(messages.minPrice)}
            inputMode="decimal"
            value={min}
            onChange={setMin}
          />
          <span className={styles.dash} aria-hidden />
          <Input
            className={styles.input}
            aria-label={intl.formatMessage(messages.maxPrice)}
            placeholder={intl.formatMessage(messages.maxPrice)}
            inputMode="decimal"
            value={max}
            onChange={setMax}
          />
        </div>
        {(labels.data?.list.length ?? 0) > 0 && (
          <>
            <h3 className={styles.heading}>{intl.formatMessage(messages.labels)}</h3>
            {/* Chips as wide as their names (no fixed columns): a long name ("Hypoallergenic") ran past a third of the row. */}
            <Selector
              aria-label={intl.formatMessage(messages.labels)}
              options={(labels.data?.list ?? []).map((l) => ({ label: l.name, value: l.id }))}
              value={label === undefined ? [] : [label]}
              onChange={(values) => setLabel(values[0])}
            />
          </>
        )}
        <div className={styles.actions}>
          <Button block shape="rounded" onClick={reset}>
            {intl.formatMessage(messages.reset)}
          </Button>
          <Button block shape="rounded" color="primary" onClick={apply}>
            {intl.formatMessage(messages.apply)}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
