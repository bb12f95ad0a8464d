import { codeKey, MAX_LINE_QUANTITY, type LineRejection, type ReadLines } from '@/lib/order-lines';
import { readItem, type ListItem } from '@/lib/saved-lists';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * The quick order in progress: the text not yet read and every line read so far, on this device
 * per account, written at each change, so a failed add, a closed tab or a reload loses nothing.
 * Read back field by field (a damaged line is dropped on its own; a damaged draft is an empty
 * one). The operations are pure: (draft, …) → draft.
 */

export interface DraftLine extends ListItem {
  /** Stable id of the line on screen. */
  key: string;
  /** A line that could not be read: what it said, and why. Fixed by typing its code. */
  raw?: string;
  rejected?: LineRejection;
  /** How many typed, scanned or pasted lines were merged into this one. */
  merged?: number;
  /** Why the last "add to cart" did not take this line (the server's words). */
  failure?: string;
}

export interface Draft {
  text: string;
  lines: DraftLine[];
}

export const EMPTY_DRAFT: Draft = { text: '', lines: [] };
const VERSION = 1;
/** The draft holds at most this many lines (a paste beyond it is left in the text box). */
export const MAX_DRAFT_LINES = 2_000;
const REJECTIONS: readonly LineRejection[] = ['no_code', 'zero_quantity', 'too_many', 'too_long', 'not_text'];

const keyOf = (userId: number) => `acc_quick_order:${String(userId)}`;

let seq = 0;
export function newLineKey(): string {
  seq += 1;
  return `${Date.now().toString(36)}-${String(seq)}-${Math.random().toString(36).slice(2, 6)}`;
}

function readLine(raw: unknown): DraftLine | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const key = typeof r.key === 'string' && /^[\w-]{1,60}$/u.test(r.key) ? r.key : newLineKey();
  if (typeof r.raw === 'string' && REJECTIONS.includes(r.rejected as LineRejection)) {
    return { key, code: '', quantity: 1, raw: r.raw.slice(0, 300), rejected: r.rejected as LineRejection };
  }
  const item = readItem(r);
  if (!item) return null;
  const line: DraftLine = { ...item, key };
  if (typeof r.merged === 'number' && Number.isInteger(r.merged) && r.merged > 1) line.merged = r.merged;
  if (typeof r.failure === 'string' && r.failure !== '') line.failure = r.failure.slice(0, 300);
  return line;
}

const cache = new Map<number, { raw: string; draft: Draft }>();
const listeners = new Set<() => void>();

export function readDraft(userId: number): Draft {
  const raw = readStorage(keyOf(userId));
  const known = cache.get(userId);
  if (known?.raw === raw) return known.draft;
  let draft = EMPTY_DRAFT;
  try {
    const parsed = JSON.parse(raw || 'null') as unknown;
    if (typeof parsed === 'object' && parsed !== null && (parsed as { v?: unknown }).v === VERSION) {
      const p = parsed as { text?: unknown; lines?: unknown };
      const seen = new Set<string>();
      const lines = (Array.isArray(p.lines) ? p.lines.slice(0, MAX_DRAFT_LINES) : []).flatMap((l) => {
        const line = readLine(l);
        if (!line || seen.has(line.key)) return [];
        seen.add(line.key);
        return [line];
      });
      draft = { text: typeof p.text === 'string' ? p.text.slice(0, 500_000) : '', lines };
    }
  } catch {
    draft = EMPTY_DRAFT;
  }
  cache.set(userId, { raw, draft });
  return draft;
}

export function writeDraft(userId: number, draft: Draft): void {
  writeStorage(keyOf(userId), JSON.stringify({ v: VERSION, ...draft }));
  cache.set(userId, { raw: readStorage(keyOf(userId)), draft });
  for (const listener of listeners) listener();
}

export function subscribeDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ─── Operations ───────────────────────────────────────────────────────────────────────────────

function sameLine(a: ListItem, b: ListItem): boolean {
  if (a.specId !== undefined && b.specId !== undefined) return a.specId === b.specId;
  if (a.code !== '' && b.code !== '') return codeKey(a.code) === codeKey(b.code);
  return a.specId === undefined && b.specId === undefined && a.goodsId !== undefined && a.goodsId === b.goodsId;
}

/** Adds lines, merging each into a line of the same spec or code (quantities add up). */
export function addItems(draft: Draft, items: readonly ListItem[]): Draft {
  const lines = draft.lines.map((l) => ({ ...l }));
  for (const item of items) {
    const known = lines.find((l) => !l.rejected && sameLine(l, item));
    if (known) {
      known.quantity = Math.min(MAX_LINE_QUANTITY, known.quantity + item.quantity);
      known.merged = (known.merged ?? 1) + 1;
      delete known.failure;
    } else if (lines.length < MAX_DRAFT_LINES) {
      lines.push({ ...item, key: newLineKey() });
    }
  }
  return { ...draft, lines };
}

/** What a paste or a file gave: its lines merged in, its unreadable lines kept to be fixed. */
export function addRead(draft: Draft, read: ReadLines): Draft {
  const merged = addItems(draft, read.lines.map((l) => ({ code: l.code, quantity: l.quantity })));
  const rejected: DraftLine[] = read.rejected
    .filter((r) => r.reason !== 'not_text')
    .map((r) => ({ key: newLineKey(), code: '', quantity: 1, raw: r.text, rejected: r.reason }));
  return { ...merged, lines: [...merged.lines, ...rejected].slice(0, MAX_DRAFT_LINES) };
}

export function changeLine(draft: Draft, key: string, change: Partial<Pick<DraftLine, 'code' | 'quantity' | 'specId'>>): Draft {
  return {
    ...draft,
    lines: draft.lines.map((l) => {
      if (l.key !== key) return l;
      const next: DraftLine = { ...l, ...change };
      delete next.failure;
      if (change.code !== undefined) {
        // A typed code replaces what the line was: no more saved ids, no unreadable text.
        next.code = change.code.trim();
        delete next.raw;
        delete next.rejected;
        delete next.goodsId;
        delete next.specId;
      }
      if (change.quantity !== undefined) next.quantity = Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.floor(change.quantity)));
      return next;
    }),
  };
}

export function removeLines(draft: Draft, keys: readonly string[]): Draft {
  const drop = new Set(keys);
  return { ...draft, lines: draft.lines.filter((l) => !drop.has(l.key)) };
}

/**
 * Lines found to be the same spec (a code typed twice in different shapes, a list added twice)
 * become one, quantities added: `specOf` tells a line's spec once it is known.
 */
export function mergeSameSpecs(draft: Draft, specOf: (line: DraftLine) => number | undefined): Draft {
  const bySpec = new Map<number, DraftLine>();
  let changed = false;
  const lines: DraftLine[] = [];
  for (const line of draft.lines) {
    const spec = line.rejected ? undefined : specOf(line);
    const first = spec === undefined ? undefined : bySpec.get(spec);
    if (first) {
      first.quantity = Math.min(MAX_LINE_QUANTITY, first.quantity + line.quantity);
      first.merged = (first.merged ?? 1) + (line.merged ?? 1);
      changed = true;
      continue;
    }
    const copy = { ...line };
    if (spec !== undefined) bySpec.set(spec, copy);
    lines.push(copy);
  }
  return changed ? { ...draft, lines } : draft;
}

export function withFailures(draft: Draft, failures: ReadonlyMap<string, string>, added: ReadonlySet<string>): Draft {
  return {
    ...draft,
    lines: draft.lines
      .filter((l) => !added.has(l.key))
      .map((l) => {
        const failure = failures.get(l.key);
        return failure ? { ...l, failure } : l;
      }),
  };
}
