import type { DemoState } from '../state/schema';
import { tickAfterSales } from './after-sales';
import { tickInvoices } from './invoices';
import { tickOrders } from './order-flow';
import { tickWallet } from './wallet';

/** The shop's side of everything, caught up to the demo clock before each call is answered. */
export function tick(db: DemoState): void {
  tickOrders(db);
  tickAfterSales(db);
  tickWallet(db);
  tickInvoices(db);
}
