import { Button } from '@/components/button';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Id } from '@/api/types';
import { ButtonRow } from '@/components/list-rows';
import { RadioRow } from '@/components/radio-row';
import styles from './confirm-order.module.css';
import { commonMessages } from '@/components/common-messages';
import { RadioGroup } from '@/components/radio-group';

export interface Choice {
  id: Id;
  label: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
}

interface Props {
  /** The row's label ('Coupon'). */
  label: string;
  /** What the row shows on its right. */
  summary: ReactNode;
  title: string;
  /** The 'none' option's text ('No coupon'). */
  noneLabel: string;
  choices: Choice[];
  value: Id | null;
  onChange: (id: Id | null) => void;
}

/** A list row that opens a sheet of radio choices with a 'none' option: coupons and agents. */
export function ConfirmChoiceSheet({ label, summary, title, noneLabel, choices, value, onChange }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonRow extra={summary} onClick={() => setOpen(true)} opensDialog>
        {label}
      </ButtonRow>
      <Popup showCloseButton visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName={styles.sheet}>
        <h2 className={styles.sheetTitle}>{title}</h2>
        <RadioGroup value={value ?? 0} onChange={(v) => onChange(v === 0 ? null : Number(v))}>
          <List>
            <RadioRow value={0}>{noneLabel}</RadioRow>
            {choices.map((c) => (
              <RadioRow key={c.id} value={c.id} description={c.description} extra={c.extra}>
                {c.label}
              </RadioRow>
            ))}
          </List>
        </RadioGroup>
        <div className={styles.sheetActions}>
          <Button block color="primary" onClick={() => setOpen(false)}>
            {intl.formatMessage(commonMessages.done)}
          </Button>
        </div>
      </Popup>
    </>
  );
}
