import Popup from 'antd-mobile/es/components/popup';
import SearchBar from 'antd-mobile/es/components/search-bar';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import DownFill from 'antd-mobile-icons/es/DownFill';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageValue, type NoMessageValues } from 'react-intl';
import { LIMITS } from '@/lib/constants';
import { ClearableInput } from './clearable-input';
import styles from './phone-input.module.css';

const messages = defineMessages<{
  readonly areaCode: { readonly code: MessageValue };
  readonly chooseAreaCode: NoMessageValues;
  readonly searchAreaCode: NoMessageValues;
  readonly noAreaCode: NoMessageValues;
}>({
  areaCode: { id: 'components.area_code', defaultMessage: 'Country code: +{code}' },
  chooseAreaCode: { id: 'components.choose_area_code', defaultMessage: 'Choose a country code' },
  searchAreaCode: { id: 'components.search_area_code', defaultMessage: 'Search country or code' },
  noAreaCode: { id: 'components.no_area_code', defaultMessage: 'No country matches' },
});

/** '86' → '+86': a number format, the same in every language. */
export const dialCode = (code: string): string => `+${code}`;

/** One dialling code (the shape of areaCodeList's entries). */
export interface AreaCodeOption {
  country: string;
  /** Without '+'. */
  code: string;
}

interface PhoneInputProps {
  /** Set by antd's Form.Item so its label points at the number field. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  areaCode: string;
  onAreaCodeChange: (code: string) => void;
  areaCodes: readonly AreaCodeOption[];
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A mobile number with its country code in front: the code opens a searchable list (a wheel is
 * unusable with two hundred countries), the number is a telephone field.
 */
export function PhoneInput({ id, value, onChange, onBlur, areaCode, onAreaCodeChange, areaCodes, placeholder, disabled }: PhoneInputProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase().replace(/^\+/, '');
    if (!term) return areaCodes;
    return areaCodes.filter((a) => a.code.startsWith(term) || a.country.toLowerCase().includes(term));
  }, [areaCodes, search]);

  const choose = (code: string) => {
    onAreaCodeChange(code);
    setOpen(false);
    setSearch('');
  };

  return (
    <div className={styles.row}>
      <button
        type="button"
        className={styles.code}
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-label={intl.formatMessage(messages.areaCode, { code: areaCode })}
      >
        {dialCode(areaCode)}
        <DownFill aria-hidden className={styles.caret} />
      </button>
      <ClearableInput
        id={id}
        className={styles.number}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={LIMITS.mobileMaxLength}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={placeholder}
        disabled={disabled}
      />
      <Popup showCloseButton
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName={styles.sheet}
        destroyOnClose
      >
        <div role="dialog" aria-label={intl.formatMessage(messages.chooseAreaCode)} className={styles.dialog}>
          <h2 className={styles.title}>{intl.formatMessage(messages.chooseAreaCode)}</h2>
          <SearchBar
            value={search}
            onChange={setSearch}
            maxLength={LIMITS.inputMaxLength}
            placeholder={intl.formatMessage(messages.searchAreaCode)}
            aria-label={intl.formatMessage(messages.searchAreaCode)}
          />
          <ul className={styles.list}>
            {shown.map((option) => (
              <li key={`${option.code}-${option.country}`}>
                <button
                  type="button"
                  className={styles.option}
                  aria-pressed={option.code === areaCode}
                  onClick={() => choose(option.code)}
                >
                  <span>{option.country}</span>
                  <span className={styles.optionCode}>
                    {dialCode(option.code)}
                    {option.code === areaCode && <CheckOutline aria-hidden className={styles.check} />}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {shown.length === 0 && <p className={styles.none}>{intl.formatMessage(messages.noAreaCode)}</p>}
        </div>
      </Popup>
    </div>
  );
}
