// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUniValue, encodeUniValue } from './uni-storage-format';

describe('uni-app H5 storage format', () => {
  it('writes strings as they are and anything else as a {type, data} pair', () => {
    expect(encodeUniValue('tok-1')).toBe('tok-1');
    expect(encodeUniValue(1700000000123)).toBe('{"type":"number","data":1700000000123}');
    expect(encodeUniValue(true)).toBe('{"type":"boolean","data":true}');
    expect(encodeUniValue({ token: 't' })).toBe('{"type":"object","data":{"token":"t"}}');
    expect(encodeUniValue('')).toBeNull();
    expect(encodeUniValue(null)).toBeNull();
  });

  it('reads as uni.getStorageSync does', () => {
    expect(decodeUniValue('en')).toBe('en');
    expect(decodeUniValue('{"type":"object","data":{"a":1}}')).toEqual({ a: 1 });
    expect(decodeUniValue('{"type":"string","data":"x"}')).toBe('x');
    expect(decodeUniValue('{"type":"number","data":"12"}')).toBe('{"type":"number","data":"12"}');
    expect(decodeUniValue('{"type":"object"}')).toBe('');
    expect(decodeUniValue('{"type":"object","data":1,"extra":2}')).toBe('{"type":"object","data":1,"extra":2}');
    expect(decodeUniValue('12345')).toBe('12345');
    expect(decodeUniValue('{not json')).toBe('{not json');
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ minLength: 1 }), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.dictionary(fc.string(), fc.jsonValue())), (value) => {
        const text = encodeUniValue(value);
        if (text === null) return;
        const back = decodeUniValue(text);
        // A stored string that itself looks like a pair is read as the pair, exactly as uni-app reads it.
        if (typeof value === 'string' && typeof back !== 'string') return;
        // Stored as JSON, which has no -0, at the top or deep in an object (`{"":[[-0]]}` reads back with 0).
        const asJson: unknown = JSON.parse(JSON.stringify(value));
        expect(back).toEqual(asJson);
      }),
      // A counterexample a random run found (CI, seed -1428647956), kept as an example.
      { examples: [[{ '': [[-0]] }], [-0]] },
    );
  });
});
