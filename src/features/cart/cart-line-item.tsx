import { Button } from '@/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Tag from 'antd-mobile/es/components/tag';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import type { CartGroup, CartLine, CartLineProblem, Id } from '@/api/types';
import { LabelledStepper } from '@/components/labelled-stepper';
import { selectQueuedCartChanges } from '@/state/cart-queue-slice';
import { useAppSelector } from '@/state/hooks';
import { lineProblem } from './cart-math';
import { queueMessages } from './cart-queue-notes';
import { useLineQuantity } from './use-cart-line';
import styles from './cart-page.module.css';

const messages = defineMessages<{
  readonly offShelf: NoMessageValues;
  readonly specRemoved: NoMessageValues;
  readonly inStock: { readonly count: number | bigint };
  readonly remove: { readonly spec: MessageValue };
  readonly quantity: { readonly spec: MessageValue };
  readonly outOfStock: { readonly stock: number | bigint };
  readonly reduceTo: { readonly count: MessageValue };
}>({
  offShelf: { id: 'cart.problem_off_shelf', defaultMessage: 'No longer sold' },
  specRemoved: { id: 'cart.problem_spec_removed', defaultMessage: 'Option no longer available' },
  inStock: { id: 'cart.in_stock', defaultMessage: '{count, plural, one {# in stock} other {# in stock}}' },
  remove: { id: 'cart.remove_line', defaultMessage: 'Remove {spec}' },
  quantity: { id: 'cart.quantity_of', defaultMessage: 'Quantity of {spec}' },
  outOfStock: {
    id: 'cart.problem_out_of_stock',
    defaultMessage: '{stock, plural, =0 {Out of stock} other {Only # left}}',
  },
  reduceTo: { id: 'cart.reduce_to', defaultMessage: 'Change to {count}' },
});

interface Props {
  group: CartGroup;
  line: CartLine;
  onToggle: (lines: readonly CartLine[]) => void;
  onRemove: (ids: Id[]) => void;
  onWrite: () => () => void;
}

function problemText(intl: ReturnType<typeof useIntl>, problem: CartLineProblem, stock: number): string {
  if (problem === 'off_shelf') return intl.formatMessage(messages.offShelf);
  if (problem === 'spec_removed') return intl.formatMessage(messages.specRemoved);
  return intl.formatMessage(messages.outOfStock, { stock });
}

/** One spec of a goods: select, quantity within its bounds, remove; a problem says how to fix it. */
export function CartLineItem({ group, line: cached, onToggle, onRemove, onWrite }: Props) {
  const intl = useIntl();
  const { line, bounds, change } = useLineQuantity(group, cached, onWrite);
  const problem = lineProblem(line);
  const canFixByReducing = problem === 'out_of_stock' && line.stock > 0;
  // Its quantity was changed offline and has not reached the server yet.
  const waiting = useAppSelector((s) => selectQueuedCartChanges(s).some((c) => c.kind === 'quantity' && c.lineId === line.id));
  return (
    <li className={styles.line} aria-label={line.specs_title} data-problem={problem ?? undefined}>
      <Checkbox
        className={styles.lineCheck}
        checked={line.selected && problem === null}
        disabled={problem !== null}
        onChange={() => onToggle([line])}
      >
        <span className={styles.specTitle}>{line.specs_title}</span>
      </Checkbox>
      <div className={styles.lineMeta}>
        {problem ? (
          <Tag color="danger" fill="outline">
            {problemText(intl, problem, line.stock)}
          </Tag>
        ) : (
          <span className={styles.stock}>{intl.formatMessage(messages.inStock, { count: line.stock })}</span>
        )}
        {waiting && (
          <Tag color="warning" fill="outline">
            {intl.formatMessage(queueMessages.waitingTag)}
          </Tag>
        )}
        {canFixByReducing && (
          <Button size="mini" color="primary" fill="outline" onClick={() => change(line.stock)}>
            {intl.formatMessage(messages.reduceTo, { count: line.stock })}
          </Button>
        )}
      </div>
      <div className={styles.lineActions}>
        {problem !== 'off_shelf' && problem !== 'spec_removed' && (
          <LabelledStepper
            label={intl.formatMessage(messages.quantity, { spec: line.specs_title })}
            value={line.quantity}
            min={bounds.min}
            max={bounds.max}
            onChange={change}
          />
        )}
        <button
          type="button"
          className={styles.iconButton}
          aria-label={intl.formatMessage(messages.remove, { spec: line.specs_title })}
          onClick={() => onRemove([line.id])}
        >
          <DeleteOutline aria-hidden />
        </button>
      </div>
    </li>
  );
}
