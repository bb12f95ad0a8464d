import { RESPONSE_CODE } from '@/lib/constants';
import type { StockShortage } from './types';
import type { Transport } from './transport';

/**
 * What an exchange came to, after the envelope `{ code, data, msg, errCode }` (spec section 8) is
 * read: the transport failures as they are, and the answer's meaning.
 */
export type Outcome =
  | Exclude<Transport, { kind: 'answer' }>
  /** `envelope`: the answer's text as the server sent it (see Transport). */
  | { kind: 'ok'; data: unknown; envelope: string }
  | { kind: 'token_expired'; code: number; msg: string }
  | { kind: 'not_logged_in'; msg: string; data: unknown }
  | { kind: 'out_of_stock'; items: StockShortage[] }
  | { kind: 'business'; code: number; msg: string; data: unknown }
  | { kind: 'bad_shape'; detail: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** 304's data: a list of shortages, or `{ list }`; anything unreadable is skipped, not fatal. */
function shortages(data: unknown): StockShortage[] {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.list) ? data.list : [];
  return list.flatMap((item: unknown) =>
    isRecord(item) && typeof item.commodity_title === 'string'
      ? [{ commodity_title: item.commodity_title, specs_title: typeof item.specs_title === 'string' ? item.specs_title : '' }]
      : [],
  );
}

export function interpret(transport: Transport): Outcome {
  if (transport.kind !== 'answer') return transport;
  const body = transport.body;
  if (!isRecord(body) || typeof body.code !== 'number') {
    return { kind: 'bad_body', status: 200, detail: 'no envelope' };
  }
  const msg = typeof body.msg === 'string' ? body.msg : '';
  // Section 8: an answer with an errCode field resolves as success, whatever its code. A null
  // errCode is how PHP writes "no field", so it does not count.
  const hasErrCode = body.errCode !== undefined && body.errCode !== null;
  if (hasErrCode || body.code === RESPONSE_CODE.success) return { kind: 'ok', data: body.data, envelope: transport.text };
  switch (body.code) {
    case RESPONSE_CODE.tokenExpired:
    case RESPONSE_CODE.tokenExpiredAlt:
      return { kind: 'token_expired', code: body.code, msg };
    case RESPONSE_CODE.notLoggedIn:
      return { kind: 'not_logged_in', msg, data: body.data };
    case RESPONSE_CODE.outOfStock:
      return { kind: 'out_of_stock', items: shortages(body.data) };
    default:
      return { kind: 'business', code: body.code, msg, data: body.data };
  }
}
