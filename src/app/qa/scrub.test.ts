// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '@/features/qa/recording-format';
import { scrubParts } from './scrub';
import { keyKind, TIME_KEY } from './scrub-rules';

function keysOf(value: JsonValue): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

const scrubOne = (value: JsonValue) => scrubParts([value]).parts[0];

describe('scrubbing by key', () => {
  it('replaces the session secrets with numbered placeholders, keeping empty values empty', () => {
    const session = {
      'ba-user-token': 'tok_3f9a8b7c6d5e',
      refresh_token: 'rfr_0a1b2c3d4e5f',
      third_session: 'ts_99887766554433',
      visitor_id: '5d41402abc4b2a76b9719d911017c592',
      user_info: null,
      invite_user: '',
    };
    expect(scrubOne(session)).toEqual({
      'ba-user-token': '[token-1]',
      refresh_token: '[refresh-token-1]',
      third_session: '[third-session-1]',
      visitor_id: '[device-1]',
      user_info: null,
      invite_user: '',
    });
  });

  it('gives the same value the same placeholder in every part, so a fold still matches', () => {
    const token = 'abcdef0123456789';
    const { parts, scrubbed } = scrubParts([
      { session: { 'ba-user-token': '' } },
      [{ type: 'session/loggedIn', payload: { token, email: 'ann@example.com', mobile: '13800138000' } }],
      { session: { 'ba-user-token': token } },
    ]);
    expect(parts).toEqual([
      { session: { 'ba-user-token': '' } },
      [{ type: 'session/loggedIn', payload: { token: '[token-1]', email: '[email-1]', mobile: '[phone-1]' } }],
      { session: { 'ba-user-token': '[token-1]' } },
    ]);
    expect(scrubbed).toEqual({ token: 1, email: 1, phone: 1 });
  });

  it('scrubs everything under a sensitive key, nested values included', () => {
    expect(scrubOne({ password: { old: 'hunter22', new: 'hunter33' }, captcha: 123456 })).toEqual({
      password: { old: '[secret-1]', new: '[secret-2]' },
      captcha: '[secret-3]',
    });
  });

  it('leaves language-pack texts alone even when their id names a phone or an email', () => {
    const pack = { 'login.phone_label': 'Phone number', 'login.email_label': 'Email' };
    expect(scrubOne({ pack })).toEqual({ pack });
  });
});

describe('scrubbing by value', () => {
  it('finds emails, phones, JWTs, bearer and URL tokens inside any text', () => {
    const text =
      'call +86 138-0013-8000 or (555) 123-4567 or 010-12345678, mail a.b+c@shop.example.com, ' +
      'Bearer abcdefgh12345678, /login?redirect=%2F&token=zzz999yyy888, jwt eyJhbGciOi.eyJzdWIiOiIx.sig_nature';
    const out = scrubOne(text) as string;
    expect(out).toBe(
      'call [phone-1] or [phone-2] or [phone-3], mail [email-1], ' +
        'Bearer [token-1], /login?redirect=%2F&token=[token-2], jwt [token-3]',
    );
  });

  it('finds a token seen under a token key again wherever it appears', () => {
    const token = 'Zx81kq0Pn2mB7vC4';
    const out = scrubParts([{ token }, { note: `retry with ${token} later`, [token]: true }]).parts;
    expect(JSON.stringify(out)).not.toContain(token);
    expect(out[1]).toEqual({ note: 'retry with [token-1] later', '[token-1]': true });
  });

  it('treats a bare number that is a mainland mobile as a phone', () => {
    expect(scrubOne({ contact: 13912345678, price: 1399, orderNo: 2024050112345 })).toEqual({
      contact: '[phone-1]',
      price: 1399,
      orderNo: 2024050112345,
    });
  });
});

describe('normalization', () => {
  it('numbers nanoids and epoch times in order of appearance', () => {
    const a = scrubParts([
      [
        { type: 'ui/toastRequested', payload: { key: 'V1StGXR8_Z5jdHi6B-myT', text: { raw: 'hi' } } },
        { type: 'ui/toastDismissed', payload: 'V1StGXR8_Z5jdHi6B-myT' },
        { type: 'session/loggedIn', payload: { join_time: 1714550000, last_login_time: 1714559999, createdAt: 1714559999123 } },
      ],
    ]).parts;
    expect(a).toEqual([
      [
        { type: 'ui/toastRequested', payload: { key: 'id-1', text: { raw: 'hi' } } },
        { type: 'ui/toastDismissed', payload: 'id-1' },
        { type: 'session/loggedIn', payload: { join_time: 1700000001, last_login_time: 1700000002, createdAt: 1700000003000 } },
      ],
    ]);
  });

  it('leaves prices, counts and dates the shopper chose alone', () => {
    const value = { carNum: 3, money: '1200.00', score: 1714550000, invoice_date: '2024-05-01' };
    expect(scrubOne(value)).toEqual(value);
  });
});

// ---- properties: whatever the shape around them, these never come out --------------------------

const TOKEN_KEYS = ['token', 'ba-user-token', 'accessToken', 'refresh_token', 'refreshToken', 'third_session', 'thirdSession', 'third-session'];
const PHONE_KEYS = ['mobile', 'phone', 'tel', 'contact_mobile', 'telephone'];
const EMAIL_KEYS = ['email', 'user_email', 'mail', 'contactEmail'];

/** ASCII only, so splitting by code unit is exact. */
const chars = (s: string) => s.split('');
const secretToken = fc.string({ unit: fc.constantFrom(...chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-')), minLength: 16, maxLength: 48 });
const digits = (n: number) => fc.string({ unit: fc.constantFrom(...chars('0123456789')), minLength: n, maxLength: n });
const cnMobile = fc
  .tuple(fc.constantFrom('3', '4', '5', '6', '7', '8', '9'), digits(9), fc.constantFrom('', '+86 ', '+86-', '86'), fc.constantFrom('', ' ', '-'))
  .map(([second, rest, prefix, sep]) => `${prefix}1${second}${rest.slice(0, 1)}${sep}${rest.slice(1, 5)}${sep}${rest.slice(5)}`);
const intlPhone = fc
  .tuple(fc.integer({ min: 1, max: 999 }), digits(8), fc.constantFrom('', ' ', '-'))
  .map(([cc, rest, sep]) => `+${cc}${sep}${rest.slice(0, 4)}${sep}${rest.slice(4)}`);
const phone = fc.oneof(cnMobile, intlPhone);
const email = fc.emailAddress();
/** Ordinary text around an embedded secret: words, spaces and punctuation, never glued digits. */
const filler = fc.string({ unit: fc.constantFrom(...chars('abc XYZ,.:;!?()/')), maxLength: 12 });
const innocentKey = fc.constantFrom('note', 'title', 'msg', 'route', 'payload', 'data', 'list', 'x', 'content');

type Placed = { tree: JsonValue; secrets: string[] };

/** A random JSON tree with secrets placed under their keys and inside other texts, at any depth. */
const placed: fc.Arbitrary<Placed> = fc.letrec<{ node: Placed }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 1 }).map((tree) => ({ tree: tree as JsonValue, secrets: [] })),
    fc.tuple(fc.constantFrom(...TOKEN_KEYS), secretToken).map(([k, v]) => ({ tree: { [k]: v }, secrets: [v] })),
    fc.tuple(fc.constantFrom(...PHONE_KEYS), phone).map(([k, v]) => ({ tree: { [k]: v }, secrets: [v] })),
    fc.tuple(fc.constantFrom(...EMAIL_KEYS), email).map(([k, v]) => ({ tree: { [k]: v }, secrets: [v] })),
    fc.tuple(innocentKey, filler, fc.oneof(phone, email), filler).map(([k, a, v, b]) => ({ tree: { [k]: `${a} ${v} ${b}` }, secrets: [v] })),
    fc.array(tie('node'), { maxLength: 4 }).map((items) => ({ tree: items.map((i) => i.tree), secrets: items.flatMap((i) => i.secrets) })),
    fc.array(fc.tuple(innocentKey, tie('node')), { maxLength: 4 }).map((pairs) => ({
      tree: Object.fromEntries(pairs.map(([k, i], n) => [`${k}${n}`, i.tree])),
      secrets: pairs.flatMap(([, i]) => i.secrets),
    })),
  ),
})).node;

/** A token seen under its key, then repeated somewhere else in the recording, inside text. */
const repeated = fc.tuple(fc.constantFrom(...TOKEN_KEYS), secretToken, filler, filler).map(([k, token, a, b]) => ({
  parts: [{ session: { [k]: token } }, [{ type: 'x/y', payload: { note: `${a}${token}${b}` } }], { list: [token] }] as JsonValue[],
  token,
}));

describe('properties', () => {
  it('never lets a token, refresh token, third-session value, phone or email through', () => {
    fc.assert(
      fc.property(fc.array(placed, { minLength: 1, maxLength: 3 }), (all) => {
        const out = JSON.stringify(scrubParts(all.map((p) => p.tree)).parts);
        for (const secret of all.flatMap((p) => p.secrets)) {
          expect(out).not.toContain(JSON.stringify(secret).slice(1, -1));
          const bareDigits = secret.replace(/\D/g, '');
          if (!secret.includes('@') && bareDigits.length >= 7) expect(out.replace(/\D/g, ' ')).not.toMatch(new RegExp(`\\b${bareDigits}\\b`));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('never lets a known token through when it reappears inside other text', () => {
    fc.assert(
      fc.property(repeated, ({ parts, token }) => {
        expect(JSON.stringify(scrubParts(parts).parts)).not.toContain(token);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a recorded key named __proto__ as a key, without touching any prototype', () => {
    const value = JSON.parse('{"":{"":{"__proto__":null}}}') as JsonValue;
    const [out] = scrubParts([value]).parts;
    expect(out).toEqual(value);
    expect(Object.getPrototypeOf((out as Record<string, Record<string, object>>)[''][''])).toBe(Object.prototype);
  });

  it('is deterministic, and leaves data with nothing sensitive in it exactly as it was', () => {
    const innocent = fc
      .jsonValue({ maxDepth: 3 })
      .map((v) => v as JsonValue)
      .filter((v) => !/[@+]|\d{6}|[A-Za-z0-9_-]{21}/.test(JSON.stringify(v)) && keysOf(v).every((k) => !keyKind(k) && !TIME_KEY.test(k)));
    fc.assert(
      fc.property(innocent, (value) => {
        const once = scrubParts([value]).parts;
        expect(scrubParts([value]).parts).toEqual(once);
        expect(once).toEqual([value]);
      }),
      { numRuns: 300 },
    );
  });
});
