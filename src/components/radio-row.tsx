import List from 'antd-mobile/es/components/list';
import Radio, { type RadioValue } from 'antd-mobile/es/components/radio';
import type { ReactNode } from 'react';
import styles from './radio-row.module.css';

interface RadioRowProps {
  value: RadioValue;
  /** The radio's name: what is chosen ('Bank transfer', a coupon's title, who an address is for). */
  children: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  prefix?: ReactNode;
  disabled?: boolean;
}

/**
 * One choice of a Radio.Group in a List: the whole row chooses it (antd's List.Item puts the
 * description outside the radio's label, where a tap did nothing). The radio's name stays its label
 * alone, as before. A disabled choice stays legible: only its radio is disabled, not the row with
 * the reason. Its own file, so pages with only link rows load no radio.
 */
export function RadioRow({ value, children, description, extra, prefix, disabled }: RadioRowProps) {
  return (
    <List.Item className={styles.row} description={description} extra={extra} prefix={prefix}>
      <Radio value={value} disabled={disabled} className={styles.radio}>
        {children}
      </Radio>
    </List.Item>
  );
}
