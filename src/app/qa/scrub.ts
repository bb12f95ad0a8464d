import type { JsonValue } from '@/features/qa/recording-format';
import {
  DATETIME_TEXT,
  keyKind,
  MIN_PROPAGATED_LENGTH,
  NANOID,
  NUMERIC_PHONE,
  PREFIXED_RULES,
  PROPAGATED_KINDS,
  TIME_KEY,
  VALUE_RULES,
  type ScrubKind,
} from './scrub-rules';

/**
 * Scrubs and normalizes the parts of a recording in one go, with one set of numbered
 * placeholders, so the same token is `[token-1]` in the start state, in every action and in the
 * end state: the fold still reaches the recorded end state, and a session that was logged in still
 * reads as logged in. Empty values stay empty for the same reason.
 *
 * Normalization makes two recordings of the same steps equal: nanoids (request ids, event keys)
 * become `id-1`, `id-2`, … and epoch times under time keys become fixed times in order of appearance.
 */
export interface ScrubResult<T> {
  parts: T;
  /** Distinct values replaced, by kind. */
  scrubbed: Partial<Record<ScrubKind, number>>;
  /** Numbers given out so far, including those of `from`: where a later part of the recording goes on. */
  counters: ScrubCounters;
}

/**
 * Where numbering starts: after a reload the recording goes on with placeholders, ids and times
 * of its own, so a value of the new page never shares a name with a different one of the old page.
 */
export interface ScrubCounters {
  placeholders: Partial<Record<ScrubKind, number>>;
  ids: number;
  times: number;
}

const BASE_S = 1_700_000_000;

export function scrubParts<T extends JsonValue[]>(parts: T, from: Partial<ScrubCounters> = {}): ScrubResult<T> {
  const idBase = from.ids ?? 0;
  const timeBase = from.times ?? 0;
  const placeholders = new Map<ScrubKind, Map<string, string>>();
  const ids = new Map<string, string>();
  const times = new Map<string, number>();
  const known: [string, string][] = [];

  const placeholder = (kind: ScrubKind, value: string): string => {
    let byValue = placeholders.get(kind);
    if (!byValue) placeholders.set(kind, (byValue = new Map<string, string>()));
    let name = byValue.get(value);
    if (!name) byValue.set(value, (name = `[${kind}-${(from.placeholders?.[kind] ?? 0) + byValue.size + 1}]`));
    return name;
  };

  // Pass 1: values under sensitive keys, so they are found again wherever else they appear.
  const collect = (value: JsonValue, kind: ScrubKind | null) => {
    if (Array.isArray(value)) value.forEach((v) => collect(v, kind));
    else if (value !== null && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) collect(v, kind ?? keyKind(key));
    } else if (kind && PROPAGATED_KINDS.has(kind) && (typeof value === 'string' || typeof value === 'number')) {
      const text = String(value);
      if (text.length >= MIN_PROPAGATED_LENGTH) known.push([text, placeholder(kind, text)]);
    }
  };
  parts.forEach((p) => collect(p, null));
  // Longest first, so a value that contains another is replaced whole.
  known.sort((a, b) => b[0].length - a[0].length);

  const scrubText = (text: string): string => {
    let out = text;
    for (const [secret, name] of known) if (out.includes(secret)) out = out.split(secret).join(name);
    for (const [pattern, kind] of PREFIXED_RULES) {
      out = out.replace(pattern, (_whole, prefix: string, value: string) => prefix + placeholder(kind, value));
    }
    for (const [pattern, kind] of VALUE_RULES) out = out.replace(pattern, (match) => placeholder(kind, match));
    return out;
  };

  const normalizeTime = (value: number | string): number | string => {
    const key = String(value);
    let n = times.get(key);
    if (n === undefined) times.set(key, (n = timeBase + times.size + 1));
    if (typeof value === 'number') return value >= 1e12 ? (BASE_S + n) * 1000 : BASE_S + n;
    if (/^\d{13}$/.test(value)) return String((BASE_S + n) * 1000);
    if (/^\d{10}$/.test(value)) return String(BASE_S + n);
    const iso = new Date((BASE_S + n) * 1000).toISOString();
    return value.includes('T') ? iso : iso.slice(0, 19).replace('T', ' ');
  };

  const leaf = (value: string | number, kind: ScrubKind | null, timeKey: boolean): JsonValue => {
    if (kind) return value === '' || value === 0 ? value : placeholder(kind, String(value));
    if (typeof value === 'number') {
      if (Number.isInteger(value) && NUMERIC_PHONE.test(String(value))) return placeholder('phone', String(value));
      return timeKey && value >= 1e9 ? normalizeTime(value) : value;
    }
    const text = scrubText(value);
    if (text !== value) return text;
    if (NANOID.test(text)) {
      let id = ids.get(text);
      if (!id) ids.set(text, (id = `id-${idBase + ids.size + 1}`));
      return id;
    }
    if (timeKey && (/^\d{10}(\d{3})?$/.test(text) || DATETIME_TEXT.test(text))) return normalizeTime(text);
    return text;
  };

  const walk = (value: JsonValue, kind: ScrubKind | null, timeKey: boolean): JsonValue => {
    if (Array.isArray(value)) return value.map((v) => walk(v, kind, timeKey));
    if (value !== null && typeof value === 'object') {
      // fromEntries defines own properties: a recorded key named "__proto__" (JSON.parse makes
      // those) stays a key instead of replacing the copy's prototype.
      return Object.fromEntries<JsonValue>(
        Object.entries(value).map(([key, v]) => [kind ? key : scrubText(key), walk(v, kind ?? keyKind(key), TIME_KEY.test(key))]),
      );
    }
    if (typeof value === 'string' || typeof value === 'number') return leaf(value, kind, timeKey);
    return value;
  };

  const scrubbedParts = parts.map((p) => walk(p, null, false)) as T;
  const scrubbed: Partial<Record<ScrubKind, number>> = {};
  const given: Partial<Record<ScrubKind, number>> = { ...from.placeholders };
  for (const [kind, byValue] of placeholders) {
    scrubbed[kind] = byValue.size;
    given[kind] = (given[kind] ?? 0) + byValue.size;
  }
  return { parts: scrubbedParts, scrubbed, counters: { placeholders: given, ids: idBase + ids.size, times: timeBase + times.size } };
}
