import type { SystemNotification } from '@/api/types';
import { WindowList } from '@/components/window-list';
import type { LoadMoreStatus } from '@/lib/constants';
import { NoticeRow } from './notice-row';

interface NoticeListProps {
  items: SystemNotification[];
  /** How many messages the server holds for this filter (the next page's places are held). */
  total: number;
  status: LoadMoreStatus;
  failed: boolean;
  onLoadMore: () => void;
  onOpen: (id: number) => void;
  label: string;
}

/** A row is about this tall (one title line, two summary lines); rows are measured once drawn. */
const ROW_ESTIMATE_PX = 92;

/** The messages over window scroll, in the shared virtualized list: only rows near the screen are drawn. */
export function NoticeList({ items, total, status, failed, onLoadMore, onOpen, label }: NoticeListProps) {
  return (
    <WindowList
      items={items}
      total={total}
      getKey={(notice) => notice.id}
      renderItem={(notice) => <NoticeRow notice={notice} onOpen={onOpen} />}
      estimateSize={ROW_ESTIMATE_PX}
      gap={8}
      status={status}
      failed={failed}
      onLoadMore={onLoadMore}
      label={label}
    />
  );
}
