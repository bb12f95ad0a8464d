/**
 * The H5 storage format of uni-app, the framework of the shop's current client, so both clients
 * read each other's values on the same origin. From dcloudio/uni-app
 * (packages/uni-h5/src/service/api/storage/storage.ts): `uni.setStorageSync(key, data)` writes a
 * string as it is, and anything else as JSON `{"type": typeof data, "data": data}`;
 * `uni.getStorageSync` JSON-parses the text and unwraps it when it is exactly such a pair whose
 * data has the named type (a lone `{"type": …}` reads as ''), and otherwise answers the text.
 */
const TYPES = new Set(['object', 'string', 'number', 'boolean', 'undefined']);

/** A stored text as uni.getStorageSync reads it. */
export function decodeUniValue(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return text;
  const { type } = parsed as { type?: unknown };
  if (typeof type !== 'string' || !TYPES.has(type)) return text;
  const keys = Object.keys(parsed);
  if (keys.length === 2 && 'data' in parsed) {
    const { data } = parsed;
    return typeof data === type ? data : text;
  }
  return keys.length === 1 ? '' : text;
}

/** The text uni.setStorageSync would store for a value, or null for "nothing stored". */
export function encodeUniValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  return JSON.stringify({ type: typeof value, data: value });
}
