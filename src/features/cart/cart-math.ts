import type { CartGroup, CartLine, CartLineProblem, Id } from '@/api/types';

/**
 * The cart's rules as pure functions: which lines can be ordered, what a selection means at each
 * level (one spec, one goods, everything), the wholesale tiers and the stepper's bounds.
 */

/**
 * Why a line cannot be ordered. The server's flag comes first; a quantity above the stock it now
 * reports is a shortfall too (the 304 case), whatever the flag says, so the shopper sees it.
 */
export function lineProblem(line: CartLine): CartLineProblem | null {
  if (line.problem) return line.problem;
  if (line.quantity > line.stock) return 'out_of_stock';
  return null;
}

export function isOrderable(line: CartLine): boolean {
  return lineProblem(line) === null;
}

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

function checkStateOf(lines: readonly CartLine[]): CheckState {
  const orderable = lines.filter(isOrderable);
  if (orderable.length === 0) return 'unchecked';
  const selected = orderable.filter((l) => l.selected).length;
  if (selected === 0) return 'unchecked';
  return selected === orderable.length ? 'checked' : 'indeterminate';
}

export function groupCheckState(group: CartGroup): CheckState {
  return checkStateOf(group.lines);
}

export function allCheckState(groups: readonly CartGroup[]): CheckState {
  return checkStateOf(groups.flatMap((g) => g.lines));
}

/** Ids of the lines that are selected and can be ordered: what prices and checkout use. */
export function selectedIds(groups: readonly CartGroup[]): Id[] {
  return groups.flatMap((g) => g.lines.filter((l) => l.selected && isOrderable(l)).map((l) => l.id));
}

/**
 * What toggling a level asks the server: the orderable lines of that level, all set to the
 * opposite of the level's state (an indeterminate level becomes fully selected, as in every shop).
 */
export function toggleTarget(lines: readonly CartLine[]): { ids: Id[]; selected: boolean } {
  const state = checkStateOf(lines);
  return { ids: lines.filter(isOrderable).map((l) => l.id), selected: state !== 'checked' };
}

// ─── Tiers ────────────────────────────────────────────────────────────────────────────────────

/** The tier a total quantity reaches, and the next one (src/lib/price-tiers.ts, shared with quick order). */
export { nextTier, tierFor } from '@/lib/price-tiers';

/**
 * The quantity a goods' tier is judged on here: its selected orderable lines, or all its
 * orderable lines while none is selected (so the hint still tells the shopper what to aim for).
 */
export function groupQuantity(group: CartGroup): number {
  const orderable = group.lines.filter(isOrderable);
  const selected = orderable.filter((l) => l.selected);
  return (selected.length > 0 ? selected : orderable).reduce((sum, l) => sum + l.quantity, 0);
}

// ─── Stepper ──────────────────────────────────────────────────────────────────────────────────

/**
 * Bounds of one line's stepper. Up to the stock. Down to 1, but never so far that the goods'
 * total falls below its minimum order quantity while it is at or above it: the minimum is per
 * goods (across its specs), so a line may go as low as the other lines allow.
 */
export function stepperBounds(group: CartGroup, line: CartLine): { min: number; max: number } {
  const others = group.lines.filter((l) => l.id !== line.id && isOrderable(l)).reduce((sum, l) => sum + l.quantity, 0);
  const total = others + line.quantity;
  const max = Math.max(1, line.stock);
  const floor = total >= group.min_order_qty ? group.min_order_qty - others : 1;
  const min = Math.min(Math.max(1, floor), Math.max(1, Math.min(line.quantity, max)));
  return { min, max };
}

export function clampQuantity(value: number, bounds: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
}
