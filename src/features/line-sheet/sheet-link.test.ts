// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { MAX_SHEET_GOODS, readSheetLink, sheetLink } from './sheet-link';

describe('a line sheet’s link', () => {
  it('carries goods, retail prices, language and title, and reads back the same', () => {
    const link = sheetLink({ prices: 'retail', lang: 'fr', title: 'Printemps', items: [{ goodsId: 10001, retail: '32.99' }, { goodsId: 10002, retail: '25.99' }] });
    expect(link.startsWith(`${ROUTES.lineSheet}?`)).toBe(true);
    expect(readSheetLink(link.slice(link.indexOf('?')))).toEqual({
      prices: 'retail',
      lang: 'fr',
      title: 'Printemps',
      items: [
        { goodsId: 10001, retail: '32.99' },
        { goodsId: 10002, retail: '25.99' },
      ],
    });
  });

  it('a wholesale sheet carries only the goods', () => {
    const link = sheetLink({ prices: 'wholesale', lang: 'en', title: '', items: [{ goodsId: 7, retail: '1.00' }] });
    expect(link).not.toContain('1.00');
    expect(readSheetLink(link.slice(link.indexOf('?')))?.items).toEqual([{ goodsId: 7 }]);
  });

  it('reads a hand-made link piece by piece: a retail goods without its price is left out (never shown at wholesale), junk is dropped, the size is capped', () => {
    const junk = `?prices=retail&lang=xx&items=${encodeURIComponent('10001:32.99,10002,abc:1,0:5,10001:1.00,10003:-4,10004:9.5')}`;
    expect(readSheetLink(junk)).toEqual({ prices: 'retail', lang: 'en', title: '', items: [{ goodsId: 10001, retail: '32.99' }, { goodsId: 10004, retail: '9.5' }] });
    expect(readSheetLink('?items=')).toBeNull();
    expect(readSheetLink('?prices=retail&items=10002')).toBeNull();
    const many = Array.from({ length: 100 }, (_, i) => `${String(i + 1)}:1.99`).join(',');
    expect(readSheetLink(`?items=${many}`)?.items).toHaveLength(MAX_SHEET_GOODS);
  });
});
