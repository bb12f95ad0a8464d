// @vitest-environment node
import fc from 'fast-check';
import { arr, lit, money, nullable, num, obj, opt, str } from './validate';

/** The response checks: they accept what the types allow and point at the first wrong field. */
const isLine = obj<{ id: number; price: string; tag: 'a' | 'b'; note?: string; gone: number | null }>({
  id: num,
  price: money,
  tag: lit('a', 'b'),
  note: opt(str),
  gone: nullable(num),
});
const isPage = obj<{ list: { id: number; price: string; tag: 'a' | 'b'; note?: string; gone: number | null }[] }>({
  list: arr(isLine),
});

describe('response checks', () => {
  it('accept a well-formed answer, with extra fields the server added', () => {
    expect(isPage({ list: [{ id: 1, price: '2.50', tag: 'a', gone: null, extra: true }] })).toBeNull();
  });

  it('name the first wrong field by its path', () => {
    expect(isPage({ list: [{ id: 1, price: '2.50', tag: 'a', gone: null }, { id: 2, price: 3, tag: 'a', gone: 1 }] })).toBe(
      '.list[1].price: amount expected',
    );
    expect(isPage({ list: [{ id: 1, price: '1.00', tag: 'c', gone: null }] })).toBe('.list[0].tag: a|b expected');
    expect(isPage({ list: null })).toBe('.list: array expected');
    expect(isPage('<html>')).toBe('object expected');
  });

  it('money takes decimal strings only', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (units, cents) => {
        expect(money(`${units}.${String(cents).padStart(2, '0')}`)).toBeNull();
        expect(money(units + cents / 100)).not.toBeNull();
      }),
    );
    expect(money('12.5e3')).not.toBeNull();
    expect(money('')).not.toBeNull();
  });

  it('numbers must be finite', () => {
    expect(num(Number.NaN)).not.toBeNull();
    expect(num(Infinity)).not.toBeNull();
    expect(num('1')).not.toBeNull();
  });
});
