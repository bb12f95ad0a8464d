// French sets a space before : ; ! ? » % and after «, and between a number's groups of three
// digits, and a line must never break there (a line that starts with "?" or "000" reads as a
// mistake). The space is a no-break one: narrow (U+202F) before ; ! ? » %, after « and between
// digits, full (U+00A0) before :, as the Imprimerie nationale and CLDR write them and as Intl
// already writes French numbers. Applied by i18n:add and i18n:import to French texts, checked by
// i18n:verify, and the demo server's French texts are tested against it.

const NARROW = '\u202f';
const FULL = '\u00a0';

/**
 * `text` with the plain spaces French punctuation takes turned into no-break ones. ICU syntax is
 * left as it is: a number skeleton's `::`, and a `?` that starts a word (a query string, `?qa=1`).
 */
export function frenchSpacing(text) {
  return text
    .replace(/ :(?!:)/gu, `${FULL}:`)
    .replace(/ ([;!?»])(?=$|[\s}'’".,)\u00a0\u202f<])/gu, `${NARROW}$1`)
    .replace(/« /gu, `«${NARROW}`)
    .replace(/([\d}]) %/gu, `$1${NARROW}%`)
    .replace(/(\d) (?=\d{3}(?!\d))/gu, `$1${NARROW}`);
}
