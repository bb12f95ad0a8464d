import { http, HttpResponse } from 'msw';
import { specById, specBySku, specSku } from '../data/catalogue';
import { DEMO_ACCOUNT } from '../data/demo-account';
import { clearDemoFaults, currentFaults, setDemoFaults } from '../faults';
import { clockOffset, now, setClockOffset } from '../lib/settings';
import { tick } from '../rules/clock';
import { restock } from '../rules/stock';
import { commit, db, resetState } from '../state/store';

/**
 * Demo-only control calls (never part of the shop's API): reset the demo data, move the demo
 * clock forward (orders ship, cases get reviewed, tokens expire), set fault injection, and
 * restock a spec (a sold-out spec comes back, for "tell me when it's back").
 */
function ok(data: unknown, msg = ''): Response {
  return HttpResponse.json({ code: 1, msg, time: now(), data });
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse((await request.text()) || '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const demoHandlers = [
  http.post('*/__demo/reset', () => {
    resetState();
    return ok(null, 'Demo data reset');
  }),
  http.post('*/__demo/clock', async ({ request }) => {
    const body = await jsonBody(request);
    const advance = typeof body.advance === 'number' && Number.isFinite(body.advance) && body.advance >= 0 ? Math.floor(body.advance) : null;
    if (advance === null) return HttpResponse.json({ code: 0, msg: 'advance must be a number of seconds (0 or more)', time: now(), data: null });
    setClockOffset(clockOffset() + advance);
    const state = db();
    state.clockOffset = clockOffset();
    tick(state);
    commit();
    return ok({ offset: clockOffset(), now: now() }, 'Demo clock moved');
  }),
  http.post('*/__demo/faults', async ({ request }) => {
    const body = await jsonBody(request);
    const spec = typeof body.spec === 'string' ? body.spec : '';
    if (spec) setDemoFaults(spec);
    else clearDemoFaults();
    return ok({ spec: currentFaults().spec });
  }),
  http.get('*/__demo/account', () => ok(DEMO_ACCOUNT)),
  http.post('*/__demo/restock', async ({ request }) => {
    const body = await jsonBody(request);
    const found =
      typeof body.sku === 'string' ? specBySku(body.sku) : typeof body.specs_id === 'number' ? specById(body.specs_id) : undefined;
    if (!found) return HttpResponse.json({ code: 0, msg: 'Name the spec: { "sku": "ACC-A10001-00" } or { "specs_id": 1000100 }', time: now(), data: null });
    const whole = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1_000_000 ? v : null);
    const stock = whole(body.stock);
    const quantity = whole(body.quantity) ?? 100;
    const state = db();
    const left = restock(state, found.spec, stock !== null ? { stock } : { quantity });
    commit();
    return ok({ specs_id: found.spec.id, commodity_id: found.goods.id, sku: specSku(found.goods, found.spec), stock: left }, 'Restocked');
  }),
];
