/**
 * A positive whole number written in digits (an id or a quantity in the page's address: `?id=`,
 * `?categoryId=`, `?orderId=`, a buy-now link's `specs=12x30`), or null for anything else: none,
 * '0', '-1', '1.5', '1e3', 'abc', or more than a safe integer, as a link mangled in a chat app or
 * made by hand carries. Pages treat null as "no such record" and ask the server nothing: asked for
 * goods -1 it refuses with a developer's message ("id must be at least 1"), which the shopper would
 * read in a dialog over "could not be loaded" and a Try again that cannot help.
 */
export function positiveInteger(raw: string | null | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
