import { useVipGradeListQuery } from './account/endpoints';

/**
 * A membership level by its own name ('Gold'), as the membership page lists it: the Me tab, the
 * cart and checkout all call the level so, never 'Level 2'. Null until the levels are in.
 */
export function useLevelName(level: number | undefined, skip = false): string | null {
  const grades = useVipGradeListQuery(undefined, { skip: skip || level === undefined });
  return grades.data?.list.find((g) => g.level === level)?.name ?? null;
}
