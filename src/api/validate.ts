/**
 * A few hundred bytes of hand-written response checks (no zod: the entry budget is 170 KB brotli).
 * A check answers null when the value fits, or a short path to the first field that does not
 * ('list[3].price: string expected'), which the baseQuery logs and turns into a handled error.
 *
 * `obj<T>({...})` must name a check for every key of T, so the compiler keeps checks and types
 * in step: a field added to types.ts without a check does not compile.
 */
export interface Check<T> {
  (value: unknown): string | null;
  /** Phantom: ties the check to the type it proves. Never set. */
  readonly _type?: T;
}

const make = <T>(fn: (value: unknown) => string | null): Check<T> => fn;

const simple = <T>(ok: (v: unknown) => boolean, what: string): Check<T> =>
  make<T>((v) => (ok(v) ? null : `${what} expected`));

export const str = simple<string>((v) => typeof v === 'string', 'string');
export const num = simple<number>((v) => typeof v === 'number' && Number.isFinite(v), 'number');
export const bool = simple<boolean>((v) => typeof v === 'boolean', 'boolean');
/** Money: a decimal string ('12.50', '-3.00', '+100.00'); a bare number is a wrong shape. */
export const money = simple<string>((v) => typeof v === 'string' && /^[+-]?\d+(\.\d+)?$/.test(v), 'amount');
/** Anything: for `data: null` answers nobody reads (PHP servers also send [] or {}). */
export const ignored = make<null>(() => null);

export const lit = <const T extends string | number>(...values: T[]): Check<T> =>
  simple<T>((v) => (values as unknown[]).includes(v), values.join('|'));

/** Prefixes a nested error with where it happened: '.list[3].price: string expected'. */
const at = (key: string | number, error: string | null): string | null => {
  if (error === null) return null;
  const head = typeof key === 'number' ? `[${key}]` : `.${key}`;
  return head + (error.startsWith('[') || error.startsWith('.') ? error : `: ${error}`);
};

export const arr = <T>(item: Check<T>): Check<T[]> =>
  make<T[]>((v) => {
    if (!Array.isArray(v)) return 'array expected';
    for (let i = 0; i < v.length; i++) {
      const e = at(i, item(v[i]));
      if (e) return e;
    }
    return null;
  });

export const nullable = <T>(check: Check<T>): Check<T | null> => make<T | null>((v) => (v === null ? null : check(v)));
export const opt = <T>(check: Check<T>): Check<T | undefined> =>
  make<T | undefined>((v) => (v === undefined ? null : check(v)));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A check for every key of T (optional keys take `opt(...)`). */
export type Shape<T> = { [K in keyof T]-?: Check<T[K]> };

/** An object with (at least) these keys; unknown extra keys are allowed, the server may add fields. */
export const obj = <T>(shape: Shape<T>): Check<T> =>
  make<T>((v) => {
    if (!isRecord(v)) return 'object expected';
    for (const key in shape) {
      const e = at(key, shape[key](v[key]));
      if (e) return e;
    }
    return null;
  });

/** A dictionary (language packs). */
export const dict = <T>(value: Check<T>): Check<Record<string, T>> =>
  make<Record<string, T>>((v) => {
    if (!isRecord(v)) return 'object expected';
    for (const key of Object.keys(v)) {
      const e = at(key, value(v[key]));
      if (e) return e;
    }
    return null;
  });

/** Any object: for open shapes such as the site configuration. */
export const record = <T extends object>(): Check<T> => simple<T>(isRecord, 'object');

/** One of several checks (discriminated answers). */
export const anyOf = <T>(...checks: Check<T>[]): Check<T> =>
  make<T>((v) => {
    let first: string | null = null;
    for (const check of checks) {
      const e = check(v);
      if (e === null) return null;
      first ??= e;
    }
    return first;
  });

/** Recursive shapes (the category tree). */
export const lazy = <T>(get: () => Check<T>): Check<T> => make<T>((v) => get()(v));

/** `{ list, total }` and `{ list }`, the family's paging shapes. */
export const paged = <T>(item: Check<T>) => obj<{ list: T[]; total: number }>({ list: arr(item), total: num });
export const listOf = <T>(item: Check<T>) => obj<{ list: T[] }>({ list: arr(item) });
