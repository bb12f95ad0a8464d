import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Back to where the shopper came from, or to `fallback` when this page was the first opened in
 * the tab (the router's first entry has the key 'default': there is nothing of ours to pop, and
 * popping would leave the shop). One rule for the nav bar's back and the forms that close.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [fallback, key, navigate]);
}
