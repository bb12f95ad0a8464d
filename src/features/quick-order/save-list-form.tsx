import { Button } from '@/components/button';
import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAX_LIST_NAME, createList, type ListItem } from '@/lib/saved-lists';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import type { ReviewLine } from './review-model';
import { qoMessages as m } from './quick-order-messages';
import styles from './quick-order.module.css';
import { commonMessages } from '@/components/common-messages';

/** A line as a list keeps it: the spec when known, else the code as typed; names and price of now. */
export function toListItem({ line, goods, spec }: Pick<ReviewLine, 'line' | 'goods' | 'spec'>): ListItem {
  return {
    code: spec?.sku ?? line.code,
    quantity: line.quantity,
    ...(goods && { goodsId: goods.id, title: goods.title }),
    ...(goods && spec && { specId: spec.id, specTitle: spec.title }),
  };
}

/** Names and saves the quick order's lines as a reorder list. */
export function SaveListForm({ userId, items, onDone }: { userId: number; items: ReviewLine[]; onDone: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [name, setName] = useState(() => intl.formatMessage(m.listNameDefault, { date: intl.formatDate(new Date(), { dateStyle: 'medium' }) }));
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const saved = createList(userId, { name, source: 'quick_order', items: items.filter((i) => !i.line.rejected).map(toListItem) });
    if (saved) dispatch(toastRequested({ text: { message: m.savedAsList, values: { name: saved.name } } }));
    onDone();
  };
  return (
    <form className={styles.saveForm} onSubmit={submit}>
      <label className={styles.field}>
        <span>{intl.formatMessage(m.listName)}</span>
        <input className={styles.codeInput} value={name} onChange={(e) => setName(e.target.value)} maxLength={MAX_LIST_NAME} required />
      </label>
      <div className={styles.tools}>
        <Button size="small" color="primary" shape="rounded" type="submit">
          {intl.formatMessage(commonMessages.save)}
        </Button>
        <Button size="small" fill="none" onClick={onDone}>
          {intl.formatMessage(commonMessages.cancel)}
        </Button>
      </div>
    </form>
  );
}
