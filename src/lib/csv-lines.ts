import type { Locale } from './constants';
import { columnRole, looksBinary, MAX_LINES, readLine, type ReadLines } from './order-lines';

/**
 * Spreadsheets in and out as CSV, with papaparse (loaded only when a file is read or written).
 * In: a header row names the code and quantity columns (any order, five languages, the usual
 * shorthands); without one each row is read like a pasted line. Comma, semicolon, tab or bar,
 * a BOM, quoted fields, UTF-8 or the buyer's legacy Excel encoding. Out: UTF-8 with a BOM (Excel
 * opens it right), semicolons where Excel expects them (French, Spanish), and every cell that a
 * spreadsheet would run as a formula (= + - @ tab CR) prefixed with an apostrophe.
 */

/** A larger file is not an order sheet (2 000 lines of order fit in well under 1 MB). */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

export type CsvProblem = 'too_large' | 'spreadsheet_file' | 'not_text' | 'empty';

export type CsvRead = { ok: true; read: ReadLines } | { ok: false; problem: CsvProblem };

/** xlsx/ods are zip files; old .xls is an OLE file: both need "Save as CSV" first. */
function isSpreadsheetBinary(bytes: Uint8Array): boolean {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  return zip || ole;
}

/** What Excel saves "CSV" in when it is not UTF-8, by the buyer's language. */
const LEGACY_ENCODING: Record<Locale, string> = {
  'zh-CN': 'gb18030',
  'zh-TW': 'big5',
  en: 'windows-1252',
  fr: 'windows-1252',
  es: 'windows-1252',
};

export function decodeCsv(bytes: Uint8Array, locale: Locale): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    try {
      return new TextDecoder(LEGACY_ENCODING[locale]).decode(bytes);
    } catch {
      return new TextDecoder('utf-8').decode(bytes);
    }
  }
}

/** Our own export's apostrophe in front of a formula-looking cell comes off again on the way in. */
function unescapeCell(cell: string): string {
  return /^'[=+\-@\t\r]/u.test(cell) ? cell.slice(1) : cell;
}

/**
 * The separator of the first line that has one (outside quotes), the most frequent of tab,
 * semicolon, comma and bar. Papaparse's own guess weighs every row alike, so a sheet whose
 * empty quantity cells end its rows ("ACC-1;") can fool it.
 */
function guessDelimiter(text: string): string {
  const first = text.split(/\r\n|\r|\n/u).find((line) => line.trim() !== '') ?? '';
  const bare = first.replace(/"[^"]*"/gu, '');
  const counts = ['\t', ';', ',', '|'].map((d) => ({ d, n: bare.split(d).length - 1 }));
  const best = counts.reduce((a, b) => (b.n > a.n ? b : a));
  return best.n > 0 ? best.d : ',';
}

/** Reads the rows of a CSV text (already decoded). */
export async function readCsvText(text: string): Promise<ReadLines> {
  const out: ReadLines = { lines: [], rejected: [], skipped: 0, overflow: 0 };
  if (looksBinary(text)) {
    out.rejected.push({ row: 1, text: '', reason: 'not_text' });
    return out;
  }
  const { default: Papa } = await import('papaparse');
  const clean = text.replace(/^\uFEFF/u, '');
  const parsed = Papa.parse<string[]>(clean, { delimiter: guessDelimiter(clean), skipEmptyLines: false });
  const rows = parsed.data.map((row) => row.map((cell) => unescapeCell(cell.trim())));
  const headerAt = rows.findIndex((row) => row.some((cell) => cell !== ''));
  const header = rows[headerAt] ?? [];
  const roles = header.map(columnRole);
  const codeColumn = roles.indexOf('code');
  const quantityColumn = roles.indexOf('quantity');
  rows.forEach((cells, index) => {
    const row = index + 1;
    if (cells.every((cell) => cell === '')) return;
    if (codeColumn >= 0 && index === headerAt) {
      out.skipped += 1;
      return;
    }
    if (out.lines.length + out.rejected.length >= MAX_LINES) {
      out.overflow += 1;
      return;
    }
    let text: string;
    if (codeColumn >= 0) {
      const quantity = quantityColumn >= 0 ? (cells[quantityColumn] ?? '') : '1';
      // A catalogue sheet with a quantity column: the rows left empty (or 0) are not ordered.
      if (quantity === '' || /^0+(?:[.,]0+)?$/u.test(quantity)) {
        out.skipped += 1;
        return;
      }
      text = `${cells[codeColumn] ?? ''}\t${quantity}`;
    } else {
      text = cells.join('\t');
    }
    const result = readLine(text);
    if (result.kind === 'line') out.lines.push({ row, code: result.code, quantity: result.quantity });
    else if (result.kind === 'rejected') out.rejected.push({ row, text: cells.filter(Boolean).join(', ').slice(0, 80), reason: result.reason });
    else out.skipped += 1;
  });
  return out;
}

/** Reads a picked file: refuses what is not a CSV text before parsing anything. */
export async function readCsvFile(file: Blob, locale: Locale): Promise<CsvRead> {
  if (file.size > MAX_CSV_BYTES) return { ok: false, problem: 'too_large' };
  if (file.size === 0) return { ok: false, problem: 'empty' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isSpreadsheetBinary(bytes)) return { ok: false, problem: 'spreadsheet_file' };
  const text = decodeCsv(bytes, locale);
  if (looksBinary(text)) return { ok: false, problem: 'not_text' };
  const read = await readCsvText(text);
  if (read.lines.length === 0 && read.rejected.length === 0) return { ok: false, problem: 'empty' };
  return { ok: true, read };
}

/** Excel in languages that write a decimal comma expects semicolons between cells. */
export function csvDelimiter(locale: Locale): ',' | ';' {
  return locale === 'fr' || locale === 'es' ? ';' : ',';
}

/** A CSV text (with a BOM) of rows; formula-looking cells are escaped, never left to run. */
export async function writeCsv(rows: readonly (readonly (string | number)[])[], locale: Locale): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const body = Papa.unparse(
    rows.map((row) => row.map((cell) => (typeof cell === 'number' ? String(cell) : cell))),
    { delimiter: csvDelimiter(locale), newline: '\r\n', escapeFormulae: true },
  );
  return `\uFEFF${body}\r\n`;
}

/** Hands a text to the browser as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8', doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'monthly-pearls-2026-05-14.csv': the name the buyer gave, made safe for every file system. */
export function csvFileName(name: string, date: Date = new Date()): string {
  const base = name
    .normalize('NFKC')
    // eslint-disable-next-line no-control-regex -- control characters are what a file name cannot hold
    .replace(/[\\/:*?"<>|\u0000-\u001F]+/gu, ' ')
    .trim()
    .replace(/\s+/gu, '-')
    .slice(0, 60);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  return `${base || 'order'}-${local}.csv`;
}
