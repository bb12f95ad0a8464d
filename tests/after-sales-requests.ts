import type { OrderDetail } from '@/api/types';
import { demoCall, type DemoSession } from './demo-session';

interface RefundRequest {
  reason: string;
  amount: string;
  description?: string;
  images?: string[];
  /** Pieces claimed of each line: all of them unless said. */
  pieces?: 'all' | 'one';
}

/**
 * A refund of every line of `order`, asked through the demo server as the app would: a request
 * under review, for the pages that show or change one. Returns the request's id.
 */
export async function requestRefund(state: DemoSession, order: OrderDetail, request: RefundRequest): Promise<number> {
  const { pieces = 'all', description = '', images = [], ...rest } = request;
  const { id } = await demoCall<{ id: number }>(state, '/api/order/applyAfterSales', {
    order_id: order.id,
    items: order.items.map((i) => ({ order_item_id: i.id, quantity: pieces === 'all' ? i.quantity : 1 })),
    type: 'refund_only',
    description,
    images,
    ...rest,
  });
  return id;
}
