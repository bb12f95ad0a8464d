import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHotSearchQuery } from '@/api/common/endpoints';
import { useSearchHistoryDeleteMutation, useSearchHistoryListQuery } from '@/api/commodity/endpoints';
import { LIMITS } from '@/lib/constants';
import { links } from '@/lib/links';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';

/** The search page's behaviour: where a search goes, the shopper's history, hot keywords. */
export function useSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // Coming back from results, the box shows the last keyword (router state, not the URL).
  const initialKeyword = (location.state as { keyword?: unknown } | null)?.keyword;

  const hot = useHotSearchQuery();
  // History belongs to an account: a guest has none, and asking would only earn a login prompt.
  const history = useSearchHistoryListQuery(undefined, { skip: !loggedIn });
  const [remove, removal] = useSearchHistoryDeleteMutation();

  const search = (raw: string) => {
    // The box holds 140 characters (spec section 5); a history entry or hot word is cut the same way.
    const keyword = raw.trim().slice(0, LIMITS.inputMaxLength);
    if (!keyword) return;
    void navigate(links.searchResult(keyword));
  };

  // Clearing everything asks first (a dialog of the page's own, answered below).
  const [confirmingClear, setConfirmingClear] = useState(false);

  return {
    initialKeyword: typeof initialKeyword === 'string' ? initialKeyword.slice(0, LIMITS.inputMaxLength) : '',
    search,
    hot: hot.data?.list ?? [],
    history: loggedIn ? (history.data?.list ?? []) : [],
    removeOne: (id: number) => void remove({ id }),
    confirmingClear,
    askClearAll: () => setConfirmingClear(true),
    cancelClearAll: () => setConfirmingClear(false),
    clearAll: () => {
      setConfirmingClear(false);
      void remove({ all: true });
    },
    removing: removal.isLoading,
  };
}
