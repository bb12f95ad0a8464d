import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { navigationCompleted, selectNavigation } from '@/state/ui-slice';
import { navigationTarget } from './navigation-target';

/** Performs navigation requested by actions (the delayed login redirect), only ever to our own paths (navigation-target.ts). */
export function NavigationHost() {
  const request = useAppSelector(selectNavigation);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!request) return;
    void navigate(navigationTarget(request.to), { replace: request.replace });
    dispatch(navigationCompleted(request.key));
  }, [request, navigate, dispatch]);
  return null;
}
