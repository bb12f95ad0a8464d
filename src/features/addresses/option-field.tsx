import Popup from 'antd-mobile/es/components/popup';
import SearchBar from 'antd-mobile/es/components/search-bar';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIMITS } from '@/lib/constants';
import { addressMessages } from './address-messages';
import styles from './addresses.module.css';
import sheet from './option-field.module.css';
import { commonMessages } from '@/components/common-messages';

export interface Option {
  value: string;
  label: string;
  /** Shown on the right of the row and matched by the search (a dialling code, a country code). */
  hint?: string;
}

interface OptionFieldProps {
  /** Injected by Form.Item. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  options: Option[];
  title: string;
  placeholder: string;
  /** What the closed field shows for the chosen option (defaults to its label). */
  display?: (option: Option) => string;
  className?: string;
}

/**
 * A field that opens a searchable bottom sheet: country lists run to two hundred entries, which a
 * wheel picker makes tedious. Each row is a real button, so it works by keyboard and screen reader.
 */
export function OptionField({ id, value, onChange, options, title, placeholder, display, className }: OptionFieldProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const chosen = options.find((o) => o.value === value);
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? options.filter((o) => o.label.toLowerCase().includes(needle) || (o.hint ?? '').toLowerCase().includes(needle))
    : options;
  const pick = (option: Option) => {
    onChange?.(option.value);
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        id={id}
        className={className ?? sheet.field}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {chosen ? (
          <span className={styles.pickerValue}>{display ? display(chosen) : chosen.label}</span>
        ) : (
          <span className={styles.pickerPlaceholder}>{placeholder}</span>
        )}
      </button>
      <Popup showCloseButton
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
        // The search clears once the sheet is gone, so the list does not jump while it slides away.
        afterClose={() => setSearch('')}
        destroyOnClose
      >
        <div className={styles.sheet} role="dialog" aria-label={title}>
          <div className={styles.sheetHead}>
            <p className={sheet.title}>{title}</p>
            <SearchBar
              placeholder={intl.formatMessage(commonMessages.search)}
              value={search}
              onChange={setSearch}
              maxLength={LIMITS.inputMaxLength}
              aria-label={intl.formatMessage(commonMessages.search)}
            />
          </div>
          <ul className={`${styles.sheetList} ${sheet.rows}`}>
            {shown.map((option) => (
              <li key={option.value}>
                <button
                  type="button"
                  className={sheet.row}
                  aria-pressed={option.value === value}
                  onClick={() => pick(option)}
                >
                  <span className={sheet.label}>{option.label}</span>
                  {option.hint && <span className={sheet.hint}>{option.hint}</span>}
                  {option.value === value && <CheckOutline className={sheet.check} aria-hidden />}
                </button>
              </li>
            ))}
            {shown.length === 0 && (
              <li className={sheet.empty}>
                <FormattedMessage {...addressMessages.noMatch} />
              </li>
            )}
          </ul>
        </div>
      </Popup>
    </>
  );
}
