import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useShoppingCartListQuery } from '@/api/commodity/endpoints';
import type { GoodsSpec } from '@/api/types';
import { useSkuLookup } from '@/api/use-sku-lookup';
import { readCsvFile, type CsvProblem } from '@/lib/csv-lines';
import { readPastedLines, type ReadLines } from '@/lib/order-lines';
import type { ListItem } from '@/lib/saved-lists';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectCurLang } from '@/state/lang-slice';
import { addAll, type AddOutcome } from './add-all';
import {
  addItems,
  addRead,
  changeLine,
  EMPTY_DRAFT,
  mergeSameSpecs,
  readDraft,
  removeLines,
  subscribeDraft,
  withFailures,
  writeDraft,
  type Draft,
} from './draft-store';
import { buildReview, targetOf } from './review-model';

/** What the last read (paste, file) said, for the line under the box. */
export type ReadNote = { kind: 'read'; lines: number; rejected: number; overflow: number } | { kind: 'problem'; problem: CsvProblem | 'not_text' };

const NO_GROUPS: never[] = [];

function noteOf(read: ReadLines): ReadNote {
  if (read.rejected.some((r) => r.reason === 'not_text')) return { kind: 'problem', problem: 'not_text' };
  return { kind: 'read', lines: read.lines.length, rejected: read.rejected.length, overflow: read.overflow };
}

/**
 * Quick order's behaviour: the draft on the device (per account), the lookups its lines need,
 * the cart's pieces (they count for tiers, minimums and stock), the review, and the one action
 * that adds everything ready, goods by goods.
 */
export function useQuickOrder() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => state.session.user_info?.id ?? 0);
  const lang = useAppSelector(selectCurLang);
  const draft = useSyncExternalStore(subscribeDraft, () => (userId ? readDraft(userId) : EMPTY_DRAFT));
  const update = useCallback((change: (d: Draft) => Draft) => userId && writeDraft(userId, change(readDraft(userId))), [userId]);

  const targets = useMemo(() => draft.lines.filter((l) => !l.rejected).map(targetOf), [draft.lines]);
  const { lookup, version } = useSkuLookup(targets);
  const cart = useShoppingCartListQuery(undefined, { refetchOnMountOrArgChange: true });
  const groups = cart.data?.list ?? NO_GROUPS;
  const { bySpec, byGoods } = useMemo(() => {
    const specs = new Map<number, number>();
    const goods = new Map<number, number>();
    for (const g of groups) {
      for (const l of g.lines) {
        specs.set(l.specs_id, (specs.get(l.specs_id) ?? 0) + l.quantity);
        goods.set(g.commodity_id, (goods.get(g.commodity_id) ?? 0) + l.quantity);
      }
    }
    return { bySpec: specs, byGoods: goods };
  }, [groups]);

  const review = useMemo(
    () => buildReview(draft.lines, (t) => lookup.find(t), bySpec, byGoods),
    // The lookup answers through `version`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [draft.lines, lookup, version, bySpec, byGoods],
  );

  // Two lines that turn out to be the same spec become one (duplicates merged).
  useEffect(() => {
    const specOf = (l: (typeof draft.lines)[number]) => {
      const found = lookup.find(targetOf(l));
      return found.status === 'found' ? found.spec.id : undefined;
    };
    const merged = mergeSameSpecs(draft, specOf);
    if (merged !== draft) update(() => merged);
  }, [draft, lookup, version, update]);

  const [note, setNote] = useState<ReadNote | null>(null);
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const [adding, setAdding] = useState(false);

  const setText = useCallback((text: string) => update((d) => ({ ...d, text })), [update]);
  const readText = useCallback(() => {
    const read = readPastedLines(readDraft(userId).text);
    setNote(noteOf(read));
    if (read.rejected.some((r) => r.reason === 'not_text')) return;
    // Lines beyond the limit stay in the box; what was read leaves it.
    const rest = read.overflow > 0 ? readDraft(userId).text.split(/\r\n|\r|\n/u).slice(-read.overflow).join('\n') : '';
    update((d) => ({ ...addRead(d, read), text: rest }));
  }, [update, userId]);

  const readFile = useCallback(
    async (file: File) => {
      const result = await readCsvFile(file, lang);
      if (!result.ok) {
        setNote({ kind: 'problem', problem: result.problem });
        return;
      }
      setNote(noteOf(result.read));
      update((d) => addRead(d, result.read));
    },
    [lang, update],
  );

  const addCodes = useCallback((items: ListItem[]) => update((d) => addItems(d, items)), [update]);
  const setQuantity = useCallback((key: string, quantity: number) => update((d) => changeLine(d, key, { quantity })), [update]);
  const setCode = useCallback(
    (key: string, code: string) => {
      lookup.retry({ codes: [code] });
      update((d) => changeLine(d, key, { code }));
    },
    [lookup, update],
  );
  const chooseSpec = useCallback(
    (key: string, goodsId: number, spec: GoodsSpec) =>
      update((d) => ({ ...d, lines: d.lines.map((l) => (l.key === key ? { ...l, goodsId, specId: spec.id, code: spec.sku } : l)) })),
    [update],
  );
  const remove = useCallback((keys: string[]) => update((d) => removeLines(d, keys)), [update]);
  const clear = useCallback(() => update((d) => ({ ...d, lines: [] })), [update]);
  const retry = useCallback(() => lookup.retry({ failedOnly: true }), [lookup]);

  const add = useCallback(async () => {
    setAdding(true);
    setOutcome(null);
    try {
      const result = await addAll(dispatch, lookup, review, (specId) => bySpec.get(specId) ?? 0);
      const reasons = new Map([...result.failed].map(([key, f]) => [key, f.kind === 'server' ? f.message || 'server' : f.kind]));
      update((d) => withFailures(d, reasons, result.added));
      setOutcome(result);
    } finally {
      setAdding(false);
    }
  }, [dispatch, lookup, review, bySpec, update]);

  return {
    userId,
    draft,
    review,
    note,
    outcome,
    adding,
    setText,
    readText,
    readFile,
    addCodes,
    setQuantity,
    setCode,
    chooseSpec,
    remove,
    clear,
    retry,
    add,
    dismissOutcome: () => setOutcome(null),
  };
}

export type QuickOrder = ReturnType<typeof useQuickOrder>;
