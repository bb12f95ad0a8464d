// @vitest-environment node
import fc from 'fast-check';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  amountValidator,
  confirmationValidator,
  formRule,
  issueText,
  normalizeMobile,
  optional,
  toCents,
  validateAmount,
  validateCode,
  validateEmail,
  validateMaxLength,
  validateMobile,
  validatePassword,
  validateUsername,
  validationMessages as m,
} from './validation';

const idOf = (found: { message: { id?: string } } | null) => found?.message.id ?? null;

describe('validateMobile', () => {
  it.each([
    ['13800138000', '86'],
    ['138 0013 8000', '+86'],
    ['91234567', '852'],
    ['0612345678', '33'],
    ['612345678', '33'],
    ['07911 123456', '44'],
    ['2025550123', '1'],
    ['0912345678', '886'],
    ['81234567', '65'],
    ['612345678', '34'],
    ['501234567', '971'],
    ['9876543210', '91'],
    ['771234567', '256'], // Uganda: no table entry, E.164 length limits
  ])('accepts %s for +%s', (mobile, code) => {
    expect(validateMobile(mobile, code)).toBeNull();
  });

  it.each([
    ['12345678901', '86'], // China mobiles start 13–19
    ['1380013800', '86'], // one digit short
    ['013800138000', '86'], // China has no trunk 0
    ['1234567', '852'],
    ['512345678', '33'], // French mobiles are 06 or 07
    ['1025550123', '1'], // US area codes do not start with 1
    ['138-abc-8000', '86'],
    ['12345', '256'],
    ['1234567890123456', '256'],
    ['13800138000', ''],
  ])('refuses %s for +%s', (mobile, code) => {
    expect(idOf(validateMobile(mobile, code))).toBe(m.mobileInvalid.id);
  });

  it('asks for a number when empty, and names the area code when wrong', () => {
    expect(idOf(validateMobile('  ', '86'))).toBe(m.mobileRequired.id);
    expect(validateMobile('123', '+44')?.values).toEqual({ areaCode: '44' });
  });

  it('normalizes to the national digits the server expects', () => {
    expect(normalizeMobile('06 12 34 56 78', '33')).toBe('612345678');
    expect(normalizeMobile('138-0013-8000', '86')).toBe('13800138000');
  });
});

describe('validateEmail', () => {
  it.each(['demo@accplus.example', 'a.b+c@shop.co.uk', ' name@example.com '])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });
  it.each(['demo', 'demo@', '@example.com', 'a@b', 'a b@example.com', 'a@example.c', 'a@@example.com'])(
    'refuses %s',
    (email) => {
      expect(idOf(validateEmail(email))).toBe(m.emailInvalid.id);
    },
  );
  it('asks for an address when empty', () => {
    expect(idOf(validateEmail(''))).toBe(m.emailRequired.id);
  });
});

describe('validatePassword (server-family.md: 6–32, none of & < > " \')', () => {
  it('accepts the bounds', () => {
    expect(validatePassword('abc123')).toBeNull();
    expect(validatePassword('x'.repeat(32))).toBeNull();
    expect(validatePassword('pa ss!@#$%^*()word')).toBeNull();
  });
  it('refuses too short and too long with the limits', () => {
    expect(validatePassword('abc12')).toEqual({ message: m.passwordLength, values: { min: 6, max: 32 } });
    expect(idOf(validatePassword('x'.repeat(33)))).toBe(m.passwordLength.id);
  });
  it.each(['abc&1234', 'abc<1234', 'abc>1234', 'abc"1234', "abc'1234"])('refuses %s', (pw) => {
    expect(idOf(validatePassword(pw))).toBe(m.passwordCharacters.id);
  });
  it('asks for one when empty', () => {
    expect(idOf(validatePassword(''))).toBe(m.passwordRequired.id);
  });
  it('agrees with the rule on any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (pw) => {
        const ok = pw.length >= 6 && pw.length <= 32 && !/[&<>"'\r\n]/.test(pw);
        const len = Array.from(pw).length;
        // Astral characters count once; the simple rule above only holds for BMP strings.
        fc.pre(len === pw.length);
        expect(validatePassword(pw) === null).toBe(ok);
      }),
    );
  });
  it('compares a confirmation with the first entry', () => {
    let first = 'secret12';
    const confirm = confirmationValidator(() => first);
    expect(confirm('secret12')).toBeNull();
    first = 'changed1';
    expect(idOf(confirm('secret12'))).toBe(m.passwordMismatch.id);
  });
});

describe('validateUsername (letter first, 3–16 of letters, digits, _)', () => {
  it.each(['abc', 'demo', 'A_1', 'a'.repeat(16)])('accepts %s', (name) => {
    expect(validateUsername(name)).toBeNull();
  });
  it.each(['ab', '1abc', '_abc', 'a'.repeat(17), 'ab-c', 'ab c', 'àbc'])('refuses %s', (name) => {
    expect(idOf(validateUsername(name))).toBe(m.usernameInvalid.id);
  });
});

describe('validateCode', () => {
  it('wants exactly six digits', () => {
    expect(validateCode('123456')).toBeNull();
    expect(idOf(validateCode('12345'))).toBe(m.codeInvalid.id);
    expect(idOf(validateCode('12345a'))).toBe(m.codeInvalid.id);
    expect(idOf(validateCode(''))).toBe(m.codeRequired.id);
  });
});

describe('validateAmount', () => {
  it.each(['1', '0.01', '12.5', '12.50', '.5', '1000000', '12,50', ',5', '5 000', '1 000,50', '1.000,50', '1,000.50', '4\u202f219,11'])('accepts %s', (amount) => {
    expect(validateAmount(amount)).toBeNull();
  });
  it('refuses zero, more than two decimals and non-numbers', () => {
    expect(idOf(validateAmount('0'))).toBe(m.amountPositive.id);
    expect(idOf(validateAmount('0.00'))).toBe(m.amountPositive.id);
    expect(idOf(validateAmount('1.234'))).toBe(m.amountDecimals.id);
    expect(idOf(validateAmount('-5'))).toBe(m.amountInvalid.id);
    expect(idOf(validateAmount('1e3'))).toBe(m.amountInvalid.id);
    expect(idOf(validateAmount('12.50,1'))).toBe(m.amountInvalid.id);
    expect(idOf(validateAmount('1,250'))).toBe(m.amountDecimals.id);
    // Grouping only where it cannot be misread: groups of three before the decimal mark.
    expect(idOf(validateAmount('1.00,50'))).toBe(m.amountInvalid.id);
    expect(idOf(validateAmount('10 5'))).toBe(m.amountInvalid.id);
    expect(idOf(validateAmount('1 00'))).toBe(m.amountInvalid.id);
    expect(idOf(validateAmount(''))).toBe(m.amountRequired.id);
  });
  it('honours the limits exactly, with no float drift', () => {
    expect(validateAmount('100.10', { max: '100.10' })).toBeNull();
    expect(validateAmount('100.11', { max: '100.10' })).toEqual({ message: m.amountMax, money: { max: 100.1 } });
    expect(validateAmount('0.3', { max: 0.3 })).toBeNull();
    expect(idOf(validateAmount('9.99', { min: '10.00' }))).toBe(m.amountMin.id);
    expect(validateAmount('10', { min: '10.00' })).toBeNull();
  });
  it('accepts any cent amount within the limit and refuses any above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (cents, limit) => {
        const text = (cents / 100).toFixed(2);
        const found = validateAmount(text, { max: (limit / 100).toFixed(2) });
        expect(found === null).toBe(cents <= limit);
      }),
    );
  });
  it('converts to cents', () => {
    expect(toCents('12.5')).toBe(1250);
    // A decimal comma, as French and Spanish shoppers type it.
    expect(toCents('12,5')).toBe(1250);
    expect(toCents(' 0,07 ')).toBe(7);
    expect(toCents('1,234')).toBeNull();
    // Thousands grouped as each language writes them, or as the page shows them (Intl's no-break spaces).
    expect(toCents('1.000,50')).toBe(100_050);
    expect(toCents('1,000.50')).toBe(100_050);
    expect(toCents('1 000,50')).toBe(100_050);
    expect(toCents('4\u202f219,11')).toBe(421_911);
    expect(toCents('12 000 000')).toBe(1_200_000_000);
    expect(toCents('0.07')).toBe(7);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents('1.234')).toBeNull();
  });
});

describe('helpers', () => {
  it('optional lets blank pass and still checks text', () => {
    const check = optional(validateEmail);
    expect(check('')).toBeNull();
    expect(idOf(check('nope'))).toBe(m.emailInvalid.id);
  });
  it('validateMaxLength counts characters, not UTF-16 units', () => {
    expect(validateMaxLength(3)('💎💎💎')).toBeNull();
    expect(validateMaxLength(3)('abcd')).toEqual({ message: m.tooLong, values: { max: 3 } });
  });
  it('formRule rejects with the translated message', async () => {
    const intl = createIntl({
      locale: 'fr',
      messages: { [m.passwordLength.id]: 'De {min} à {max} caractères' },
      onError: () => undefined,
    });
    const rule = formRule(intl, validatePassword);
    const validator = rule.validator;
    if (!validator) throw new Error('no validator');
    await expect(validator({}, 'abc', () => undefined)).rejects.toThrow('De 6 à 32 caractères');
    await expect(validator({}, 'abcdef', () => undefined)).resolves.toBeUndefined();
  });
  it('writes an amount limit as money, with the currency, in the shopper’s language', async () => {
    const fr = createIntl({ locale: 'fr', messages: { [m.amountMax.id]: 'Le montant ne peut pas dépasser {max}' }, onError: () => undefined });
    const validator = formRule(fr, amountValidator(() => ({ max: '4219.11' }))).validator;
    if (!validator) throw new Error('no validator');
    // Intl writes French groups and the gap before the sign with narrow no-break spaces.
    await expect(validator({}, '99999', () => undefined)).rejects.toThrow(/^Le montant ne peut pas dépasser 4\s219,11\s\$US$/u);
    const en = createIntl({ locale: 'en', messages: {}, onError: () => undefined });
    const low = validateAmount('5', { min: 10 });
    expect(low && issueText(en, low)).toBe('The amount must be at least $10.00');
  });
});
