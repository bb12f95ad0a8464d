import { refuse } from './errors';
import { parseMoney } from './money';

/**
 * Readers for request bodies. Each answers the value or refuses with a clear English message
 * naming the field, so bad input becomes code 0 and never an exception.
 */
export type Body = Record<string, unknown>;

export function has(body: Body, field: string): boolean {
  return body[field] !== undefined && body[field] !== null && body[field] !== '';
}

export function text(body: Body, field: string, opts: { optional?: boolean; max?: number; min?: number } = {}): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    if (opts.optional) return '';
    refuse(`Missing field: ${field}`);
  }
  if (typeof value !== 'string' && typeof value !== 'number') refuse(`${field} must be text`);
  const out = String(value).trim();
  if (!opts.optional && out === '') refuse(`Missing field: ${field}`);
  if (opts.min !== undefined && out.length < opts.min) refuse(`${field} must be at least ${String(opts.min)} characters`);
  if (opts.max !== undefined && out.length > opts.max) refuse(`${field} must be at most ${String(opts.max)} characters`);
  return out;
}

export function integer(body: Body, field: string, opts: { optional?: boolean; min?: number; max?: number } = {}): number {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    if (opts.optional) return Number.NaN;
    refuse(`Missing field: ${field}`);
  }
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) refuse(`${field} must be a whole number`);
  if (opts.min !== undefined && n < opts.min) refuse(`${field} must be at least ${String(opts.min)}`);
  if (opts.max !== undefined && n > opts.max) refuse(`${field} must be at most ${String(opts.max)}`);
  return n;
}

export function optionalInteger(body: Body, field: string, opts: { min?: number } = {}): number | null {
  const n = integer(body, field, { ...opts, optional: true });
  return Number.isNaN(n) ? null : n;
}

export function id(body: Body, field = 'id'): number {
  return integer(body, field, { min: 1 });
}

export function bool(body: Body, field: string, fallback?: boolean): boolean {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    if (fallback !== undefined) return fallback;
    refuse(`Missing field: ${field}`);
  }
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return refuse(`${field} must be true or false`);
}

export function money(body: Body, field: string): number {
  const value = body[field];
  if (value === undefined || value === null || value === '') refuse(`Missing field: ${field}`);
  const cents = parseMoney(value);
  if (cents === null) refuse(`${field} must be an amount like 12.50`);
  return cents;
}

export function oneOf<T extends string>(body: Body, field: string, allowed: readonly T[], fallback?: T): T {
  const value = body[field];
  if ((value === undefined || value === null || value === '') && fallback !== undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  if (value === undefined || value === null || value === '') refuse(`Missing field: ${field}`);
  return refuse(`${field} must be one of: ${allowed.join(', ')}`);
}

export function ids(body: Body, field: string, opts: { optional?: boolean } = {}): number[] {
  const value = body[field];
  if (value === undefined || value === null) {
    if (opts.optional) return [];
    refuse(`Missing field: ${field}`);
  }
  if (!Array.isArray(value) || value.length === 0) refuse(`${field} must be a non-empty list of ids`);
  return value.map((v: unknown) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) refuse(`${field} must hold positive whole numbers`);
    return v;
  });
}

export function list(body: Body, field: string, opts: { optional?: boolean } = {}): unknown[] {
  const value = body[field];
  if (value === undefined || value === null) {
    if (opts.optional) return [];
    refuse(`Missing field: ${field}`);
  }
  if (!Array.isArray(value)) refuse(`${field} must be a list`);
  return value as unknown[];
}

export function object(value: unknown, field: string): Body {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(`${field} must be an object`);
  return value as Body;
}

/** Image references a shopper sends: URLs or data: URLs of images, at most `max`. */
export function images(body: Body, field: string, max = 9): string[] {
  const values = list(body, field, { optional: true });
  if (values.length > max) refuse(`${field}: at most ${String(max)} images`);
  return values.map((v) => {
    if (typeof v !== 'string' || !/^(https?:\/\/|\/|data:image\/)/.test(v)) refuse(`${field} must hold image URLs`);
    return v;
  });
}

export function page(body: Body): { page: number; limit: number } {
  const p = has(body, 'page') ? integer(body, 'page', { min: 1 }) : 1;
  const l = has(body, 'limit') ? integer(body, 'limit', { min: 1, max: 100 }) : 10;
  return { page: p, limit: l };
}

export function paged<T>(items: readonly T[], p: { page: number; limit: number }): { list: T[]; total: number } {
  const start = (p.page - 1) * p.limit;
  return { list: items.slice(start, start + p.limit), total: items.length };
}
