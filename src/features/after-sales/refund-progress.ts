import type { AfterSalesDetail, AfterSalesStatus } from '@/api/types';

export interface ProgressStep {
  key: string;
  status: AfterSalesStatus;
  /** What happened (the server's words); null for a step still to come. */
  text: string | null;
  time: number | null;
  state: 'finish' | 'process' | 'error' | 'wait';
}

const FLOW: Record<AfterSalesDetail['type'], AfterSalesStatus[]> = {
  refund_only: ['under_review', 'approved', 'refunded'],
  return_refund: ['under_review', 'approved', 'returning', 'refunded'],
};

/**
 * The request's timeline as steps: what has happened (oldest first, the latest one current),
 * then the steps still to come for its type, so the shopper sees how far there is to go.
 * A rejected request and a refunded one have nothing to come.
 */
export function progressSteps(detail: Pick<AfterSalesDetail, 'type' | 'status' | 'timeline'>): ProgressStep[] {
  const last = detail.timeline.length - 1;
  const done: ProgressStep[] = detail.timeline.map((entry, index) => ({
    key: `done-${String(index)}`,
    status: entry.status,
    text: entry.text,
    time: entry.time,
    state: index < last ? 'finish' : entry.status === 'rejected' ? 'error' : entry.status === 'refunded' ? 'finish' : 'process',
  }));
  if (detail.status === 'rejected' || detail.status === 'refunded') return done;
  const flow = FLOW[detail.type];
  const reached = flow.indexOf(detail.status);
  const upcoming: ProgressStep[] = flow.slice(reached + 1).map((status) => ({
    key: `next-${status}`,
    status,
    text: null,
    time: null,
    state: 'wait',
  }));
  return [...done, ...upcoming];
}
