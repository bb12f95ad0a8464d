/**
 * Fault injection for QA and browser tests. A spec is a comma-separated list of
 * `kind[=arg][:path]`:
 *   502:/api/order/place      answer HTTP 502 (any 4xx/5xx status works)
 *   slow=4000:/api/commodity/*  delay by 4000 ms (default 3000) — a trailing * matches a prefix
 *   offline:/api/cart/...     drop the connection (a network error)
 *   expire                    tokens issued before the flag count as expired (60002), once each
 * A kind without a path applies to every call. In the browser the spec comes from
 * `?demoFault=` and is remembered for the tab (sessionStorage); `?demoFault=` (empty) clears it.
 */
export type FaultKind = 'status' | 'slow' | 'offline' | 'expire';

export interface Fault {
  kind: FaultKind;
  status: number;
  delayMs: number;
  /** Lower-cased path, '*'-suffixed for a prefix, or null for every path. */
  path: string | null;
}

export interface FaultPlan {
  faults: Fault[];
  /** Date.now() when the plan was set: `expire` uses it. */
  setAt: number;
  spec: string;
}

let plan: FaultPlan = { faults: [], setAt: 0, spec: '' };

export function parseFaults(spec: string): Fault[] {
  const faults: Fault[] = [];
  for (const raw of spec.split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const colon = item.indexOf(':');
    const head = colon === -1 ? item : item.slice(0, colon);
    const pathPart = colon === -1 ? '' : item.slice(colon + 1).trim();
    const [kindText = '', arg = ''] = head.split('=');
    const kind = kindText.trim().toLowerCase();
    const path = pathPart.startsWith('/') ? pathPart.toLowerCase() : null;
    if (/^[45]\d\d$/.test(kind)) faults.push({ kind: 'status', status: Number(kind), delayMs: 0, path });
    else if (kind === 'slow') faults.push({ kind: 'slow', status: 0, delayMs: /^\d+$/.test(arg) ? Number(arg) : 3000, path });
    else if (kind === 'offline') faults.push({ kind: 'offline', status: 0, delayMs: 0, path });
    else if (kind === 'expire') faults.push({ kind: 'expire', status: 0, delayMs: 0, path });
    else console.warn(`[demo] unknown fault "${item}" ignored`);
  }
  return faults;
}

/** Sets the fault plan (tests call this; the browser worker calls it from the query string). */
export function setDemoFaults(spec: string, setAt: number = Date.now()): FaultPlan {
  plan = { faults: parseFaults(spec), setAt, spec };
  return plan;
}

export function clearDemoFaults(): void {
  plan = { faults: [], setAt: 0, spec: '' };
}

export function currentFaults(): FaultPlan {
  return plan;
}

function matches(fault: Fault, path: string): boolean {
  if (fault.path === null) return true;
  const p = path.toLowerCase();
  return fault.path.endsWith('*') ? p.startsWith(fault.path.slice(0, -1)) : p === fault.path;
}

export interface FaultEffect {
  status: number | null;
  delayMs: number;
  offline: boolean;
  /** Tokens issued before this time (ms) are expired, or null. */
  expireBefore: number | null;
}

export function faultFor(path: string): FaultEffect {
  const effect: FaultEffect = { status: null, delayMs: 0, offline: false, expireBefore: null };
  for (const fault of plan.faults) {
    if (!matches(fault, path)) continue;
    if (fault.kind === 'status') effect.status ??= fault.status;
    if (fault.kind === 'slow') effect.delayMs = Math.max(effect.delayMs, fault.delayMs);
    if (fault.kind === 'offline') effect.offline = true;
    if (fault.kind === 'expire') effect.expireBefore = plan.setAt;
  }
  return effect;
}
