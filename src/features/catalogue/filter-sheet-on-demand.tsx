import { OnDemand } from '@/components/on-demand';
import type { FilterSheetProps } from './filter-sheet';

const loadFilterSheet = () => import('./filter-sheet').then((module) => ({ default: module.FilterSheet }));

/**
 * The filter sheet of a category's list and of search results, in a chunk of its own: mounted at
 * its first opening, its chunk fetched once the first screen has had its time (OnDemand).
 */
export function FilterSheetOnDemand(props: FilterSheetProps) {
  return (
    <OnDemand open={props.visible} load={loadFilterSheet} what="the filter sheet" onUnavailable={props.onClose}>
      {(FilterSheet) => <FilterSheet {...props} />}
    </OnDemand>
  );
}
