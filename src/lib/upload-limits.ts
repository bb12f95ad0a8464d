import { LIMITS } from './constants';

/**
 * The upload rules of spec section 5, as pure functions so they are tested apart from the widget:
 * a file over the maximum size is refused and not passed on; one pick takes at most the smaller
 * of the remaining slots and 9; the control hides once the maximum count is reached.
 */

/** Our choice where the spec names no number: 10 MB covers any phone photo of a receipt or a ring. */
export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface UploadLimits {
  /** Most images the control holds (uploaded, uploading and failed together). */
  maxCount: number;
  maxSizeBytes: number;
}

/** How many more files one pick may take: min(remaining slots, 9), never negative. */
export function pickAllowance(current: number, maxCount: number): number {
  const remaining = Math.max(0, maxCount - current);
  return Math.min(remaining, LIMITS.uploadPickMax);
}

/** The control is shown only while a slot is free. */
export function canAddMore(current: number, maxCount: number): boolean {
  return current < maxCount;
}

export interface PickPlan<F> {
  /** Files passed on to upload, in the order picked. */
  accepted: F[];
  /** Files refused for their size (the oversize event). */
  oversize: F[];
  /** Files of the right size left out because the pick went past the allowance. */
  overflow: F[];
}

/**
 * Splits one pick: oversize files are refused first (they never take a slot), then the rest are
 * taken in order up to the allowance.
 */
export function planPick<F extends { size: number }>(files: readonly F[], current: number, limits: UploadLimits): PickPlan<F> {
  const allowance = pickAllowance(current, limits.maxCount);
  const plan: PickPlan<F> = { accepted: [], oversize: [], overflow: [] };
  for (const file of files) {
    if (file.size > limits.maxSizeBytes) plan.oversize.push(file);
    else if (plan.accepted.length < allowance) plan.accepted.push(file);
    else plan.overflow.push(file);
  }
  return plan;
}

/** Whole megabytes for messages ('10 MB'), rounded to one decimal when not whole. */
export function bytesToMegabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}
