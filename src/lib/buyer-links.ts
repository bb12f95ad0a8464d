import { withQuery } from './links';
import { ROUTES } from './routes';

/**
 * Links to the buyer tools (issue 15), apart from links.ts so that only the pages that link to
 * them carry them: links.ts is in the entry chunk.
 */
export const buyerLinks = {
  /** ?list= a reorder list's id: its lines join the quick order's review */
  quickOrder: (listId?: string) => withQuery(ROUTES.quickOrder, { list: listId }),
  /** ?id= goods id: tags (code, name, barcode) for each of its specs */
  printTags: (goodsId: number) => withQuery(ROUTES.printTags, { id: goodsId }),
  /** ?id= the list's id on this device */
  reorderListInfo: (id: string) => withQuery(ROUTES.reorderListInfo, { id }),
  /** ?from= cart | favourites | order (&orderId=): make a new list from there */
  newReorderList: (from: 'cart' | 'favourites' | 'order', orderId?: number) => withQuery(ROUTES.reorderLists, { from, orderId }),
} as const;
