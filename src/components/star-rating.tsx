import Rate from 'antd-mobile/es/components/rate';
import type { ComponentProps } from 'react';
import { defineMessages, useIntl, type MessageValue } from 'react-intl';

const messages = defineMessages<{
  readonly rated: { readonly rating: MessageValue };
}>({
  rated: { id: 'components.rated', defaultMessage: 'Rated {rating} out of 5' },
});

/**
 * A review's stars, to look at: one picture named 'Rated 4 out of 5'. antd's read-only Rate is a
 * group of five radio buttons, which a screen reader would offer to press.
 */
export function StarRating({ value, className, style }: { value: number; className?: string; style?: ComponentProps<typeof Rate>['style'] }) {
  const intl = useIntl();
  return (
    <span role="img" aria-label={intl.formatMessage(messages.rated, { rating: value })} className={className}>
      <Rate readOnly value={value} style={style} aria-hidden />
    </span>
  );
}
