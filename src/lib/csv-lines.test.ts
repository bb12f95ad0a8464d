import { describe, expect, it } from 'vitest';
import { csvFileName, decodeCsv, readCsvFile, readCsvText, writeCsv } from './csv-lines';
import { MAX_LINES } from './order-lines';

const file = (content: string | Uint8Array<ArrayBuffer>) => new Blob([content]);
const codesOf = (read: Awaited<ReturnType<typeof readCsvText>>) => read.lines.map((l) => [l.code, l.quantity]);

describe('readCsvText', () => {
  it('finds the code and quantity columns by their titles, in any order', async () => {
    const read = await readCsvText('Name,Qty,Price,SKU\n"Hoop, gold",20,12.50,ACC-1\nStud,5,3.00,ACC-2\n');
    expect(codesOf(read)).toEqual([['ACC-1', 20], ['ACC-2', 5]]);
    expect(read.lines[0]?.row).toBe(2);
    expect(read.skipped).toBe(1);
  });

  it.each([
    ['French, semicolons', 'Référence;Désignation;Quantité\r\nACC-1;Créole dorée;12\r\n'],
    ['Spanish', 'Código;Cantidad\nACC-1;12\n'],
    ['Simplified Chinese, tabs', '货号\t数量\nACC-1\t12\n'],
    ['Traditional Chinese', '貨號,數量\nACC-1,12\n'],
    ['English shorthand, bars', 'Item code|Qty\nACC-1|12\n'],
  ])('reads %s headers', async (_label, text) => {
    expect(codesOf(await readCsvText(text))).toEqual([['ACC-1', 12]]);
  });

  it('reads a file without a header row like pasted lines', async () => {
    expect(codesOf(await readCsvText('ACC-1,20\n30,ACC-2\nACC-3\n'))).toEqual([['ACC-1', 20], ['ACC-2', 30], ['ACC-3', 1]]);
  });

  it('passes over a catalogue sheet’s rows left empty or at 0', async () => {
    const read = await readCsvText('SKU;Qty\nACC-1;\nACC-2;0\nACC-3;4\n');
    expect(codesOf(read)).toEqual([['ACC-3', 4]]);
    expect(read.skipped).toBe(3);
  });

  it('handles a BOM, quoted fields with separators and quotes inside, and CRLF', async () => {
    const read = await readCsvText('\uFEFF"Code","Quantity","Note"\r\n"ACC-1","7","say ""hi"", then"\r\n');
    expect(codesOf(read)).toEqual([['ACC-1', 7]]);
  });

  it('never evaluates a formula: it is text that is not a code, reported by row', async () => {
    const read = await readCsvText('Code,Qty\n"=HYPERLINK(""http://evil.example"",""x"")",3\n=1+2,4\nACC-1,2\n');
    expect(codesOf(read)).toEqual([['ACC-1', 2]]);
    expect(read.rejected.map((r) => [r.row, r.reason])).toEqual([[2, 'no_code'], [3, 'no_code']]);
  });

  it('takes back its own escaped cells', async () => {
    const csv = await writeCsv([['Code', 'Qty'], ['ACC-1', 2]], 'en');
    expect(codesOf(await readCsvText(csv))).toEqual([['ACC-1', 2]]);
  });

  it('reads 10 000 rows and counts what is beyond the limit', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `ACC-${String(i)};${String((i % 9) + 1)}`);
    const read = await readCsvText(`SKU;Qty\n${rows.join('\n')}`);
    expect(read.lines).toHaveLength(MAX_LINES);
    expect(read.overflow).toBe(10_000 - MAX_LINES);
  });
});

describe('readCsvFile', () => {
  it('refuses an Excel workbook, pointing to "save as CSV"', async () => {
    const xlsx = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0, 8, 0]);
    expect(await readCsvFile(file(xlsx), 'en')).toEqual({ ok: false, problem: 'spreadsheet_file' });
  });

  it('refuses a binary file (a picture) without parsing it', async () => {
    const png = Uint8Array.from({ length: 2048 }, (_, i) => (i === 0 ? 0x89 : (i * 31) % 256));
    expect(await readCsvFile(file(png), 'en')).toEqual({ ok: false, problem: 'not_text' });
  });

  it('refuses an empty file and one too large to be an order', async () => {
    expect(await readCsvFile(file(''), 'en')).toEqual({ ok: false, problem: 'empty' });
    expect(await readCsvFile(file('Code,Qty\n'), 'en')).toEqual({ ok: false, problem: 'empty' });
    expect(await readCsvFile(file('x'.repeat(2 * 1024 * 1024 + 1)), 'en')).toEqual({ ok: false, problem: 'too_large' });
  });

  it('reads a legacy-encoded sheet: Windows-1252 headers, GB18030 for a Chinese buyer', async () => {
    const latin = Uint8Array.from(Array.from('R\xe9f\xe9rence;Quantit\xe9\nACC-1;3\n', (c) => c.charCodeAt(0)));
    const read = await readCsvFile(file(latin), 'fr');
    expect(read.ok && codesOf(read.read)).toEqual([['ACC-1', 3]]);
    // 货号,数量 in GB18030.
    const gbk = Uint8Array.from([0xbb, 0xf5, 0xba, 0xc5, 0x2c, 0xca, 0xfd, 0xc1, 0xbf, 0x0a, ...Array.from('ACC-1,3\n', (c) => c.charCodeAt(0))]);
    expect(decodeCsv(gbk, 'zh-CN').startsWith('货号,数量')).toBe(true);
    const zh = await readCsvFile(file(gbk), 'zh-CN');
    expect(zh.ok && codesOf(zh.read)).toEqual([['ACC-1', 3]]);
  });
});

describe('writeCsv', () => {
  it('escapes every cell a spreadsheet would run, and quotes what needs it', async () => {
    const csv = await writeCsv(
      [
        ['Code', 'Name', 'Qty'],
        ['ACC-1', '=HYPERLINK("http://evil.example","x")', 2],
        ['ACC-2', '+1', 3],
        ['ACC-3', '-cmd', 4],
        ['ACC-4', '@SUM(A1)', 5],
        ['ACC-5', '\tTab', 6],
        ['ACC-6', 'Ring, gold', 7],
      ],
      'en',
    );
    expect(csv.startsWith('\uFEFFCode,Name,Qty\r\n')).toBe(true);
    expect(csv).toContain('ACC-1,"\'=HYPERLINK(""http://evil.example"",""x"")",2');
    expect(csv).toContain('ACC-2,"\'+1",3');
    expect(csv).toContain('ACC-3,"\'-cmd",4');
    expect(csv).toContain('ACC-4,"\'@SUM(A1)",5');
    expect(csv).toContain('ACC-5,"\'\tTab",6');
    expect(csv).toContain('ACC-6,"Ring, gold",7');
    // No cell starts with a formula character outside quotes after the escape.
    for (const line of csv.slice(1).split('\r\n')) for (const cell of line.split(',')) expect(cell).not.toMatch(/^[=+\-@]/u);
  });

  it('writes semicolons for French and Spanish Excel', async () => {
    expect(await writeCsv([['Référence', 'Quantité'], ['ACC-1', 2]], 'fr')).toBe('\uFEFFRéférence;Quantité\r\nACC-1;2\r\n');
  });

  it('names the file after the list, safely', () => {
    expect(csvFileName('Monthly pearls / May', new Date(2026, 4, 14, 12))).toBe('Monthly-pearls-May-2026-05-14.csv');
    expect(csvFileName('***', new Date(2026, 4, 14, 12))).toBe('order-2026-05-14.csv');
  });
});
