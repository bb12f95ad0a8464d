/**
 * A few hundred bytes of response checks whose types are derived, so each server shape is written
 * once (no zod: the entry budget is 130 KB brotli). A check answers null when the value fits, or a
 * short path to the first field that does not ('.list[3].price: amount expected'), which the
 * baseQuery logs and turns into a handled error.
 *
 * `Infer<typeof check>` is the type the check proves: `obj({ id: num, note: opt(str) })` proves
 * `{ id: number; note?: string }`. Written in lib (no imports) because the shapes the slices keep
 * (src/lib/server-shapes.ts) are checked with it too.
 */
export interface Check<T> {
  (value: unknown): string | null;
  /** Phantom: ties the check to the type it proves. Never set. */
  readonly _type?: T;
}

/** The type a check proves. */
export type Infer<C> = C extends Check<infer T> ? T : never;

/** A check whose key `obj` makes optional (`note?: string`). */
export interface Optional<T> extends Check<T | undefined> {
  /** Phantom, like `_type`: only the type says the key is optional. */
  readonly _optional: true;
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
export const opt = <T>(check: Check<T>): Optional<T> =>
  make<T | undefined>((v) => (v === undefined ? null : check(v))) as Optional<T>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The checks of an object's keys, in the order they are checked. */
export type Shape = Record<string, Check<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends Optional<unknown> ? K : never }[keyof S];
type Flat<T> = { [K in keyof T]: T[K] };
/** The object type a shape proves: `opt(...)` keys optional, the others required. */
export type InferShape<S extends Shape> = Flat<
  { [K in keyof S as K extends OptionalKeys<S> ? never : K]: Infer<S[K]> } & {
    [K in keyof S as K extends OptionalKeys<S> ? K : never]?: Exclude<Infer<S[K]>, undefined>;
  }
>;

/** An object with (at least) these keys; unknown extra keys are allowed, the server may add fields. */
export const obj = <S extends Shape>(shape: S): Check<InferShape<S>> =>
  make<InferShape<S>>((v) => {
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

/** Recursive shapes (the category tree): the type is declared, the check refers to itself lazily. */
export const lazy = <T>(get: () => Check<T>): Check<T> => make<T>((v) => get()(v));
