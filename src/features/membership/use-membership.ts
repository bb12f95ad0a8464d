import { useVipGradeListQuery } from '@/api/account/endpoints';
import type { VipGrade } from '@/api/types';
import { toAmount } from '@/lib/money';

export interface MembershipView {
  levels: VipGrade[];
  current: VipGrade | undefined;
  next: VipGrade | undefined;
  /** 0–100: how far from the current level's threshold to the next one. */
  progress: number;
  totalSpend: string;
  nextGap: string | null;
}

/** What the membership page shows: the levels in order, where the shopper stands, and what is next. */
export function useMembership() {
  const query = useVipGradeListQuery();
  const data = query.data;
  let view: MembershipView | null = null;
  if (data) {
    const levels = [...data.list].sort((a, b) => a.level - b.level);
    const current = levels.find((l) => l.level === data.current_level);
    const next = levels.find((l) => l.level > data.current_level);
    const from = toAmount(current?.threshold ?? '0');
    const to = toAmount(next?.threshold ?? '0');
    const spent = toAmount(data.total_spend);
    const progress = next && to > from ? Math.min(100, Math.max(0, ((spent - from) / (to - from)) * 100)) : 100;
    view = { levels, current, next, progress, totalSpend: data.total_spend, nextGap: data.next_level_gap };
  }
  return {
    view,
    currentLevel: data?.current_level ?? 0,
    isLoading: query.isLoading,
    isError: query.isError && !data,
    retry: () => void query.refetch(),
  };
}
