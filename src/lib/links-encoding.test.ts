// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withQuery } from './links';

const viaURLSearchParams = (path: string, query: Record<string, string>) => {
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
};

describe('withQuery writes a query exactly as URLSearchParams does', () => {
  const values = [
    '10001', 'Rings', 'gold ring', 'a+b', 'a&b=c', '100%', "it's (new)!", '~tilde*star-dash_under.dot',
    '戒指', 'Bagues dorées', 'Pendientes & collares', 'emoji 💍', '#hash?query/slash', 'lone \ud800 surrogate', '\u00a0nbsp', '',
  ];
  it.each(values)('%s', (value) => {
    const query = { keyword: value, id: '7' };
    const expected = viaURLSearchParams('/p', Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')));
    expect(withQuery('/p', query)).toBe(expected);
  });

  it('leaves out empty, null and undefined values, and numbers read as numbers', () => {
    expect(withQuery('/p', { a: undefined, b: null, c: '', d: 0, e: 12 })).toBe('/p?d=0&e=12');
    expect(withQuery('/p', {})).toBe('/p');
  });
});
