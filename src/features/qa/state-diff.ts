/** One difference between two states, at a dotted path (`cart.carNum`, `ui.dialogs[0].kind`). */
export interface StateDifference {
  path: string;
  kind: 'changed' | 'missing' | 'added';
  expected?: unknown;
  actual?: unknown;
}

export interface DiffOptions {
  /**
   * Only what `expected` names is compared: keys it leaves out are not checked, so an --expect
   * file can hold just `{ "cart": { "carNum": 2 } }`. Arrays and values are always compared whole.
   */
  subset?: boolean;
  /** Stop after this many differences (a diff of a wrong recording can be huge). */
  limit?: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function keyPath(base: string, key: string): string {
  const plain = /^[A-Za-z_$][\w$]*$/.test(key);
  if (!base) return plain ? key : JSON.stringify(key);
  return plain ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}

export function diffStates(expected: unknown, actual: unknown, options: DiffOptions = {}): StateDifference[] {
  const { subset = false, limit = 200 } = options;
  const out: StateDifference[] = [];
  const walk = (e: unknown, a: unknown, path: string) => {
    if (out.length >= limit || Object.is(e, a)) return;
    if (isObject(e) && isObject(a)) {
      for (const key of Object.keys(e)) {
        if (!(key in a)) out.push({ path: keyPath(path, key), kind: 'missing', expected: e[key] });
        else walk(e[key], a[key], keyPath(path, key));
      }
      if (!subset) {
        for (const key of Object.keys(a)) if (!(key in e)) out.push({ path: keyPath(path, key), kind: 'added', actual: a[key] });
      }
      return;
    }
    if (Array.isArray(e) && Array.isArray(a) && e.length === a.length) {
      e.forEach((item, i) => {
        walk(item, a[i], `${path}[${i}]`);
      });
      return;
    }
    if (JSON.stringify(e) !== JSON.stringify(a)) out.push({ path: path || '(whole state)', kind: 'changed', expected: e, actual: a });
  };
  walk(expected, actual, '');
  return out.slice(0, limit);
}

/** A value in a diff line, cut short so one long pack or list does not flood the terminal. */
export function showValue(value: unknown, max = 120): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function formatDifference(d: StateDifference): string {
  if (d.kind === 'missing') return `${d.path}: expected ${showValue(d.expected)}, but it is not there`;
  if (d.kind === 'added') return `${d.path}: not expected, but it is ${showValue(d.actual)}`;
  return `${d.path}: expected ${showValue(d.expected)}, got ${showValue(d.actual)}`;
}

/** One change from a state to the next: `cart.carNum: 2 → 3` (∅ where a value is absent). */
export function formatChange(d: StateDifference): string {
  const before = d.kind === 'added' ? '∅' : showValue(d.expected, 80);
  const after = d.kind === 'missing' ? '∅' : showValue(d.actual, 80);
  return `${d.path}: ${before} → ${after}`;
}
