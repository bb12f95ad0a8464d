import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { SkuLookup, type LookupTarget } from './sku-lookup';

/**
 * One SkuLookup for a page, asked for whatever targets it shows. Answers the lookup (its `find`
 * reads what is known) and a version that changes with every answer, to recompute from. A new
 * language starts a new lookup: names and spec titles come in the language of the request.
 */
export function useSkuLookup(targets: readonly LookupTarget[]): { lookup: SkuLookup; version: number } {
  const dispatch = useAppDispatch();
  const lang = useAppSelector((state) => state.lang.lang);
  const [current, setCurrent] = useState(() => ({ lang, lookup: new SkuLookup(dispatch) }));
  if (current.lang !== lang) setCurrent({ lang, lookup: new SkuLookup(dispatch) });
  const { lookup } = current;
  const version = useSyncExternalStore(lookup.subscribe, lookup.getVersion);
  useEffect(() => {
    lookup.request(targets);
  }, [lookup, targets, version]);
  return { lookup, version };
}
