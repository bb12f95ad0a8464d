import type { RuleObject } from 'antd-mobile/es/components/form';
import { defineMessages, type IntlShape, type MessageDescriptor, type NoMessageValues, type MessageValue } from 'react-intl';
import { LIMITS } from './constants';
import { formatMoney, withDecimalPoint } from './money';

/**
 * Pure form validators. Each answers null when the value is fine, or an issue: a message
 * descriptor (id + English default) and its values, so the same check reads right in every
 * language and can be tested without React. `formRule` adapts one to an antd-mobile Form rule.
 *
 * An empty value is a "required" issue; wrap a validator in `optional()` for optional fields.
 */
export interface ValidationIssue {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
  /** Values that are sums of money, written as the shop writes money ('$4,219.11') by issueText. */
  money?: Record<string, number>;
}

export type Validator = (value: string) => ValidationIssue | null;

export const validationMessages = defineMessages<{
  readonly required: NoMessageValues;
  readonly mobileRequired: NoMessageValues;
  readonly mobileInvalid: { readonly areaCode: MessageValue };
  readonly emailRequired: NoMessageValues;
  readonly emailInvalid: NoMessageValues;
  readonly passwordRequired: NoMessageValues;
  readonly passwordLength: { readonly max: MessageValue; readonly min: MessageValue };
  readonly passwordCharacters: NoMessageValues;
  readonly passwordMismatch: NoMessageValues;
  readonly usernameRequired: NoMessageValues;
  readonly usernameInvalid: { readonly max: MessageValue; readonly min: MessageValue };
  readonly codeRequired: NoMessageValues;
  readonly codeInvalid: { readonly length: MessageValue };
  readonly amountRequired: NoMessageValues;
  readonly amountInvalid: NoMessageValues;
  readonly amountPositive: NoMessageValues;
  readonly amountDecimals: NoMessageValues;
  readonly amountMin: { readonly min: MessageValue };
  readonly amountMax: { readonly max: MessageValue };
  readonly tooLong: { readonly max: MessageValue };
}>({
  required: { id: 'validation.required', defaultMessage: 'This field is required' },
  mobileRequired: { id: 'validation.mobile_required', defaultMessage: 'Enter your mobile number' },
  mobileInvalid: {
    id: 'validation.mobile_invalid',
    defaultMessage: 'Enter a valid mobile number for +{areaCode}',
  },
  emailRequired: { id: 'validation.email_required', defaultMessage: 'Enter your email address' },
  emailInvalid: { id: 'validation.email_invalid', defaultMessage: 'Enter a valid email address, like name@example.com' },
  passwordRequired: { id: 'validation.password_required', defaultMessage: 'Enter a password' },
  passwordLength: {
    id: 'validation.password_length',
    defaultMessage: 'The password must be {min} to {max} characters long',
  },
  passwordCharacters: {
    id: 'validation.password_characters',
    defaultMessage: 'The password cannot contain & < > " or \'',
  },
  passwordMismatch: { id: 'validation.password_mismatch', defaultMessage: 'The two passwords do not match' },
  usernameRequired: { id: 'validation.username_required', defaultMessage: 'Enter a username' },
  usernameInvalid: {
    id: 'validation.username_invalid',
    defaultMessage: 'Use {min} to {max} letters, digits or _, starting with a letter',
  },
  codeRequired: { id: 'validation.code_required', defaultMessage: 'Enter the verification code' },
  codeInvalid: { id: 'validation.code_invalid', defaultMessage: 'The code has {length} digits' },
  amountRequired: { id: 'validation.amount_required', defaultMessage: 'Enter an amount' },
  amountInvalid: { id: 'validation.amount_invalid', defaultMessage: 'Enter an amount such as 12.50' },
  amountPositive: { id: 'validation.amount_positive', defaultMessage: 'The amount must be more than zero' },
  amountDecimals: { id: 'validation.amount_decimals', defaultMessage: 'Use at most two decimal places' },
  amountMin: { id: 'validation.amount_min', defaultMessage: 'The amount must be at least {min}' },
  amountMax: { id: 'validation.amount_max', defaultMessage: 'The amount cannot be more than {max}' },
  tooLong: { id: 'validation.too_long', defaultMessage: 'Use at most {max} characters' },
});

const issue = (message: MessageDescriptor, values?: ValidationIssue['values']): ValidationIssue =>
  values ? { message, values } : { message };

const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** Characters as the server counts them (mb_strlen): code points, so an emoji is one, not two. */
export const codePoints = (value: string): number => Array.from(value).length;

/** Lets an empty value pass; anything typed is still checked. */
export function optional(validator: Validator): Validator {
  return (value) => (isBlank(value) ? null : validator(value));
}

export function validateRequired(value: string | null | undefined): ValidationIssue | null {
  return isBlank(value) ? issue(validationMessages.required) : null;
}

export function validateMaxLength(max: number = LIMITS.inputMaxLength): Validator {
  return (value) => (codePoints(value) > max ? issue(validationMessages.tooLong, { max }) : null);
}

// ─── Mobile numbers ──────────────────────────────────────────────────────────────────────────

/**
 * National mobile formats of the dialling codes a jewelry wholesaler mostly sees (digits only,
 * after spaces, dashes and a trunk '0' are removed). Other codes fall back to the E.164 limits.
 */
const MOBILE_PATTERNS: Record<string, RegExp> = {
  '86': /^1[3-9]\d{9}$/, // mainland China
  '852': /^[4-9]\d{7}$/, // Hong Kong
  '853': /^6\d{7}$/, // Macau
  '886': /^9\d{8}$/, // Taiwan
  '1': /^[2-9]\d{2}[2-9]\d{6}$/, // USA, Canada
  '44': /^7\d{9}$/, // United Kingdom
  '33': /^[67]\d{8}$/, // France
  '34': /^[67]\d{8}$/, // Spain
  '49': /^1[5-7]\d{8,9}$/, // Germany
  '39': /^3\d{8,9}$/, // Italy
  '7': /^9\d{9}$/, // Russia, Kazakhstan
  '81': /^[789]0\d{8}$/, // Japan
  '82': /^1\d{8,9}$/, // South Korea
  '65': /^[89]\d{7}$/, // Singapore
  '60': /^1\d{8,9}$/, // Malaysia
  '66': /^[689]\d{8}$/, // Thailand
  '84': /^[35789]\d{8}$/, // Vietnam
  '62': /^8\d{8,11}$/, // Indonesia
  '63': /^9\d{9}$/, // Philippines
  '91': /^[6-9]\d{9}$/, // India
  '61': /^4\d{8}$/, // Australia
  '64': /^2\d{7,9}$/, // New Zealand
  '971': /^5\d{8}$/, // United Arab Emirates
  '966': /^5\d{8}$/, // Saudi Arabia
  '55': /^\d{2}9\d{8}$/, // Brazil
  '52': /^\d{10}$/, // Mexico
};

/** Codes whose numbers never start with the trunk '0' (dropping one would accept a wrong number). */
const NO_TRUNK_ZERO = new Set(['86', '852', '853', '1', '65', '39', '7']);

/** '+86', '0086', ' 86 ' → '86'. */
export function normalizeAreaCode(areaCode: string): string {
  return areaCode.replace(/\D/g, '').replace(/^00/, '');
}

/** The national number as the server expects it: digits only, a trunk '0' removed where it is one. */
export function normalizeMobile(mobile: string, areaCode: string): string {
  const digits = mobile.replace(/[\s\-().]/g, '');
  const code = normalizeAreaCode(areaCode);
  if (!NO_TRUNK_ZERO.has(code) && /^0\d/.test(digits)) return digits.slice(1);
  return digits;
}

export function validateMobile(mobile: string, areaCode: string): ValidationIssue | null {
  if (isBlank(mobile)) return issue(validationMessages.mobileRequired);
  const code = normalizeAreaCode(areaCode);
  const invalid = issue(validationMessages.mobileInvalid, { areaCode: code || '?' });
  const digits = normalizeMobile(mobile, code);
  if (!/^\d+$/.test(digits) || !code) return invalid;
  const pattern = MOBILE_PATTERNS[code] as RegExp | undefined;
  if (pattern) return pattern.test(digits) ? null : invalid;
  // E.164: at most 15 digits including the country code; real mobiles have at least 6 national digits.
  return digits.length >= 6 && code.length + digits.length <= 15 ? null : invalid;
}

/** A validator for a mobile field whose area code lives in another field. */
export function mobileValidator(getAreaCode: () => string): Validator {
  return (value) => validateMobile(value, getAreaCode());
}

// ─── Email, password, username, codes ────────────────────────────────────────────────────────

const EMAIL = /^[^\s@"<>()[\],;:]+@[^\s@"<>()[\],;:_]+(\.[^\s@"<>()[\],;:_]+)*\.[a-z]{2,}$/i;

export function validateEmail(email: string): ValidationIssue | null {
  if (isBlank(email)) return issue(validationMessages.emailRequired);
  const value = email.trim();
  return value.length <= 254 && EMAIL.test(value) ? null : issue(validationMessages.emailInvalid);
}

/** server-family.md: 6–32 characters, none of & < > " ' (BuildAdmin also refuses line breaks). */
export const PASSWORD_RULES = { min: 6, max: 32 } as const;

export function validatePassword(password: string): ValidationIssue | null {
  if (password === '') return issue(validationMessages.passwordRequired);
  if (/[&<>"'\r\n]/.test(password)) return issue(validationMessages.passwordCharacters);
  const length = codePoints(password);
  if (length < PASSWORD_RULES.min || length > PASSWORD_RULES.max) {
    return issue(validationMessages.passwordLength, { ...PASSWORD_RULES });
  }
  return null;
}

/** The repeat of a new password: compared with the first entry, read when the check runs. */
export function confirmationValidator(getFirst: () => string): Validator {
  return (value) => {
    if (value === '') return issue(validationMessages.passwordRequired);
    return value === getFirst() ? null : issue(validationMessages.passwordMismatch);
  };
}

/** server-family.md: a letter first, then 3–16 in all of letters, digits and '_'. */
export const USERNAME_RULES = { min: 3, max: 16 } as const;

export function validateUsername(username: string): ValidationIssue | null {
  if (isBlank(username)) return issue(validationMessages.usernameRequired);
  return /^[A-Za-z][A-Za-z0-9_]{2,15}$/.test(username) ? null : issue(validationMessages.usernameInvalid, { ...USERNAME_RULES });
}

/** An SMS or email code: exactly six digits (spec section 5). */
export function validateCode(code: string): ValidationIssue | null {
  if (isBlank(code)) return issue(validationMessages.codeRequired);
  return new RegExp(`^\\d{${LIMITS.codeLength}}$`).test(code.trim())
    ? null
    : issue(validationMessages.codeInvalid, { length: LIMITS.codeLength });
}

// ─── Amounts ─────────────────────────────────────────────────────────────────────────────────

export interface AmountLimits {
  /** Inclusive lower bound (e.g. the minimum recharge); the amount must exceed zero regardless. */
  min?: string | number;
  /** Inclusive upper bound (e.g. the balance). */
  max?: string | number;
}

/** '12.5' (or '12,5') → 1250 cents; null when the text is not a plain non-negative decimal. Integer maths, no float drift. */
export function toCents(value: string | number): number | null {
  const text = typeof value === 'number' ? value.toFixed(2) : withDecimalPoint(value.trim());
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const [, whole] = match;
  // The fraction group is optional: undefined at run time when absent, whatever the type says.
  const fraction = ((match[2] as string | undefined) ?? '').padEnd(2, '0');
  if (fraction.length > 2) return null;
  return Number(whole) * 100 + Number(fraction);
}

/** An amount typed by the shopper: above zero, at most two decimals, within the limits. */
export function validateAmount(value: string, limits: AmountLimits = {}): ValidationIssue | null {
  if (isBlank(value)) return issue(validationMessages.amountRequired);
  const text = withDecimalPoint(value.trim());
  if (!/^\d+(\.\d*)?$/.test(text)) return issue(validationMessages.amountInvalid);
  const [, fraction = ''] = text.split('.');
  if (fraction.length > 2) return issue(validationMessages.amountDecimals);
  const cents = toCents(text);
  if (cents === null) return issue(validationMessages.amountInvalid);
  if (cents <= 0) return issue(validationMessages.amountPositive);
  const min = limits.min === undefined ? null : toCents(limits.min);
  if (min !== null && cents < min) return { message: validationMessages.amountMin, money: { min: min / 100 } };
  const max = limits.max === undefined ? null : toCents(limits.max);
  if (max !== null && cents > max) return { message: validationMessages.amountMax, money: { max: max / 100 } };
  return null;
}

/** A validator for an amount field whose limits may change while the form is open (a balance). */
export function amountValidator(getLimits: () => AmountLimits): Validator {
  return (value) => validateAmount(value, getLimits());
}

// ─── antd-mobile Form adapter ────────────────────────────────────────────────────────────────

/** An issue in the shopper's language, its sums of money with the currency ('cannot be more than $320.50'). */
export function issueText(intl: IntlShape, found: ValidationIssue): string {
  const money = Object.fromEntries(Object.entries(found.money ?? {}).map(([name, amount]) => [name, formatMoney(intl, amount)]));
  return intl.formatMessage(found.message, { ...found.values, ...money });
}

/** Turns a validator into an antd-mobile Form rule whose message is translated now. */
export function formRule(intl: IntlShape, validator: Validator): RuleObject {
  return {
    validator: (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
      const found = validator(text);
      return found ? Promise.reject(new Error(issueText(intl, found))) : Promise.resolve();
    },
  };
}
