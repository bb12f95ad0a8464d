/**
 * Renames event-handler attributes (`onerror=`, `ONCLICK=`, `/onload=`) in server HTML before any
 * browser parser sees it. Not a sanitizer (DOMPurify removes every handler afterwards, and the
 * renamed attribute too): the browser checks the page's Content-Security-Policy when it PARSES a
 * handler attribute, even into DOMPurify's inert document, so under a strict policy (`script-src
 * 'self'`, no 'unsafe-inline') a notice carrying `<img onerror=…>` raised a `script-src-attr`
 * violation report on every render although nothing ran. Tags are read as the HTML tokenizer
 * reads them (attribute names end at space, '/', '>' or '='; values are quoted or end at space or
 * '>'); comments and raw-text elements are skipped. Should this reading ever differ from the
 * browser's, the cost is a report, not a script: DOMPurify still removes the handler.
 */
// Not noscript: DOMPurify parses with scripting off, and then a noscript's content is markup.
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
const SPACE = /[\t\n\f\r ]/;
const RENAMED_PREFIX = 'blocked-';

/** Index just past the attribute value that starts at `i` (after '=' and spaces). */
function skipValue(html: string, i: number): number {
  const quote = html[i];
  if (quote === '"' || quote === "'") {
    const end = html.indexOf(quote, i + 1);
    return end === -1 ? html.length : end + 1;
  }
  let j = i;
  while (j < html.length && !SPACE.test(html.charAt(j)) && html[j] !== '>') j += 1;
  return j;
}

/** Copies one tag from `start` ('<' + letter), renaming handler attributes; answers where it ends. */
function copyTag(html: string, start: number, out: string[]): { end: number; name: string } {
  const nameMatch = /^<\/?([a-zA-Z][^\t\n\f\r />]*)/.exec(html.slice(start, start + 64));
  const name = (nameMatch?.[1] ?? '').toLowerCase();
  let i = start + (nameMatch?.[0].length ?? 1);
  out.push(html.slice(start, i));
  while (i < html.length) {
    const c = html.charAt(i);
    if (c === '>') {
      out.push(c);
      return { end: i + 1, name };
    }
    if (SPACE.test(c) || c === '/') {
      out.push(c);
      i += 1;
      continue;
    }
    // An attribute name: its first character may be '=', then up to space, '/', '>' or '='.
    let j = i + 1;
    while (j < html.length && !SPACE.test(html.charAt(j)) && !'/>='.includes(html.charAt(j))) j += 1;
    const attribute = html.slice(i, j);
    out.push(/^on/i.test(attribute) ? RENAMED_PREFIX + attribute : attribute);
    let k = j;
    while (k < html.length && SPACE.test(html.charAt(k))) k += 1;
    if (html[k] !== '=') {
      out.push(html.slice(j, k));
      i = k;
      continue;
    }
    k += 1;
    while (k < html.length && SPACE.test(html.charAt(k))) k += 1;
    const valueEnd = skipValue(html, k);
    out.push(html.slice(j, valueEnd));
    i = valueEnd;
  }
  return { end: html.length, name };
}

export function neutraliseInlineHandlers(html: string): string {
  const lower = html.toLowerCase();
  const out: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out.push(html.slice(i));
      break;
    }
    out.push(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      const end = close === -1 ? html.length : close + 3;
      out.push(html.slice(lt, end));
      i = end;
      continue;
    }
    if (!/^<\/?[a-zA-Z]/.test(html.slice(lt, lt + 3))) {
      out.push('<');
      i = lt + 1;
      continue;
    }
    const isEnd = html[lt + 1] === '/';
    const tag = copyTag(html, lt, out);
    i = tag.end;
    if (!isEnd && RAW_TEXT.has(tag.name)) {
      // Raw text up to the element's end tag is text to the browser, never attributes.
      const close = lower.indexOf(`</${tag.name}`, i);
      const end = close === -1 ? html.length : close;
      out.push(html.slice(i, end));
      i = end;
    }
  }
  return out.join('');
}
