/**
 * What the recorder keeps out of a shared recording, and how it recognizes it. Two ways in:
 * by the key a value sits under (a token under `ba-user-token`, a phone under `mobile`), and by the
 * value itself wherever it sits (an email or a phone number inside any text, a JWT, `token=` in a
 * URL, or a token value already seen under a token key).
 */
export type ScrubKind =
  | 'token'
  | 'refresh-token'
  | 'third-session'
  | 'secret'
  | 'email'
  | 'phone'
  | 'ip'
  | 'device'
  | 'card'
  | 'personal';

/** First match wins, so the narrow kinds come before `token`. */
export const KEY_RULES: readonly (readonly [RegExp, ScrubKind])[] = [
  [/refresh[-_]?token/i, 'refresh-token'],
  [/third[-_]?session/i, 'third-session'],
  [/token|authorization|^auth$|cookie|session[-_]?id|^sid$|api[-_]?key/i, 'token'],
  [/password|passwd|^pwd$|captcha|secret|verif(y|ication)[-_]?code|sms[-_]?code/i, 'secret'],
  [/e[-_]?mail/i, 'email'],
  [/mobile|phone|^tel$|telephone|whatsapp/i, 'phone'],
  [/(^|[-_])ip$|^ip[-_]?addr(ess)?$|login[-_]?ip/i, 'ip'],
  [/visitor[-_]?id|device[-_]?id|fingerprint|browser[-_]?only[-_]?code/i, 'device'],
  [/card[-_]?(no|num|number)|bank[-_]?card|id[-_]?card|id[-_]?number|account[-_]?(no|number)|iban|cvv/i, 'card'],
  [/birth/i, 'personal'],
];

/** Kinds whose values, once seen under their key, are also hunted down inside every other text. */
export const PROPAGATED_KINDS: ReadonlySet<ScrubKind> = new Set(['token', 'refresh-token', 'third-session', 'device', 'card', 'email', 'phone']);
/** Shorter values are not hunted elsewhere: a 4-digit code would match unrelated numbers. */
export const MIN_PROPAGATED_LENGTH = 6;

export function keyKind(key: string): ScrubKind | null {
  // Message ids (`login.email_label`) name texts, not personal data: a language pack keeps its texts.
  if (key.includes('.')) return null;
  for (const [pattern, kind] of KEY_RULES) if (pattern.test(key)) return kind;
  return null;
}

/** Patterns found inside any text. Each replaces the whole match with the kind's placeholder. */
export const VALUE_RULES: readonly (readonly [RegExp, ScrubKind])[] = [
  // A JWT anywhere.
  [/\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g, 'token'],
  // An email: RFC 5322 atext local part, dotted domain.
  [/[\w!#$%&'*+/=?^`{|}~.-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g, 'email'],
  // A mainland China mobile, with or without +86 and separators.
  [/(?<!\d)(?:\+?86[\s-]?)?1[3-9]\d(?:[\s-]?\d{4}){2}(?!\d)/g, 'phone'],
  // An international number written with its +country prefix.
  [/\+\d(?:[\s.-]?\d){6,14}(?!\d)/g, 'phone'],
  // (555) 123-4567 and 010-12345678 styles.
  [/\(\d{3}\)\s?\d{3}[\s.-]\d{4}(?!\d)/g, 'phone'],
  [/(?<!\d)0\d{2,3}-\d{7,8}(?!\d)/g, 'phone'],
];

/** `Bearer x` and `token=x` in a URL or header text: only the value part is replaced. */
export const PREFIXED_RULES: readonly (readonly [RegExp, ScrubKind])[] = [
  [/(\bBearer\s+)([\w.~+/=-]{8,})/gi, 'token'],
  [/((?:^|[?&;#\s])(?:ba-user-token|access_token|accessToken|token)=)([^&#\s,"'<>]+)/gi, 'token'],
  [/((?:^|[?&;#\s])(?:refresh_token|refreshToken)=)([^&#\s,"'<>]+)/gi, 'refresh-token'],
  [/((?:^|[?&;#\s])(?:third_session|third-session|thirdSession)=)([^&#\s,"'<>]+)/gi, 'third-session'],
];

/** A number that is a mainland mobile (13800138000), whatever key it sits under. */
export const NUMERIC_PHONE = /^1[3-9]\d{9}$/;

/** A nanoid (RTK's request ids, the ui slice's event keys): 21 URL-safe characters. */
export const NANOID = /^[A-Za-z0-9_-]{21}$/;

/** Keys whose epoch values are times of day, not data the shopper chose. */
export const TIME_KEY = /(?:[Tt]ime|[Tt]ime[Ss]tamp|_at|[a-z]At|[Ee]xpires|[Ee]xpiry)$/;
export const DATETIME_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
