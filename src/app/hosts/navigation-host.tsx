import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { safeRedirectTarget } from '@/lib/safe-redirect';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { navigationCompleted, selectNavigation } from '@/state/ui-slice';

/** Performs navigation requested by actions (the delayed login redirect), only ever to our own paths. */
export function NavigationHost() {
  const request = useAppSelector(selectNavigation);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!request) return;
    void navigate(safeRedirectTarget(request.to), { replace: request.replace });
    dispatch(navigationCompleted(request.key));
  }, [request, navigate, dispatch]);
  return null;
}
