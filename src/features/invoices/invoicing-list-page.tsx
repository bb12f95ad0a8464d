import { PagePlaceholder } from '@/components/page-placeholder';
import { pageTitles } from '@/components/page-titles';

/** Not built yet: an honest placeholder with the page title and the navbar. */
export default function InvoicingListPage() {
  return <PagePlaceholder title={pageTitles.invoicingList} />;
}
