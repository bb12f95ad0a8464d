import TextArea, { type TextAreaProps, type TextAreaRef } from 'antd-mobile/es/components/text-area';
import { forwardRef, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageValue } from 'react-intl';
import { LIMITS } from '@/lib/constants';
import styles from './input-limit.module.css';

const messages = defineMessages<{
  readonly areaCount: { readonly max: MessageValue; readonly used: MessageValue };
}>({
  areaCount: {
    id: 'common.text_area_count',
    defaultMessage: '{used}/{max}',
    description: 'Always under a text area (a note, a description): characters written / the most it holds. Keep it short.',
  },
});

/** antd TextArea's `showCount`: '112/140', always shown under a text area. */
function textAreaCount(used: number, max?: number): ReactNode {
  return <TextAreaCount used={used} max={max} />;
}

/** In the danger colour once the text fills the box, as LimitHint is, so a paste cut to fit says so. */
function TextAreaCount({ used, max }: { used: number; max: number | undefined }) {
  const intl = useIntl();
  const full = max !== undefined && used >= max;
  return (
    <div className={full ? `adm-text-area-count ${styles.countFull}` : 'adm-text-area-count'}>
      {max === undefined ? intl.formatNumber(used) : intl.formatMessage(messages.areaCount, { used, max })}
    </div>
  );
}

/**
 * A free-text area held to its limit, LimitedInput's counterpart: 140 characters (spec section 5)
 * unless the field passes its own, with its count always under it.
 */
export const LimitedTextArea = forwardRef<TextAreaRef, Omit<TextAreaProps, 'showCount'>>(function LimitedTextArea(
  { maxLength = LIMITS.inputMaxLength, ...rest },
  ref,
) {
  return <TextArea ref={ref} {...rest} maxLength={maxLength} showCount={textAreaCount} />;
});
