/**
 * A count of pieces with its thousands grouped as buyers write them: '1 000' (French, or Intl's
 * no-break spaces, which NFKC makes plain), "1'000", '1,000', '1.000' (Spanish): one to three digits,
 * then groups of three with the same mark. Pieces are whole, so the mark is never a decimal one.
 * Shared by a quantity typed alone (a stepper's box, here) and one in a pasted line (order-lines.ts);
 * its own small module so a goods page's stepper does not load the line reader.
 */
export const GROUPED_PIECES = String.raw`(?<lead>\d{1,3})(?<mark>[ ',.’])(?<groups>\d{3}(?:\k<mark>\d{3})*)`;
/** A box that holds nothing but the count. */
const GROUPED_ALONE = new RegExp(`^${GROUPED_PIECES}$`, 'u');

/** The digits of a grouped count, its marks taken out. */
export const ungroupedPieces = (lead: string, mark: string, groups: string): string => lead + groups.replaceAll(mark, '');

/**
 * A quantity typed on its own (a stepper's box), as a number of pieces: grouped thousands read whole
 * ('1 000', Spanish '1.000'); anything else as Number reads it, for the caller to refuse or round.
 */
export function readPieces(text: string): number {
  const plain = text.normalize('NFKC').trim();
  const found = GROUPED_ALONE.exec(plain)?.groups;
  return found ? Number(ungroupedPieces(found.lead, found.mark, found.groups)) : Number(plain);
}
