/**
 * Reading "code and quantity" lines the way buyers write them: typed, pasted from a chat or an
 * e-mail, copied out of a spreadsheet, or read off a tag. Pure and synchronous, shared by quick
 * order, reorder lists and (later) line sheets; the CSV reader (csv-lines.ts) maps its rows here.
 *
 * A line holds one product code and, usually, a quantity, in any order and with any separator:
 * `ACC-10342-GD-08 20`, `ACC-10342-GD-08, 20`, `ACC-10342-GD-08<TAB>20`, `20 x ACC-10342-GD-08`,
 * `ACC-10342-GD-08 ×20`, `ACC-10342-GD-08: 20 pcs`, `- ACC-10342-GD-08 20`, full-width digits from
 * a Chinese keyboard, thousands grouped (`ACC-10342-GD-08 1 000`, `1,000`, `1.000`). A code alone
 * means one piece (a scanned tag). Nothing is ever evaluated: a cell like `=HYPERLINK(…)` is text
 * that is not a code.
 */
import { GROUPED_PIECES, ungroupedPieces } from './pieces';

/** The largest quantity one line may ask for (the shop's cart refuses more on one line). */
export const MAX_LINE_QUANTITY = 99_999;
/** Longer lines are not order lines (a pasted paragraph, a binary file's noise). */
export const MAX_LINE_LENGTH = 300;
/** How many lines one paste or file may hold before the rest is left for another go. */
export const MAX_LINES = 2_000;
/** A product code: letters and digits with - _ . / between them, as printed on tags. */
const CODE_RE = /^[\p{L}\p{N}](?:[\p{L}\p{N}._/-]{0,62}[\p{L}\p{N}])?$/u;

export interface OrderLine {
  /** 1-based line (or spreadsheet row) the buyer can find it at. */
  row: number;
  /** As written (trimmed, full-width folded); compare with `codeKey`. */
  code: string;
  quantity: number;
}

export type LineRejection = 'no_code' | 'zero_quantity' | 'too_many' | 'too_long' | 'not_text';

export interface RejectedLine {
  row: number;
  /** What the line said, cut to a readable length, so the buyer can fix it in place. */
  text: string;
  reason: LineRejection;
}

export interface ReadLines {
  lines: OrderLine[];
  rejected: RejectedLine[];
  /** Header rows, blank lines and notes that were passed over on purpose. */
  skipped: number;
  /** Lines beyond MAX_LINES, left unread (the text itself is kept by the caller). */
  overflow: number;
}

/** Codes compare without case (tags, spreadsheets and search all ignore it). */
export function codeKey(code: string): string {
  return code.normalize('NFKC').trim().toUpperCase();
}

/**
 * Shaped like a product code: letters and digits with separators, and at least one digit (tags'
 * codes all have one; words like "Gold" or "pcs" beside a code are not codes).
 */
export function isProductCode(text: string): boolean {
  return CODE_RE.test(text) && /\p{N}/u.test(text);
}

/**
 * Column titles a code or a quantity column goes by, in the five languages and the usual
 * spreadsheet shorthands. Compared lower-cased with spaces, dots and underscores removed.
 */
const CODE_HEADERS = [
  'code', 'sku', 'itemcode', 'productcode', 'articlecode', 'article', 'item', 'itemno', 'ref', 'reference', 'barcode', 'ean', 'partno',
  'référence', 'codearticle', 'codeproduit', 'réf',
  'código', 'codigo', 'referencia', 'códigodeproducto', 'codigodeproducto',
  '编码', '编号', '货号', '商品编码', '商品编号', '款号', '条码', '规格编码',
  '編碼', '編號', '貨號', '商品編碼', '商品編號', '款號', '條碼', '規格編碼',
];
const QUANTITY_HEADERS = [
  'qty', 'quantity', 'quantities', 'pcs', 'pieces', 'units', 'amount', 'count', 'orderqty',
  'quantité', 'quantite', 'qté', 'qte', 'nombre',
  'cantidad', 'cant', 'uds', 'unidades', 'piezas',
  '数量', '件数', '订购数量', '數量', '件數', '訂購數量',
];

function headerWord(cell: string): string {
  return cell.normalize('NFKC').toLowerCase().replace(/[\s._:#*()（）-]+/g, '');
}

export type ColumnRole = 'code' | 'quantity' | null;

export function columnRole(cell: string): ColumnRole {
  const word = headerWord(cell);
  if (word === '') return null;
  if (CODE_HEADERS.includes(word)) return 'code';
  if (QUANTITY_HEADERS.includes(word)) return 'quantity';
  return null;
}

/** Unit words a quantity may carry ("20 pcs", "20件", "20 paires"). */
const UNIT_RE = /\s*(?:pcs?|pieces?|pairs?|units?|sets?|packs?|pièces?|paires?|lots?|uds?|unidades|piezas|pares|paquetes|件|个|個|对|對|双|雙|套|包|只|支|条|條)\.?$/iu;
/** A quantity, possibly with a times sign on either side ("x20", "20×"). */
const QUANTITY_RE = /^[x×*]?(\d{1,9})(?:\.0+)?[x×*]?$/iu;
/** In a line, a grouped count standing as a field of its own (a dot or a comma inside a code is not grouping). */
const GROUPED_QUANTITY = new RegExp(String.raw`(^|[\s;,|:=x×*])${GROUPED_PIECES}(?=$|[\s;,|:=×*]|\p{L})`, 'giu');
/** Bullets and numbering a list may start with ("- ", "• ", "3. ", "12) "). */
const BULLET_RE = /^\s*(?:[-*•·‣▪◦]|\d{1,4}[.)、])\s+/u;

function quantityOf(field: string): number | null {
  const match = QUANTITY_RE.exec(field.replace(UNIT_RE, ''));
  return match?.[1] === undefined ? null : Number(match[1]);
}

/**
 * The fields of one line: its spreadsheet cells and words (tab, semicolon, comma, bar, colon,
 * equals and spaces all separate), with times signs standing alone dropped and a quantity glued
 * to a code by a times sign ("20xACC-1", "ACC-1×20") pulled apart.
 */
function fieldsOf(line: string): string[] {
  return line
    .split(/[\t;,|:=\s]+/u)
    .filter((f) => f !== '' && !/^[x×*]$/iu.test(f))
    .flatMap((f) => {
      const glued = /^(\d{1,5})[x×*](.+)$/iu.exec(f) ?? /^(.+?)[×*](\d{1,5})$/u.exec(f);
      return glued?.[1] && glued[2] ? [glued[1], glued[2]] : [f];
    });
}

type LineResult = { kind: 'line'; code: string; quantity: number } | { kind: 'rejected'; reason: LineRejection } | { kind: 'skip' };

/** Reads one line: which field is the code, which the quantity. */
export function readLine(text: string): LineResult {
  if (text.length > MAX_LINE_LENGTH) return { kind: 'rejected', reason: 'too_long' };
  const line = text
    .normalize('NFKC')
    .replace(BULLET_RE, '')
    .trim()
    .replace(GROUPED_QUANTITY, (_, before: string, lead: string, mark: string, groups: string) => before + ungroupedPieces(lead, mark, groups));
  if (line === '' || line.startsWith('#') || line.startsWith('//')) return { kind: 'skip' };
  const fields = fieldsOf(line);
  // A header row pasted with the data ("Code  Qty", "Référence;Quantité"): titles, no digits.
  if (fields.some((f) => columnRole(f) !== null) && !/\d/u.test(line)) return { kind: 'skip' };
  const quantities = fields.map(quantityOf);
  // The code: the first field shaped like a code, not a short number (that is a quantity).
  let codeIndex = fields.findIndex((f, i) => isProductCode(f) && !((quantities[i] ?? MAX_LINE_QUANTITY + 1) <= MAX_LINE_QUANTITY));
  if (codeIndex < 0) {
    // Only numbers: a numeric code (EAN) is the longest one; two short ones read as CODE QTY.
    const numeric = fields.map((f, i) => ({ f, i })).filter(({ f }) => /^\d+$/.test(f));
    if (numeric.length >= 2) {
      const timesFirst = /^\s*\d+\s*[x×*]/iu.test(line);
      const longest = numeric.reduce((a, b) => (b.f.length > a.f.length ? b : a));
      const [first, second] = numeric as [{ f: string; i: number }, { f: string; i: number }];
      codeIndex = longest.f.length > 5 ? longest.i : timesFirst ? second.i : first.i;
    } else if (numeric.length === 1 && (numeric[0]?.f.length ?? 0) > 5) {
      codeIndex = numeric[0]?.i ?? -1;
    }
  }
  // Letters joined by a separator ("ACC-ABCD", a code mistyped or from another shop): a code in
  // shape, so the shop is asked and says it has no such product, rather than "no code on this line".
  // Only when nothing else is one: a word like "rose-gold" beside a code is a description.
  if (codeIndex < 0) codeIndex = fields.findIndex((f, i) => CODE_RE.test(f) && /[._/-]/u.test(f) && quantities[i] === null);
  if (codeIndex < 0) return { kind: 'rejected', reason: 'no_code' };
  const code = fields[codeIndex] ?? '';
  // The quantity: the first one after the code ("code, qty, price"), else the last one before it.
  const after = quantities.findIndex((q, i) => i > codeIndex && q !== null);
  const before = quantities.findLastIndex((q, i) => i < codeIndex && q !== null);
  const quantity = (after >= 0 ? quantities[after] : before >= 0 ? quantities[before] : 1) ?? 1;
  if (quantity === 0) return { kind: 'rejected', reason: 'zero_quantity' };
  if (quantity > MAX_LINE_QUANTITY) return { kind: 'rejected', reason: 'too_many' };
  return { kind: 'line', code, quantity };
}

/** Control characters other than tab, line feed and carriage return, or the replacement character. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point here
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/gu;

/** Text that is mostly not text (a picture or a spreadsheet file pasted or picked by mistake). */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 8192);
  if (sample.includes('\u0000')) return true;
  const odd = sample.match(NOT_TEXT)?.length ?? 0;
  return sample.length > 0 && odd / sample.length > 0.02;
}

function excerpt(text: string): string {
  const clean = text.replace(NOT_TEXT, '').trim();
  return clean.length > 80 ? `${clean.slice(0, 79)}…` : clean;
}

/** Reads pasted or typed text: one line per item. */
export function readPastedLines(text: string): ReadLines {
  const out: ReadLines = { lines: [], rejected: [], skipped: 0, overflow: 0 };
  if (looksBinary(text)) {
    out.rejected.push({ row: 1, text: '', reason: 'not_text' });
    return out;
  }
  const rows = text.split(/\r\n|\r|\n/);
  rows.forEach((raw, index) => {
    const read = out.lines.length + out.rejected.length;
    if (read >= MAX_LINES) {
      if (raw.trim() !== '') out.overflow += 1;
      return;
    }
    const result = readLine(raw.replace(NOT_TEXT, ''));
    if (result.kind === 'line') out.lines.push({ row: index + 1, code: result.code, quantity: result.quantity });
    else if (result.kind === 'rejected') out.rejected.push({ row: index + 1, text: excerpt(raw), reason: result.reason });
    else out.skipped += 1;
  });
  return out;
}

/**
 * Lines with the same code (in any case) merged into one, quantities added, in the order each
 * code first appeared; `merged` counts how many lines went into each.
 */
export function mergeLines<T extends { code: string; quantity: number }>(lines: readonly T[]): (T & { merged: number })[] {
  const byCode = new Map<string, T & { merged: number }>();
  for (const line of lines) {
    const key = codeKey(line.code);
    const known = byCode.get(key);
    if (known) {
      known.quantity = Math.min(MAX_LINE_QUANTITY, known.quantity + line.quantity);
      known.merged += 1;
    } else {
      byCode.set(key, { ...line, merged: 1 });
    }
  }
  return [...byCode.values()];
}
