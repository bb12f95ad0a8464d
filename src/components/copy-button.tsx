import { Button } from './button';
import { defineMessages, useIntl, type MessageValue } from 'react-intl';
import { useCopy } from './use-copy';
import { commonMessages } from './common-messages';
import styles from './copy-button.module.css';

const messages = defineMessages<{
  readonly copyWhat: { readonly what: MessageValue };
}>({
  copyWhat: { id: 'components.copy_what', defaultMessage: 'Copy {what}' },
});

/**
 * 'Copy' beside a number a shopper needs elsewhere (order, tracking, transfer reference,
 * withdrawal): a 32 px target, named by what it copies ('Copy order number').
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const intl = useIntl();
  const copy = useCopy();
  return (
    <Button size="mini" fill="outline" color="primary" className={styles.copy} aria-label={intl.formatMessage(messages.copyWhat, { what })} onClick={() => copy(value)}>
      {intl.formatMessage(commonMessages.copy)}
    </Button>
  );
}
