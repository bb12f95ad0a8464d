// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { linkTarget } from './link-target';

describe('linkTarget', () => {
  it('opens goods and categories on their pages', () => {
    expect(linkTarget({ link_type: 'goods', link: '10001' })).toEqual({ kind: 'internal', to: '/pages/business/goods/goodsInfo?id=10001' });
    expect(linkTarget({ link_type: 'category', link: '3' })).toEqual({ kind: 'internal', to: '/pages/business/class/classList?categoryId=3' });
    expect(linkTarget({ link_type: 'goods', link: 'abc' })).toBeNull();
  });

  it('follows own paths and plain web links only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(linkTarget({ link_type: 'url', link: '/pages/business/user/coupon/coupon' })).toEqual({
      kind: 'internal',
      to: '/pages/business/user/coupon/coupon',
    });
    expect(linkTarget({ link_type: 'url', link: '//evil.example/x' })).toBeNull();
    expect(linkTarget({ link_type: 'url', link: 'javascript:alert(1)' })).toBeNull();
    expect(linkTarget({ link_type: 'url', link: 'https://shop.example/a' })).toEqual({ kind: 'external', href: 'https://shop.example/a' });
    expect(linkTarget({ link_type: 'none', link: '' })).toBeNull();
    expect(linkTarget({ link_type: 'batch', link: '5' })).toBeNull();
    // The two refused links are reported, and only they.
    expect(warn.mock.calls).toEqual([
      ['[link guard] refused a banner link:', '"//evil.example/x"'],
      ['[link guard] refused a banner link:', '"javascript:alert(1)"'],
    ]);
    warn.mockRestore();
  });
});
