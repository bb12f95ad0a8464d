import { lazy, Suspense } from 'react';
import { useMountedOnDemand } from '@/components/use-mounted-on-demand';
import type { FilterSheetProps } from './filter-sheet';

const loadFilterSheet = () => import('./filter-sheet');
const FilterSheet = lazy(() => loadFilterSheet().then((module) => ({ default: module.FilterSheet })));

/**
 * The filter sheet of a category's list and of search results, in a chunk of its own: mounted at
 * its first opening, its chunk fetched once the first screen has had its time (useMountedOnDemand).
 */
export function FilterSheetOnDemand(props: FilterSheetProps) {
  const mounted = useMountedOnDemand(props.visible, loadFilterSheet);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <FilterSheet {...props} />
    </Suspense>
  );
}
